import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { readPlainYaml } from '../frontmatter.js'
import type { CardFolders } from './category-cards.js'

const NAMES = ['_category_.json', '_category_.yml', '_category_.yaml']

/**
 * The `_category_` files of docs/ as DocCardList needs them, read when first asked for (once per
 * build). Read loosely: collect has already reported a file that is broken or has wrong keys, and
 * such a file counts as absent here, as it does in the sidebar.
 */
export function categoryFilesOf(docsDir: string): CardFolders['categoryOf'] {
  const known = new Map<string, ReturnType<CardFolders['categoryOf']>>()
  return (dir) => {
    if (!known.has(dir)) known.set(dir, read(path.join(docsDir, dir)))
    return known.get(dir)
  }
}

function read(folder: string): ReturnType<CardFolders['categoryOf']> {
  const file = NAMES.map((name) => path.join(folder, name)).find((f) => existsSync(f))
  if (file === undefined) return undefined
  let raw: unknown
  try {
    const text = readFileSync(file, 'utf8')
    raw = file.endsWith('.json') ? JSON.parse(text) : (readPlainYaml(text) ?? parseYaml(text))
  } catch {
    return undefined
  }
  if (typeof raw !== 'object' || raw === null) return undefined
  const { label, position, link } = raw as Record<string, unknown>
  const l = link as { type?: unknown; id?: unknown; slug?: unknown; description?: unknown } | null | undefined
  return {
    ...(typeof label === 'string' && { label }),
    ...(typeof position === 'number' && { position }),
    ...(l?.type === 'doc' && typeof l.id === 'string' && { link: { type: 'doc' as const, id: l.id } }),
    ...(l?.type === 'generated-index' && {
      link: { type: 'generated-index' as const, ...(typeof l.slug === 'string' && { slug: l.slug }), ...(typeof l.description === 'string' && { description: l.description }) },
    }),
  }
}
