// The targets `npm run bench` checks its figures against (from the issues' "done when" lists;
// 80 KB and 20 KB are taken as 80,000 and 20,000 bytes),
// each as a row: what was measured, the figure, the target and whether it is met. A figure the
// run did not measure (--quick skips the 10,000-page corpus and Lighthouse) is left out.

/** @typedef {{ name: string, figure: string, target: string, met: boolean }} TargetRow */

const ms = (n) => `${Math.round(n).toLocaleString('en-US')} ms`
const bytes = (n) => `${Math.round(n).toLocaleString('en-US')} B`
const atMost = (name, value, limit, format, note = '') => ({ name, figure: format(value) + note, target: `<= ${format(limit)}`, met: value <= limit })

/** @returns {TargetRow[]} */
export function checkTargets(results) {
  const rows = []
  const add = (row) => row && rows.push(row)
  add(atMost('site: cold build', results.siteCold.wallMs.median, 2000, ms, ` (max ${ms(results.siteCold.wallMs.max)})`))
  add(atMost('site: warm rebuild', results.siteWarm.wallMs.median, 500, ms))
  add(atMost('build / remark-only floor', results.buildToFloor, 2, (x) => `${x.toFixed(2)}x`))
  const big = results.corpus10000
  if (big) {
    add(atMost('10,000 pages: build', big.wallMs.median, 60_000, ms))
    add(atMost('10,000 pages: memory', big.maxRssMb.median, 1536, (x) => `${Math.round(x)} MB`))
    add(atMost('10,000 / 1,000 pages', results.corpusRatio, 11, (x) => `${x.toFixed(2)}x`))
  }
  const mdx = results.mdx10000
  if (mdx) {
    add(atMost('10,000 MDX pages: build', mdx.wallMs.median, 60_000, ms))
    add(atMost('10,000 MDX pages: memory', mdx.maxRssMb.median, 1536, (x) => `${Math.round(x)} MB`))
    add(atMost('10,000 / 1,000 MDX pages', results.mdxRatio, 11, (x) => `${x.toFixed(2)}x`))
  }
  // Only when CHEMDOCS_BENCH_TREE names a real tree: reported, never required.
  if (results.realTree) {
    add(atMost('real MDX tree: cold build', results.realTree.wallMs.median, 2000, ms))
    add(atMost('real MDX tree: memory', results.realTree.maxRssMb.median, 600, (x) => `${Math.round(x)} MB`))
    add(atMost('real MDX tree: from the page store', results.realTreeCached.wallMs.median, 500, ms))
  }
  add(atMost('doc page: JS before interactive', results.docPage.jsGzipBytes, 80_000, bytes, ' gzip'))
  add(atMost('doc page: CSS', results.docPage.cssGzipBytes, 20_000, bytes, ' gzip'))
  if (results.lighthouse) {
    const lh = results.lighthouse.median
    rows.push({ name: 'Lighthouse performance / accessibility', figure: `${lh.performance} / ${lh.accessibility}`, target: '100 / 100', met: lh.performance >= 100 && lh.accessibility >= 100 })
    // Layout shift on every measured page (those with figures among them): the worst run counts.
    for (const page of results.lighthouse.pages ?? []) {
      const worst = Math.max(...page.all.map((r) => r.cls))
      rows.push({ name: `Lighthouse CLS ${page.page}`, figure: `${+worst.toPrecision(3)} (worst of ${page.runs} runs)`, target: '0', met: worst === 0 })
    }
  }
  const browser = results.browser
  if (browser) {
    add(atMost('doc page: JS fetched before interaction (chromium)', browser.pageBytes.jsGzipBytes, 60_000, bytes, ` gzip, ${browser.pageBytes.jsFiles} files`))
    const { firstQueryGzipBytes, afterFirstGzipBytes } = browser.searchBytes
    add(atMost('search: bytes fetched for the first query (chromium)', firstQueryGzipBytes, 150_000, bytes, ` gzip (then ${bytes(afterFirstGzipBytes)} for the whole answer)`))
    add(atMost('serve: start to the first page served', browser.devStart.firstPageMs, 1500, ms))
    add(atMost('serve: save to the change visible in the open tab', browser.saveToVisible.median, 80, ms, ` (scroll kept ${browser.saveToVisible.scrollKept} of ${browser.saveToVisible.runs})`))
  }
  add(atMost('search: index per indexed page', results.search.indexGzipBytesPerPage, 1000, bytes, ' gzip'))
  const speed = results.searchSpeed
  add(atMost('search: query p95 in the worker', speed.workerQueryMs.p95, 1, (x) => `${x.toFixed(3)} ms`, ` (round trip p95 ${speed.workerRoundTripMs.p95.toFixed(3)} ms)`))
  add(atMost('search: first results, median', speed.firstResultsMs.median, 150, ms))
  add(atMost('search: first results, max', speed.firstResultsMs.max, 150, ms, ` (${speed.firstResultsMs.runs} runs)`))
  add(atMost('serve: one-page rebuild', results.serveEdit.rebuildMs.median, 50, ms, ` (saved -> served ${ms(results.serveEdit.saveToServedMs.median)})`))
  if (results.serveEditMdx) add(atMost('serve: one MDX page saved -> new HTML', results.serveEditMdx.saveToServedMs.median, 50, ms, ` (rebuild ${ms(results.serveEditMdx.rebuildMs.median)})`))
  const stress = results.serveStress
  if (stress?.maxHeapSlopeKbPerRebuild !== undefined) add(atMost(`serve: heap growth over ${stress.rebuilds} rebuilds`, stress.heapSlopeKbPerRebuild, stress.maxHeapSlopeKbPerRebuild, (x) => `${x.toFixed(1)} KB/rebuild`))
  const load = results.serveLoad
  if (load) {
    const failed = load.errors + load.timeouts + Object.keys(load.wrongStatus).length + load.torn.length + (load.lastEditServed ? 0 : 1)
    rows.push({ name: `serve: failed requests under load (${load.seconds} s, edits every 50 ms)`, figure: `${failed} of ${load.requests.toLocaleString('en-US')}`, target: '0', met: load.ok && failed === 0 })
  }
  return rows
}

/** The rows as an aligned text table. */
export function formatTargets(rows) {
  const width = (key) => Math.max(...rows.map((r) => r[key].length))
  const [name, figure, target] = [width('name'), width('figure'), width('target')]
  return rows.map((r) => `${r.name.padEnd(name)}  ${r.figure.padStart(figure)}  target ${r.target.padEnd(target)}  ${r.met ? 'met' : 'NOT MET'}`).join('\n')
}
