import { appendFileSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { copyFixture, runCli } from './e2e/serve-helpers.js'

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
    expect(output).toContain('no site.config.ts here: checking the built site only')
    expect(output).toMatch(/✔ no broken links in the built site \(\d+ URLs checked on 2 pages, external links not fetched \(--external\)\)/)
    const json = JSON.parse((await run(['check-links', '.', '--format', 'json'], plain)).output)
    expect(json).toMatchObject({ ok: true, source: null, site: { pages: 2, broken: [] } })
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
