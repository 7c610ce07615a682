import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { loadConfig } from '../src/node/config/config.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { formatDiagnostics } from '../src/node/logger.js'
import { articleOf, buildFixture, FIXTURES } from './helpers.js'

// MDX pages are bundled together in one esbuild call (bundle-mdx-pages.ts); this fixture has no
// problem esbuild sees, so what its pages throw while they render is placed through the shared
// bundle's source maps, not through the page-by-page bundles a failed shared bundle falls back to.
describe('MDX pages bundled together', () => {
  it('places a throw in a shared component and in the page itself at their own lines, and writes nothing', async () => {
    const { writer, diagnostics } = await buildFixture('mdx-one-bundle-render-throws')
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/mdx-one-bundle-render-throws/docs/components/Meter.tsx
        test/fixtures/mdx-one-bundle-render-throws/docs/components/Meter.tsx:2:24  error  MDX page test/fixtures/mdx-one-bundle-render-throws/docs/negative.mdx could not be rendered: a meter cannot show -1  mdx-error

      test/fixtures/mdx-one-bundle-render-throws/docs/own-throw.mdx
        test/fixtures/mdx-one-bundle-render-throws/docs/own-throw.mdx:5:3  error  MDX page could not be rendered: thrown by the page itself  mdx-error

      ✖ 2 errors"
    `)
    expect(writer.files.size).toBe(0)
  })

  it('renders the pages that share the component once nothing throws', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-one-bundle-'))
    cpSync(path.join(FIXTURES, 'mdx-one-bundle-render-throws'), root, { recursive: true })
    rmSync(path.join(root, 'docs/own-throw.mdx'))
    writeFileSync(path.join(root, 'docs/negative.mdx'), "# Negative\n\nimport { Meter } from './components/Meter'\n\n<Meter value={7} />\n")
    const writer = new MemoryWriter()
    const result = await build(await loadConfig(root), { mode: 'production', writer })
    expect(result.diagnostics).toEqual([])
    expect(articleOf(writer.read('docs/fine/index.html')!)).toContain('<meter value="3">')
    expect(articleOf(writer.read('docs/negative/index.html')!)).toContain('<meter value="7">')
  })

  it('gives the same output, and places throws alike, when a tree is bundled in several batches', async () => {
    const inBatches = async <T>(make: () => Promise<T>): Promise<T> => {
      process.env.CHEMDOCS_PAGES_PER_BUNDLE = '1'
      try {
        return await make()
      } finally {
        delete process.env.CHEMDOCS_PAGES_PER_BUNDLE
      }
    }
    const whole = await buildFixture('docusaurus-tree')
    const split = await inBatches(() => buildFixture('docusaurus-tree'))
    expect(whole.diagnostics).toEqual([])
    expect([...split.writer.files.keys()].sort()).toEqual([...whole.writer.files.keys()].sort())
    for (const [file, contents] of whole.writer.files) expect(split.writer.files.get(file), file).toEqual(contents)
    const throwsWhole = await buildFixture('mdx-one-bundle-render-throws')
    const throwsSplit = await inBatches(() => buildFixture('mdx-one-bundle-render-throws'))
    expect(formatDiagnostics(throwsSplit.diagnostics)).toBe(formatDiagnostics(throwsWhole.diagnostics))
  })
})
