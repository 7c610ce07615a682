import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../../src/node/build.js'
import { PACKAGE_ROOT } from '../../../src/node/render/bundle.js'
import { checkBuiltSite, detectBase } from '../../../src/node/check/check-built-site.js'
import { loadConfig } from '../../../src/node/config/config.js'
import { extractAnchors, extractLinks, positionOf } from '../../../src/node/check/html-links.js'
import { FsWriter } from '../../../src/node/write/write.js'

const FIXTURE = path.join(PACKAGE_ROOT, 'test/fixtures/serve-live-reload')
let tmp: string

async function buildTo(name: string, baseUrl?: string): Promise<string> {
  const out = path.join(tmp, name)
  const config = await loadConfig(FIXTURE, { outDir: out, ...(baseUrl && { baseUrl }) })
  await build(config, { mode: 'production', writer: new FsWriter(out) })
  return out
}

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-check-'))
})
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

// The templates link to Chemotion's own sections, which this small fixture does not have: those
// template links are the baseline, and each test looks at what its change adds to it.
const keyOf = (b: { file: string; url: string }) => `${b.file} -> ${b.url}`
let baseline: Set<string>
const added = <T extends { file: string; url: string }>(broken: T[]) => broken.filter((b) => !baseline.has(keyOf(b)))

describe('checkBuiltSite', () => {
  it('finds nothing wrong in the pages of a freshly built site', async () => {
    const report = await checkBuiltSite({ dir: await buildTo('clean') })
    baseline = new Set(report.broken.map(keyOf))
    expect(report.broken.filter((b) => b.file.startsWith('docs/') || b.kind === 'anchor')).toEqual([])
    expect(report.pages).toBe(8)
    expect(report.checked).toBeGreaterThan(10)
  })

  it('reports broken links, anchors and images with the file and position, and skips external links', async () => {
    const dir = await buildTo('broken')
    const file = path.join(dir, 'docs/guide/first-steps/index.html')
    const extra = '<p><a href="/docs/nowhere">a</a> <a href="/docs/guide/long#part-99">b</a> <a href="#nope">c</a> <img src="/img/missing.png" alt=""> <a href="https://example.invalid/x">d</a> <a href="/docs/guide/long#part-3">ok</a></p>'
    writeFileSync(file, readFileSync(file, 'utf8').replace('</article>', `${extra}</article>`))
    const report = await checkBuiltSite({ dir })
    const byUrl = Object.fromEntries(added(report.broken).map((b) => [b.url, b]))
    expect(Object.keys(byUrl).sort()).toEqual(['/docs/guide/first-steps#nope', '/docs/guide/long#part-99', '/docs/nowhere', '/img/missing.png'])
    expect(byUrl['/docs/nowhere']).toMatchObject({ file: 'docs/guide/first-steps/index.html', status: 404, kind: 'link', line: expect.any(Number), column: expect.any(Number) })
    expect(byUrl['/docs/guide/long#part-99']).toMatchObject({ file: 'docs/guide/first-steps/index.html', kind: 'anchor', reason: 'no element with id "part-99" on /docs/guide/long' })
    const html = readFileSync(file, 'utf8')
    const at = byUrl['/img/missing.png']!
    const line = html.split('\n')[at.line! - 1]!
    expect(line.slice(at.column! - 1).startsWith('src="/img/missing.png"')).toBe(true)
    expect(report.skipped).toBeGreaterThan(0)
  })

  it('checks the files only the app loads: route chunks, search index and worker', async () => {
    const dir = await buildTo('chunks')
    const chunk = readdirSync(path.join(dir, 'assets/routes')).find((f) => f.startsWith('docs_guide_long.'))!
    unlinkSync(path.join(dir, 'assets/routes', chunk))
    const report = await checkBuiltSite({ dir })
    expect(added(report.broken)).toEqual([expect.objectContaining({ url: `/assets/routes/${chunk}`, file: expect.stringMatching(/^assets\/site\.\w+\.json$/) })])
  })

  it('serves a site built for a base path under that path', async () => {
    const dir = await buildTo('base', '/chemdocs/')
    expect(detectBase(readFileSync(path.join(dir, 'index.html'), 'utf8'))).toBe('/chemdocs/')
    const broken = (await checkBuiltSite({ dir })).broken
    expect(broken.length).toBe(baseline.size)
    expect(broken.every((b) => b.url.startsWith('/chemdocs/'))).toBe(true)
  })

  it('crawls pages whose file names hold %, #, ? or non-ASCII letters at their own URLs', async () => {
    const site = path.join(tmp, 'odd-names-site')
    cpSync(FIXTURE, site, { recursive: true })
    const names = ['50% yield', 'C# notes', 'why?', 'Ölbad']
    for (const name of names) writeFileSync(path.join(site, 'docs/guide', `${name}.md`), `---\ntitle: ${name}\n---\n\nText.\n`)
    writeFileSync(path.join(site, 'docs/guide/odd.md'), `---\ntitle: Odd\n---\n\n${names.map((n) => `[${n}](./${encodeURIComponent(n)}.md)`).join(' ')}\n`)
    const out = path.join(tmp, 'odd-names')
    const config = await loadConfig(site, { outDir: out })
    await build(config, { mode: 'production', writer: new FsWriter(out) })
    const report = await checkBuiltSite({ dir: out })
    expect(added(report.broken)).toEqual([])
    expect(report.pages).toBe(8 + names.length + 1)
  })

  it('refuses a folder that does not exist', async () => {
    await expect(checkBuiltSite({ dir: path.join(tmp, 'nope') })).rejects.toMatchObject({ ruleId: 'invalid-usage' })
  })
})

describe('html-links', () => {
  it('reads links, anchors and positions', () => {
    const html = '<a href="/a?x=1&amp;y=2">x</a>\n<h2 id="intro">I</h2><meta property="og:url" content="https://e.org/"><meta name="d" content="words"><a name="old"></a>'
    expect(extractLinks(html).map((l) => l.value)).toEqual(['/a?x=1&y=2', 'https://e.org/'])
    expect([...extractAnchors(html)]).toEqual(['intro', 'd', 'old'])
    expect(positionOf(html, html.indexOf('id="intro"'))).toEqual({ line: 2, column: 5 })
  })
})
