import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildFixture, FIXTURES } from './helpers.js'

describe('linked-files-published: links to files next to a page publish the file, as Docusaurus does', () => {
  let built: Awaited<ReturnType<typeof buildFixture>>
  const file = (route: string) => built.writer.files.get(route)?.toString() ?? ''
  const published = (href: string) => built.writer.files.has(href.replace(/^\//, '').replace(/#.*$/, ''))

  beforeAll(async () => {
    built = await buildFixture('linked-files-published')
  })

  it('builds with no diagnostics', () => {
    expect(built.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([])
  })

  it('copies a linked PDF and script into the output and points the links at the copies (hash kept)', () => {
    const html = file('docs/runs/march/index.html')
    const pdf = /<a href="(\/assets\/[^"]*March-report\.[0-9a-f]{8}\.pdf)#page=2">March report<\/a>/.exec(html)?.[1]
    const script = /<a href="(\/assets\/[^"]*fetch\.[0-9a-f]{8}\.sh)">the fetch script<\/a>/.exec(html)?.[1]
    expect(pdf && published(pdf)).toBe(true)
    expect(script && published(script)).toBe(true)
    expect(built.writer.files.get(pdf!.slice(1))?.toString()).toContain('a tiny stand-in report')
  })

  it('does the same for @site/ links and for links in MDX pages, JSX elements too', () => {
    expect(file('docs/index.html')).toMatch(/<a href="\/assets\/[^"]*yields\.[0-9a-f]{8}\.csv">yields table<\/a>/)
    const html = file('docs/runs/april/index.html')
    expect(html).toMatch(/<a href="\/assets\/[^"]*fetch\.[0-9a-f]{8}\.sh">Fetch script<\/a>/)
    expect(html).toMatch(/<a href="\/assets\/[^"]*March-report\.[0-9a-f]{8}\.pdf">the March report<\/a>/)
  })
})

describe('linked-files-published, built by the CLI (pages made in worker threads)', () => {
  it('writes every linked file the pages point at, as the in-process build does', () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-linked-cli-'))
    try {
      cpSync(path.join(FIXTURES, 'linked-files-published'), site, { recursive: true })
      const run = spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../bin/chemdocs.js'), 'build', '--out-dir', 'out', '--no-cache'], { cwd: site, encoding: 'utf8' })
      expect(run.status, run.stderr).toBe(0)
      // A Markdown page, an MDX page and the docs root.
      const html = ['docs/runs/march', 'docs/runs/april', 'docs'].map((route) => readFileSync(path.join(site, 'out', route, 'index.html'), 'utf8')).join('')
      const hrefs = [...html.matchAll(/<a href="(\/assets\/[^"#]+)/g)].map((m) => m[1]!)
      expect(hrefs.length).toBeGreaterThanOrEqual(5)
      for (const href of hrefs) expect(existsSync(path.join(site, 'out', href)), href).toBe(true)
    } finally {
      rmSync(site, { recursive: true, force: true })
    }
  })
})
