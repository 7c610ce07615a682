import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/node/config/config.js'
import { FIXTURES } from '../../helpers.js'

describe('loadConfig', () => {
  it('resolves defaults, folders and the base path', async () => {
    const config = await loadConfig(path.join(FIXTURES, 'base-path-rewrites-links'))
    expect(config.base).toBe('/chemdocs/')
    expect(config.docsDir).toBe(path.join(FIXTURES, 'base-path-rewrites-links', 'docs'))
    expect(config.search.resultLimit).toBe(8)
    expect(config.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false })
  })

  it('overrides base and out dir from flags', async () => {
    const config = await loadConfig(path.join(FIXTURES, 'basic-site'), { baseUrl: 'sub', outDir: 'out' })
    expect(config.base).toBe('/sub/')
    expect(config.outDir).toBe(path.join(FIXTURES, 'basic-site', 'out'))
  })

  it('names each invalid key path with what was expected, and suggests a close key', async () => {
    const error = await loadConfig(path.join(FIXTURES, 'invalid-config-unknown-key')).catch((e: unknown) => e)
    expect(error).toMatchObject({ ruleId: 'invalid-config' })
    expect((error as Error).message).toBe(
      [
        'invalid config',
        'test/fixtures/invalid-config-unknown-key/site.config.ts:6:35: navbar.items[0].position: Invalid option: expected one of "left"|"right"',
        'test/fixtures/invalid-config-unknown-key/site.config.ts:7:3: tagLine: unknown key; did you mean `tagline`?',
        'test/fixtures/invalid-config-unknown-key/site.config.ts:8:13: search.resultLimt: unknown key; did you mean `resultLimit`?',
        'test/fixtures/invalid-config-unknown-key/site.config.ts:9:39: footer.links[0].too: unknown key; did you mean `to`?',
      ].join('\n'),
    )
  })

  it('reports a syntax error with file:line:col', async () => {
    const error = await loadConfig(path.join(FIXTURES, 'invalid-config-syntax')).catch((e: unknown) => e)
    expect(error).toMatchObject({ ruleId: 'invalid-config' })
    expect((error as Error).message).toBe('test/fixtures/invalid-config-syntax/site.config.ts:3:3: Expected "}" but found "url"')
    expect(error).toMatchObject({ hint: 'fix the syntax error in the config file' })
  })

  it('removes the compiled configs that killed runs left next to the config, and keeps a running one’s', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-config-'))
    cpSync(path.join(FIXTURES, 'basic-site', 'site.config.ts'), path.join(dir, 'site.config.ts'))
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!
    writeFileSync(path.join(dir, `.site.config.${dead}-0.mjs`), 'export default {}')
    writeFileSync(path.join(dir, `.site.config.${process.ppid}-3.mjs`), 'export default {}')
    await loadConfig(dir)
    expect(readdirSync(dir, { withFileTypes: false }).sort()).toEqual([`.site.config.${process.ppid}-3.mjs`, 'site.config.ts'])
  })
})
