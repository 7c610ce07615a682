import { describe, expect, it } from 'vitest'
// bench/ is plain JavaScript, run by node without a build step.
import { checkTargets, formatTargets } from '../bench/targets.js'

type Row = { name: string; figure: string; target: string; met: boolean }

// What `npm run bench` prints under "targets:" (a --quick run: no 10,000-page corpus, no Lighthouse).
const quick = {
  siteCold: { wallMs: { median: 2500, max: 3100 } },
  siteWarm: { wallMs: { median: 90 } },
  buildToFloor: 1.5,
  docPage: { jsGzipBytes: 80_001, cssGzipBytes: 4859 },
  search: { indexGzipBytesPerPage: 859 },
  searchSpeed: { workerQueryMs: { p95: 0.6 }, workerRoundTripMs: { p95: 1.1 }, firstResultsMs: { median: 88, max: 151, runs: 3 } },
  serveEdit: { rebuildMs: { median: 30 }, saveToServedMs: { median: 60 } },
  serveStress: { rebuilds: 50, heapSlopeKbPerRebuild: 16, maxHeapSlopeKbPerRebuild: 40 },
}

describe('bench targets', () => {
  it('puts each figure next to its target and says whether it is met', () => {
    const rows = checkTargets(quick) as Row[]
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]))
    expect(byName['doc page: JS before interactive']).toEqual({ name: 'doc page: JS before interactive', figure: '80,001 B gzip', target: '<= 80,000 B', met: false })
    expect(byName['search: index per indexed page']).toMatchObject({ target: '<= 1,000 B', met: true })
    expect(byName['search: query p95 in the worker']).toMatchObject({ figure: '0.600 ms (round trip p95 1.100 ms)', target: '<= 1.000 ms', met: true })
    expect(byName['search: first results, median']).toMatchObject({ target: '<= 150 ms', met: true })
    expect(byName['search: first results, max']).toMatchObject({ figure: '151 ms (3 runs)', met: false })
    expect(byName['site: cold build']).toMatchObject({ met: false })
    expect(rows.map((r) => r.name)).not.toContain('10,000 pages: build')
    expect(formatTargets(rows)).toMatch(/^doc page: JS before interactive +80,001 B gzip {2}target <= 80,000 B +NOT MET$/m)
  })

  it('counts every failed request, wrong status, torn page and unserved last edit of the load run', () => {
    const load = { seconds: 30, requests: 2000, errors: 0, timeouts: 0, wrongStatus: {}, torn: [], lastEditServed: true, ok: true }
    const row = (serveLoad: object) => (checkTargets({ ...quick, serveLoad }) as Row[]).find((r) => r.name.startsWith('serve: failed requests'))
    expect(row(load)).toEqual({ name: 'serve: failed requests under load (30 s, edits every 50 ms)', figure: '0 of 2,000', target: '0', met: true })
    expect(row({ ...load, timeouts: 2, torn: ['/docs'], ok: false })).toMatchObject({ figure: '3 of 2,000', met: false })
    expect(row({ ...load, lastEditServed: false, ok: false })).toMatchObject({ figure: '1 of 2,000', met: false })
  })

  it('adds the 10,000-page and Lighthouse rows when a full run measured them', () => {
    const full = { ...quick, corpus10000: { wallMs: { median: 32_800 }, maxRssMb: { median: 899 } }, corpusRatio: 8.01, lighthouse: { median: { performance: 100, accessibility: 100 } } }
    const names = (checkTargets(full) as Row[]).filter((r) => r.met).map((r) => r.name)
    expect(names).toEqual(expect.arrayContaining(['10,000 pages: build', '10,000 pages: memory', '10,000 / 1,000 pages', 'Lighthouse performance / accessibility']))
  })

  it('checks the MDX corpus and, when one was measured, the real tree against their targets', () => {
    const build = (median: number, rss = 400) => ({ wallMs: { median }, maxRssMb: { median: rss } })
    const names = (rows: Row[]) => rows.map((r) => r.name)
    expect(names(checkTargets(quick) as Row[])).not.toContain('10,000 MDX pages: build')
    expect(names(checkTargets(quick) as Row[])).not.toContain('real MDX tree: cold build')
    const full = { ...quick, mdx1000: build(5000), mdx10000: build(58_000, 1600), mdxRatio: 11.6, realTree: build(1900, 500), realTreeCached: build(700) }
    const byName = Object.fromEntries((checkTargets(full) as Row[]).map((r) => [r.name, r]))
    expect(byName['10,000 MDX pages: build']).toMatchObject({ target: '<= 60,000 ms', met: true })
    expect(byName['10,000 MDX pages: memory']).toMatchObject({ met: false })
    expect(byName['10,000 / 1,000 MDX pages']).toMatchObject({ figure: '11.60x', met: false })
    expect(byName['real MDX tree: cold build']).toMatchObject({ met: true })
    expect(byName['real MDX tree: from the page store']).toMatchObject({ target: '<= 500 ms', met: false })
  })

  it('checks the search bytes of the first query and says what the whole answer fetched after them', () => {
    const browser = { pageBytes: { jsGzipBytes: 58_000, jsFiles: 9 }, searchBytes: { firstQueryGzipBytes: 85_000, afterFirstGzipBytes: 218_000 }, devStart: { firstPageMs: 1200 }, saveToVisible: { median: 70, scrollKept: 3, runs: 3 } }
    const row = (checkTargets({ ...quick, browser }) as Row[]).find((r) => r.name.startsWith('search: bytes fetched for the first query'))
    expect(row).toEqual({ name: 'search: bytes fetched for the first query (chromium)', figure: '85,000 B gzip (then 218,000 B for the whole answer)', target: '<= 150,000 B', met: true })
  })

  it('adds a CLS row per Lighthouse page, met only when no run shifted the layout', () => {
    const page = (path: string, cls: number[]) => ({ page: path, runs: cls.length, all: cls.map((c) => ({ cls: c })) })
    const lighthouse = { median: { performance: 100, accessibility: 100 }, pages: [page('/docs/eln/', [0, 0, 0]), page('/docs/eln/devices/', [0, 0.0004, 0])] }
    const rows = (checkTargets({ ...quick, lighthouse }) as Row[]).filter((r) => r.name.startsWith('Lighthouse CLS'))
    expect(rows).toEqual([
      { name: 'Lighthouse CLS /docs/eln/', figure: '0 (worst of 3 runs)', target: '0', met: true },
      { name: 'Lighthouse CLS /docs/eln/devices/', figure: '0.0004 (worst of 3 runs)', target: '0', met: false },
    ])
  })
})
