// `npm run bench [-- --quick]`: measures builds, page weight and search size in one run and
// prints a table plus bench/results.json. Every figure is the median of several runs (min, max).
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkGfm from 'remark-gfm'
import remarkFrontmatter from 'remark-frontmatter'
import { writeCorpus } from './corpus.js'
import { bodiesFileOf } from '../lib/src/shared/search-format.js'
import { writeMdxCorpus } from './mdx-corpus.js'
import { checkTargets, formatTargets } from './targets.js'
import { reactFloorGzipBytes } from './react-floor.js'

const quick = process.argv.includes('--quick')
const ROOT = path.resolve(import.meta.dirname, '..')
const RUNS = quick ? 1 : 5
const tmp = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-bench-'))
const results = {}
/** Gated runs that failed their own check (they exit with 1 after printing their figures). */
const failedGates = []

/**
 * Runs a bench script that checks what it measures and exits with 1 when that fails: its figures
 * (the last line of its output) are kept either way, so results.json and the targets table still
 * show what went wrong, and the bench exits with 1 at the end.
 */
function runGated(script, args, stderr = 'inherit') {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'bench', script), ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', stderr] })
  const last = run.stdout.trim().split('\n').pop()
  if (!last?.startsWith('{')) throw new Error(`bench/${script} printed no figures (exit ${run.status})`)
  if (run.status !== 0) failedGates.push(script)
  return JSON.parse(last)
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return { median: s[Math.floor(s.length / 2)], min: s[0], max: s[s.length - 1], runs: s.length }
}
const buildOnce = (dir, out, warm = '') => JSON.parse(execFileSync(process.execPath, [path.join(ROOT, 'bench/build-once.js'), dir, out, warm], { encoding: 'utf8' }).trim().split('\n').pop())
// The page store of `chemdocs build` (node_modules/.cache/chemdocs, ours or a real tree's own): a cold build starts without it.
const dropPageStore = (dir) => {
  for (const top of new Set([ROOT, dir])) rmSync(path.join(top, 'node_modules/.cache/chemdocs'), { recursive: true, force: true })
}
/** mode: 'cold' (no page store), 'cached' (the CLI again, with the store the last run left) or 'warm' (in-process cache). */
const measure = (name, dir, runs, mode = 'cold') => {
  // From the page store, a user builds into the output of the last build, whose unchanged files
  // are taken over: one build into the folder first, then the timed ones into it again.
  if (mode === 'cached') buildOnce(dir, path.join(tmp, name))
  const all = Array.from({ length: runs }, (_, i) => {
    if (mode === 'cold') dropPageStore(dir)
    return buildOnce(dir, path.join(tmp, mode === 'cached' ? name : `${name}-${i}`), mode === 'warm' ? 'warm' : '')
  })
  results[name] = { wallMs: stats(all.map((r) => r.wallMs)), cpuMs: stats(all.map((r) => r.cpuMs)), maxRssMb: stats(all.map((r) => r.maxRssMb)), pages: all[0].pages }
  results[name].pagesPerSecond = Math.round(all[0].pages / (results[name].wallMs.median / 1000))
}

function mdFiles(dir) {
  return readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.md')).map((f) => path.join(dir, String(f)))
}

/** The floor: parsing all of the site's markdown with remark alone, in one process. */
function floorMs(docsDir) {
  const texts = mdFiles(docsDir).map((f) => readFileSync(f, 'utf8'))
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm)
  const times = Array.from({ length: RUNS }, () => {
    const t = performance.now()
    for (const text of texts) processor.runSync(processor.parse(text))
    return performance.now() - t
  })
  return stats(times)
}

