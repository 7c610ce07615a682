import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import type { BuildCache } from '../src/node/build.js'
import { createBuildCache } from '../src/node/serve/dev-cache.js'
import { loadConfig } from '../src/node/config/config.js'
import type { Page } from '../src/node/types.js'
import { BuildFailedError } from '../src/node/diagnostics.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { FIXTURES } from './helpers.js'

// `chemdocs serve` rebuilds with an in-memory cache of transformed pages. A page added to the
// site (or one whose route changes) must not make every page again, only those whose links lead
// somewhere else now: writers add pages while the server runs.
async function devBuild(dir: string, cache: BuildCache): Promise<MemoryWriter> {
  const writer = new MemoryWriter()
  await build(await loadConfig(dir), { mode: 'dev', writer, cache })
  return writer
}

/** The cached page object of each file: the same object after a rebuild means it was not made again. */
function cachedPages(cache: BuildCache): Map<string, Page> {
  return new Map([...cache.transform.pages.values()].map(({ page }) => [page.source.relPath, page]))
}

describe('the dev cache of transformed pages', () => {
  it('makes again only the new page, and then only the pages that link to a page whose route changed', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-dev-cache-'))
    cpSync(path.join(FIXTURES, 'basic-site'), dir, { recursive: true })
    const cache = createBuildCache()
    await devBuild(dir, cache)
    const first = cachedPages(cache)
    expect(first.size).toBeGreaterThan(5)

    writeFileSync(path.join(dir, 'docs/tools/drill.md'), '---\ntitle: Drill\n---\n\nA drill.\n')
    const afterAdd = await devBuild(dir, cache)
    const second = cachedPages(cache)
    expect(afterAdd.read('docs/tools/drill/index.html')).toContain('A drill.')
    for (const [file, page] of first) expect(second.get(file), `${file} was made again`).toBe(page)

    // hammer.md links to saw.md: when saw moves, hammer's link must follow, and nothing else changes.
    const saw = path.join(dir, 'docs/tools/saw.md')
    writeFileSync(saw, readFileSync(saw, 'utf8').replace(/^---\n/, '---\nslug: /tools/cutting/saw\n'))
    const afterMove = await devBuild(dir, cache)
    const third = cachedPages(cache)
    expect(afterMove.read('docs/tools/hammer/index.html')).toContain('href="/docs/tools/cutting/saw"')
    const remade = [...third].filter(([file, page]) => second.get(file) !== page).map(([file]) => file)
    expect(remade.sort()).toEqual(['tools/hammer.md', 'tools/saw.md'])
  })

  it('reports a page saved nested too deep instead of handing it to the parsers, also when only its text changed', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-dev-cache-'))
    cpSync(path.join(FIXTURES, 'basic-site'), dir, { recursive: true })
    const cache = createBuildCache()
    await devBuild(dir, cache)
    // Same frontmatter, new body: the rebuild re-reads this file alone (what `chemdocs serve` does on a save).
    const saw = path.join(dir, 'docs/tools/saw.md')
    const text = readFileSync(saw, 'utf8')
    writeFileSync(saw, `${text}\n${'- '.repeat(3000)}x\n`)
    const started = Date.now()
    const failure = await build(await loadConfig(dir), { mode: 'dev', writer: new MemoryWriter(), cache, changed: [saw] }).catch((e: unknown) => e)
    expect(Date.now() - started).toBeLessThan(10_000)
    expect((failure as BuildFailedError).diagnostics).toContainEqual(
      expect.objectContaining({ ruleId: 'too-deeply-nested', file: expect.stringMatching(/docs\/tools\/saw\.md$/), line: text.split('\n').length + 1 }),
    )
  })
})
