import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { CLI, copyFixture, runCli } from './e2e/serve-helpers.js'

// `chemdocs check-links` on a temp copy of the fixture, built once. The templates link to
// Chemotion's own sections, which the fixture lacks: tests count problems relative to that.
let site: string
let baseline: { broken: { file: string; url: string }[] }

async function run(args: string[], cwd = site) {
  const proc = runCli(args, cwd)
  return { code: await proc.exited, output: proc.output() }
}

beforeAll(async () => {
  site = copyFixture('serve-live-reload')
  expect((await run(['build'])).code).toBe(0)
  const json = await run(['check-links', '--format', 'json'])
  baseline = JSON.parse(json.output).site
})

describe('chemdocs check-links', () => {
  it('exits 0 on a clean site (here a plain HTML one, with no config: built-site checks only)', async () => {
    const plain = copyFixture('check-links-plain-html')
    const { code, output } = await run(['check-links', '.'], plain)
    expect(code).toBe(0)
    expect(output).toContain('no site.config.ts (nor docusaurus.config.js) here: checking the built site only')
    expect(output).toMatch(/✔ no broken links in the built site \(\d+ URLs checked on 2 pages, external links not fetched \(--external\)\)/)
    const json = JSON.parse((await run(['check-links', '.', '--format', 'json'], plain)).output)
    expect(json).toMatchObject({ ok: true, source: null, site: { pages: 2, broken: [] } })
  })

  it('says that it cannot reach its own server where loopback is down, instead of calling every link broken', () => {
    const plain = copyFixture('check-links-plain-html')
    // A network namespace of its own, whose loopback interface is down (no root needed).
    const r = spawnSync('unshare', ['-Urn', process.execPath, CLI, 'check-links', '.'], { cwd: plain, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
    expect(r.error?.message, 'unshare could not be started').toBeUndefined()
    expect(r.status, r.stderr).toBe(2)
    expect(r.stderr).toMatch(/^error invalid-usage: check-links cannot reach its own local server at http:\/\/127\.0\.0\.1:\d+ \(.*\), so no link can be checked\nhint: check-links serves the built site on 127\.0\.0\.1/)
    expect(r.stderr).not.toContain('broken')
  })

  it('prints JSON for machines: source diagnostics and the built-site report', async () => {
    const { output } = await run(['check-links', '--format', 'json'])
    const report = JSON.parse(output)
    expect(report.source).toEqual({ diagnostics: [] })
    expect(report.site).toMatchObject({ dir: path.join(site, 'dist'), pages: 8, checked: expect.any(Number) })
    expect(report.site.broken.every((b: { file: string }) => !b.file.startsWith('docs/'))).toBe(true)
  })

  it('exits 1 and groups broken links by page with their position, then a summary', async () => {
    const file = path.join(site, 'dist/docs/guide/long/index.html')
    const good = readFileSync(file, 'utf8')
    writeFileSync(file, good.replace('</article>', '<a href="/docs/gone">x</a><a href="/docs/guide/first-steps#nope">y</a></article>'))
    try {
      const { code, output } = await run(['check-links'])
      expect(code).toBe(1)
      expect(output).toMatch(/^dist\/docs\/guide\/long\/index\.html$/m)
      expect(output).toMatch(/ {2}dist\/docs\/guide\/long\/index\.html:\d+:\d+ {2}error {2}link to `\/docs\/gone` is broken: HTTP 404 {2}missing-page/)
      expect(output).toMatch(/link to `\/docs\/guide\/first-steps#nope` is broken: no element with id "nope" on \/docs\/guide\/first-steps {2}missing-anchor/)
      expect(output).toContain(`error ${baseline.broken.length + 2} broken links in the built site`)
    } finally {
      writeFileSync(file, good)
    }
  })

  it('reports markdown problems at file:line:col too (the checks of chemdocs build)', async () => {
    const md = path.join(site, 'docs/guide/first-steps.md')
    const good = readFileSync(md, 'utf8')
    appendFileSync(md, '\nSee [the old page](./old-page.md).\n')
    try {
      const { code, output } = await run(['check-links'])
      expect(code).toBe(1)
      expect(output).toMatch(/docs\/guide\/first-steps\.md:\d+:\d+ {2}error {2}link to `\.\/old-page\.md` points to a markdown file that does not exist/)
      const skipped = await run(['check-links', '--no-source', '--format', 'json'])
      expect(JSON.parse(skipped.output).source).toBeNull()
    } finally {
      writeFileSync(md, good)
    }
  })

  it('does not fetch external links unless --external is given', async () => {
    const { output } = await run(['check-links', '--no-source'])
    expect(output).toContain('external links not fetched (--external)')
  })

  it('exits 2 on usage errors', async () => {
    const missing = await run(['check-links', 'no-such-dir'])
    expect(missing.code).toBe(2)
    expect(missing.output).toContain('error invalid-usage: no-such-dir is not a folder')
    expect((await run(['check-links', '--format', 'xml'])).code).toBe(2)
  })
})

describe('chemdocs check-links in a Docusaurus site', () => {
  // CI in a Docusaurus tree runs build, then check-links: both must read docusaurus.config.js.
  it('reads docusaurus.config.js: its output folder (build/, as Docusaurus), and the sources at file:line:col', async () => {
    const tree = copyFixture('docusaurus-config-dropin')
    expect((await run(['build'], tree)).code).toBe(0)
    const clean = await run(['check-links', '--format', 'json'], tree)
    expect(JSON.parse(clean.output)).toMatchObject({ ok: true, source: { diagnostics: expect.any(Array) }, site: { dir: path.join(tree, 'build'), broken: [] } })
    appendFileSync(path.join(tree, 'docs/guides/deep/step.md'), '\nSee [the old page](./old-page.md).\n')
    const { code, output } = await run(['check-links'], tree)
    expect(output).not.toContain('checking the built site only')
    expect(output).toMatch(/docs\/guides\/deep\/step\.md:\d+:\d+ {2}error {2}link to `\.\/old-page\.md` points to a markdown file that does not exist/)
    expect(code).toBe(1)
  }, 60_000)
})

describe('chemdocs check-links on odd folders: it ends, reports each page once, and names what it could not read', () => {
  let minimal: string
  beforeAll(async () => {
    minimal = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-check-minimal-'))
    mkdirSync(path.join(minimal, 'docs'))
    writeFileSync(path.join(minimal, 'site.config.ts'), "export default { title: 'Minimal', url: 'https://example.org' }\n")
    writeFileSync(path.join(minimal, 'docs/index.md'), '---\ntitle: Home\n---\n\nHello.\n')
    expect((await run(['build'], minimal)).code).toBe(0)
  })
  const copyOfBuilt = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-check-odd-'))
    cpSync(path.join(minimal, 'dist'), dir, { recursive: true })
    return dir
  }
  const noStack = (output: string) => expect(output).not.toMatch(/internal error|\n\s+at /)

  it('passes on a freshly built minimal site: the built-in pages link only to what the site has', async () => {
    const { code, output } = await run(['check-links'], minimal)
    expect(output).toMatch(/✔ no broken links in the built site/)
    expect(code).toBe(0)
  })

  it('a folder with two links to . and one to ..: ends, and counts each page once', async () => {
    const dir = copyOfBuilt()
    const before = JSON.parse((await run(['check-links', dir, '--format', 'json'], os.tmpdir())).output).site.pages
    symlinkSync('.', path.join(dir, 'a'))
    symlinkSync('.', path.join(dir, 'b'))
    symlinkSync('..', path.join(dir, 'docs/up'))
    const { code, output } = await run(['check-links', dir, '--format', 'json'], os.tmpdir())
    expect(code, output).toBe(0)
    expect(JSON.parse(output).site).toMatchObject({ pages: before, broken: [], unreadable: [] })
  }, 30_000)

  it('a 1 GB (sparse) .html file is named as not checked, with exit code 1 and no stack', async () => {
    const dir = copyOfBuilt()
    writeFileSync(path.join(dir, 'huge.html'), '')
    truncateSync(path.join(dir, 'huge.html'), 1024 ** 3)
    const { code, output } = await run(['check-links', dir], os.tmpdir())
    noStack(output)
    expect(output).toMatch(/ {2}\S*huge\.html:1:1 {2}error {2}page is 1024 MB; pages over 100 MB are not checked {2}unreadable-file/)
    expect(output).toMatch(/error 1 file or folder of the built site could not be checked/)
    expect(code).toBe(1)
  }, 30_000)

  it('a folder with no pages in it, such as /proc/self, is a usage error with a hint', async () => {
    const { code, output } = await run(['check-links', '/proc/self'], os.tmpdir())
    noStack(output)
    expect(output).toContain('error invalid-usage: /proc/self holds no HTML pages')
    expect(output).toContain('hint: pass the folder of a built site')
    expect(code).toBe(2)
  }, 30_000)
})