measure('siteCold', ROOT, RUNS)
measure('siteCached', ROOT, RUNS, 'cached')
measure('siteWarm', ROOT, RUNS, 'warm')
results.floor = floorMs(path.join(ROOT, 'docs'))
results.buildToFloor = +(results.siteCold.wallMs.median / results.floor.median).toFixed(2)
// The same floor as a fresh process (module loading and a cold JIT included), like the cold build.
results.floorColdProcess = stats(Array.from({ length: RUNS }, () => JSON.parse(execFileSync(process.execPath, [path.join(ROOT, 'bench/floor-once.js'), path.join(ROOT, 'docs')], { encoding: 'utf8' })).wallMs))
results.buildToFloorColdProcess = +(results.siteCold.wallMs.median / results.floorColdProcess.median).toFixed(2)

const sizes = quick ? [100, 1000] : [1000, 10000]
for (const n of sizes) {
  const dir = path.join(ROOT, 'bench/.corpus', String(n))
  writeCorpus(dir, n)
  measure(`corpus${n}`, dir, quick ? 1 : 3)
}
results.corpusRatio = +(results[`corpus${sizes[1]}`].wallMs.median / results[`corpus${sizes[0]}`].wallMs.median).toFixed(2)

// The synthetic Docusaurus-like MDX corpus (bench/mdx-corpus.js): cold builds, and the first one's
// page store read back by the CLI (mdxCached). --quick builds 1,000 pages once.
const mdxSizes = quick ? [1000] : [1000, 10000]
for (const n of mdxSizes) {
  const dir = path.join(ROOT, 'bench/.corpus', `mdx-${n}`)
  writeMdxCorpus(dir, n)
  measure(`mdx${n}`, dir, quick || n > 1000 ? 1 : 3)
  if (n === 1000) measure('mdxCached', dir, quick ? 1 : 3, 'cached')
}
if (results.mdx10000) results.mdxRatio = +(results.mdx10000.wallMs.median / results.mdx1000.wallMs.median).toFixed(2)

// A real MDX-heavy tree, when CHEMDOCS_BENCH_TREE names one (its npm deps installed): reported,
// never required (CI has none). Cold, then again from the page store it left.
const tree = process.env.CHEMDOCS_BENCH_TREE
if (tree) {
  measure('realTree', path.resolve(tree), quick ? 1 : 3)
  measure('realTreeCached', path.resolve(tree), quick ? 1 : 3, 'cached')
}

// Page weight of a doc page, from the last cold build of the site.
const out = path.join(tmp, 'siteCold-0')
const html = readFileSync(path.join(out, 'docs/eln/index.html'), 'utf8')
const gz = (p) => gzipSync(readFileSync(path.join(out, p))).length
// Everything a doc page loads before it is interactive: module scripts and their preloaded imports.
const scripts = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="\/([^"]+)"/g)].map((m) => m[1])
const siteJson = /data-site="\/([^"]+)"/.exec(html)[1]
const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1])
results.docPage = {
  jsGzipBytes: scripts.reduce((n, s) => n + gz(s), 0),
  siteDataGzipBytes: gz(siteJson),
  cssGzipBytes: css.reduce((n, s) => n + gz(s), 0),
  htmlGzipBytes: gzipSync(html).length,
  // React's share of that script: the floor under any React app's (bench/react-floor.js).
  reactGzipBytes: await reactFloorGzipBytes(),
}
const assets = readdirSync(path.join(out, 'assets'))
const indexFiles = assets.filter((f) => f.startsWith('search-index'))
// An index is two files: its titles and headings, and its section texts (search-bodies.*).
const rootIndex = indexFiles.map((f) => ({ f, size: statSync(path.join(out, 'assets', f)).size + statSync(path.join(out, bodiesFileOf(`assets/${f}`))).size })).sort((a, b) => b.size - a.size)[0]
const indexGz = (f) => gz(`assets/${f}`) + gz(bodiesFileOf(`assets/${f}`))
// Per page in the index (the home, search and 404 pages are built but not indexed).
const indexedPages = rootIndex ? JSON.parse(readFileSync(path.join(out, 'assets', rootIndex.f), 'utf8')).pages.length : 0
results.search = {
  indexFiles: indexFiles.length,
  indexedPages,
  rootIndexGzipBytes: rootIndex ? indexGz(rootIndex.f) : 0,
  indexGzipBytesPerPage: rootIndex ? Math.round(indexGz(rootIndex.f) / indexedPages) : 0,
}

