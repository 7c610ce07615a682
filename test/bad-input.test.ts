import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { loadConfig } from '../src/node/config.js'
import { BuildFailedError, type Diagnostic } from '../src/node/diagnostics.js'
import { MemoryWriter } from '../src/node/write.js'

/** A throwaway site: files are created per test (binary content and symlinks cannot live in git). */
function makeSite(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-bad-'))
  writeFileSync(path.join(dir, 'site.config.ts'), "export default { title: 'Bad', url: 'https://example.org' }\n")
  const all = { 'docs/index.md': '---\nid: welcome\ntitle: Welcome\n---\n\nHello.\n', ...files }
  for (const [rel, contents] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    writeFileSync(path.join(dir, rel), contents)
  }
  return dir
}

async function buildSite(dir: string): Promise<{ writer: MemoryWriter; diagnostics: Diagnostic[]; failed: boolean }> {
  const config = await loadConfig(dir)
  const writer = new MemoryWriter()
  try {
    const r = await build(config, { mode: 'production', writer })
    return { writer, diagnostics: r.diagnostics, failed: false }
  } catch (e) {
    if (e instanceof BuildFailedError) return { writer, diagnostics: e.diagnostics, failed: true }
    throw e
  }
}

const brief = (ds: Diagnostic[]) => ds.map((d) => `${path.basename(d.file)}:${d.line ?? 0}:${d.column ?? 0} ${d.ruleId}: ${d.message}`)

describe('bad input gets a clear diagnostic', () => {
  it('a non-UTF-8 or binary file in docs/', async () => {
    const dir = makeSite({ 'docs/latin1.md': Buffer.from([0x74, 0xe9, 0x74, 0x65, 0x0a]), 'docs/blob.md': Buffer.from([0x00, 0x01, 0x02]) })
    const { failed, diagnostics } = await buildSite(dir)
    expect(failed).toBe(true)
    expect(brief(diagnostics)).toEqual([
      'blob.md:1:1 invalid-encoding: file contains NUL bytes; is it a binary file?',
      'latin1.md:1:1 invalid-encoding: file is not valid UTF-8 text; save it as UTF-8',
    ])
  })

  it('an empty page and a page with only frontmatter are warnings, not crashes', async () => {
    const dir = makeSite({ 'docs/empty.md': '', 'docs/fm.md': '---\ntitle: Only\n---\n' })
    const { failed, diagnostics } = await buildSite(dir)
    expect(failed).toBe(false)
    expect(brief(diagnostics)).toEqual(['empty.md:1:1 empty-page: page is empty', 'fm.md:1:1 empty-page: page has frontmatter but no content'])
  })

  it('a symlink loop in docs/ is reported and skipped', async () => {
    const dir = makeSite({ 'docs/sub/page.md': '---\ntitle: Sub\n---\n\nText.\n' })
    symlinkSync(path.join(dir, 'docs'), path.join(dir, 'docs/sub/loop'))
    const { failed, diagnostics } = await buildSite(dir)
    expect(failed).toBe(true)
    expect(brief(diagnostics)[0]).toMatch(/^loop:0:0 symlink-loop: symbolic link loops back to .*docs; it is skipped$/)
  })

  it('file names with spaces, capitals and non-ASCII letters give stable, valid URLs', async () => {
    const dir = makeSite({ 'docs/My Notes/Ölbad Über.md': '---\ntitle: Oil bath\n---\n\nWarm.\n', 'docs/CAPS.md': '---\ntitle: Caps\n---\n\nSee [oil](./My%20Notes/Ölbad%20Über.md).\n' })
    const { writer, diagnostics } = await buildSite(dir)
    expect(diagnostics).toEqual([])
    expect(writer.files.has('docs/CAPS/index.html')).toBe(true)
    expect(writer.files.has('docs/My-Notes/%C3%96lbad-%C3%9Cber/index.html')).toBe(true)
    expect(writer.read('docs/CAPS/index.html')).toContain('href="/docs/My-Notes/%C3%96lbad-%C3%9Cber"')
  })

  it('a 5 MB page and deeply nested lists and folders build', async () => {
    const big = '---\ntitle: Big\n---\n\n' + 'A line of lab notes about a reaction in a flask.\n\n'.repeat(100_000)
    const nested = '---\ntitle: Nested\n---\n\n' + Array.from({ length: 60 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n') + '\n'
    const deep = 'docs/' + Array.from({ length: 25 }, (_, i) => `d${i}`).join('/') + '/leaf.md'
    const dir = makeSite({ 'docs/big.md': big, 'docs/nested.md': nested, [deep]: '---\ntitle: Leaf\n---\n\nDeep.\n' })
    const { writer, diagnostics } = await buildSite(dir)
    expect(diagnostics).toEqual([])
    expect(writer.read('docs/big/index.html')!.length).toBeGreaterThan(5_000_000)
    expect(writer.read('docs/nested/index.html')).toContain('level 59')
    expect(writer.files.has(deep.replace(/\.md$/, '/index.html').replace(/\/leaf\//, '/leaf/'))).toBe(true)
  }, 60_000)
})
