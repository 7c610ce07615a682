import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { configSchema } from '../../../src/node/config/config-schema.js'

/** Every key path the schema accepts: 'title', 'navbar.items[].label', … */
function keyPaths(schema: unknown, prefix = ''): string[] {
  const def = (schema as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => [prefix + key, ...keyPaths(value, `${prefix}${key}.`)])
    case 'default':
    case 'prefault':
    case 'optional':
    case 'nullable':
      return keyPaths(def.innerType, prefix)
    case 'array':
      return keyPaths(def.element, prefix.replace(/\.$/, '[].'))
    case 'union':
      return (def.options as unknown[]).flatMap((o) => keyPaths(o, prefix))
    default:
      return []
  }
}

const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8')
const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1))
const rows = section.split('\n').filter((l) => l.startsWith('| `'))

describe('the README documents the config', () => {
  const paths = keyPaths(configSchema)
  it('finds the keys of the schema', () => {
    expect(paths).toContain('logo')
    expect(paths).toContain('navbar.items[].docId')
  })

  // A key is documented when a row of the Configuration table that names its top-level key (in
  // its first cell) names it too: `footer.links[]` … `label`.
  it.each(paths)('documents %s', (key) => {
    const top = key.split(/[.[]/)[0]!
    const last = key.split(/[.[\]]+/).filter(Boolean).pop()!
    const own = rows.filter((r) => new RegExp('`' + top + '[`.[]').test(r.split(' | ')[0]!))
    expect(own.length, `no row of README's Configuration table names \`${top}\``).toBeGreaterThan(0)
    expect(own.some((r) => new RegExp(`\\b${last}\\b`).test(r)), `README's row for \`${top}\` does not mention ${last}`).toBe(true)
  })
})