// Search: query time per keystroke in the site's worker in chromium (and of the engine in Node),
// and the first suggestion after the first keystroke.
results.searchSpeed = JSON.parse(execFileSync(process.execPath, [path.join(ROOT, 'bench/search-latency.js'), out, quick ? '3' : '7'], { encoding: 'utf8' }).trim().split('\n').pop())

// In chromium (issue #32): JS and CSS a doc page fetches before any interaction, bytes fetched for
// the first search, serve's start to the first page, and a saved edit until it shows in the open tab.
results.browser = JSON.parse(execFileSync(process.execPath, [path.join(ROOT, 'bench/browser-rows.js'), out, '--runs', quick ? '3' : '10'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').pop())

// Lighthouse (mobile preset): scores and Core Web Vitals of a doc page, and of two pages with a
// figure (an SVG diagram in a <figure>), whose layout shift must stay 0. Too slow for --quick.
const lighthousePages = ['/docs/eln/', '/docs/eln/devices/', '/docs/repo/workflow/']
if (!quick) results.lighthouse = JSON.parse(execFileSync(process.execPath, [path.join(ROOT, 'bench/lighthouse.js'), out, '3', ...lighthousePages], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').pop())

// The writer's loop: a one-page edit saved while `chemdocs serve` runs, until the new HTML is served.
const serveEdits = (...args) => JSON.parse(execFileSync(process.execPath, [path.join(ROOT, 'bench/serve-rebuild.js'), '--runs', quick ? '10' : '30', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split('\n').pop())
results.serveEdit = serveEdits()
// The same with MDX pages (which import components and partials), in a 300-page MDX corpus.
const mdxServeDir = path.join(ROOT, 'bench/.corpus', 'mdx-serve')
writeMdxCorpus(mdxServeDir, 300)
results.serveEditMdx = serveEdits('--site', mdxServeDir, '--ext', '.mdx')

// The dev server's memory over many rebuilds: heap and RSS after a full GC, and their slope per
// rebuild. 500 rebuilds of this site take about a minute; --quick does 50 of a small fixture.
const stressArgs = quick ? ['--rebuilds', '50', '--fixture', 'serve-live-reload'] : ['--rebuilds', '500']
results.serveStress = runGated('serve-stress.js', stressArgs, 'ignore')

// `chemdocs serve` under a loopback load while a page is saved every 50 ms: every request must
// succeed (bench/serve-load.js exits with 1 otherwise). 30 s of this site; --quick sends 3,000
// requests to a small fixture, as npm test does.
const loadArgs = quick ? ['--amount', '3000', '--fixture', 'serve-live-reload'] : ['--seconds', '30']
results.serveLoad = runGated('serve-load.js', loadArgs)

results.targets = checkTargets(results)
writeFileSync(path.join(ROOT, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n')
const row = (name, r) => `${name.padEnd(14)} wall ${r.wallMs.median.toFixed(0).padStart(6)} ms (min ${r.wallMs.min.toFixed(0)}, max ${r.wallMs.max.toFixed(0)})  cpu ${r.cpuMs.median.toFixed(0).padStart(6)} ms  rss ${r.maxRssMb.median.toFixed(0).padStart(5)} MB  ${r.pages} pages  ${r.pagesPerSecond} pages/s`
const rows = ['siteCold', 'siteCached', 'siteWarm', `corpus${sizes[0]}`, `corpus${sizes[1]}`, ...mdxSizes.map((n) => `mdx${n}`), 'mdxCached', 'realTree', 'realTreeCached']
console.log(rows.filter((k) => results[k]).map((k) => row(k, results[k])).join('\n'))
if (results.mdxRatio) console.log(`MDX corpus ratio 10000/1000: ${results.mdxRatio}x`)
console.log(`floor (remark parse only): in-process ${results.floor.median.toFixed(0)} ms, build/floor ${results.buildToFloor}x; as a fresh process ${results.floorColdProcess.median.toFixed(0)} ms, build/floor ${results.buildToFloorColdProcess}x; corpus ratio ${sizes[1]}/${sizes[0]}: ${results.corpusRatio}x`)
console.log(`doc page: JS ${results.docPage.jsGzipBytes} B gzip, of which React alone ${results.docPage.reactGzipBytes} B (+ site data ${results.docPage.siteDataGzipBytes} B), CSS ${results.docPage.cssGzipBytes} B gzip, HTML ${results.docPage.htmlGzipBytes} B gzip`)
const { pageBytes, searchBytes, devStart, saveToVisible } = results.browser
console.log(`in chromium: a doc page fetches ${pageBytes.jsGzipBytes} B of JS (${pageBytes.jsFiles} files) and ${pageBytes.cssGzipBytes} B of CSS before any interaction; the first search fetches ${searchBytes.firstQueryGzipBytes} B before its first suggestion shows, then ${searchBytes.afterFirstGzipBytes} B (the section texts) for its whole answer; serve answers its first page ${devStart.firstPageMs} ms after it starts; a saved edit shows in the open tab after ${saveToVisible.median} ms median (scroll kept ${saveToVisible.scrollKept} of ${saveToVisible.runs})`)
console.log(`search: ${results.search.indexFiles} index files; root index ${results.search.rootIndexGzipBytes} B gzip = ${results.search.indexGzipBytesPerPage} B per indexed page (${results.search.indexedPages} pages)`)
const { workerQueryMs: inWorker, workerRoundTripMs: roundTrip, engineQueryMs: engine, firstResultsMs: first } = results.searchSpeed
console.log(`search speed over ${inWorker.keystrokes} keystrokes: in the worker p50 ${inWorker.p50} ms, p95 ${inWorker.p95} ms (round trip p50 ${roundTrip.p50} ms, p95 ${roundTrip.p95} ms; engine in Node p95 ${engine.p95} ms); first suggestion ${first.median} ms after the first keystroke (min ${first.min}, max ${first.max})`)
if (results.lighthouse) {
  for (const { page, runs, median: lh } of results.lighthouse.pages ?? [results.lighthouse]) {
    console.log(`lighthouse ${page} (mobile, ${runs} runs): performance ${lh.performance}, accessibility ${lh.accessibility}; FCP ${lh.fcpMs} ms, LCP ${lh.lcpMs} ms, TBT ${lh.tbtMs} ms, CLS ${lh.cls}`)
  }
}
console.log(`serve: one MDX page saved -> new HTML served ${results.serveEditMdx.saveToServedMs.median} ms median (rebuild ${results.serveEditMdx.rebuildMs.median} ms; target <= 50 ms)`)
console.log(`serve: one-page edit saved -> new HTML served ${results.serveEdit.saveToServedMs.median} ms median (min ${results.serveEdit.saveToServedMs.min}, max ${results.serveEdit.saveToServedMs.max}; rebuild ${results.serveEdit.rebuildMs.median} ms; target <= 50 ms); serve ready in ${(results.serveEdit.startupMs / 1000).toFixed(1)} s`)
console.log(`serve stress: ${results.serveStress.rebuilds} rebuilds of ${results.serveStress.site} (rebuild ${results.serveStress.rebuildMs.median} ms median); heap after GC ${results.serveStress.heapMb.afterWarmup} -> ${results.serveStress.heapMb.end} MB (${results.serveStress.heapSlopeKbPerRebuild} KB/rebuild), RSS ${results.serveStress.rssMb.afterWarmup} -> ${results.serveStress.rssMb.end} MB (${results.serveStress.rssSlopeKbPerRebuild} KB/rebuild)`)
console.log(`\ntargets:\n${formatTargets(results.targets)}`)
if (failedGates.length > 0) {
  console.error(`\nfailed: ${failedGates.join(', ')} (see the targets above)`)
  process.exitCode = 1
}
