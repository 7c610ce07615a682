// `node bench/serve-stress.js [--rebuilds 500] [--fixture <name>]`: the dev server's memory over
// many rebuilds. Runs the server of `chemdocs serve` in this process (file watcher and HTTP
// included) on a temp copy of a site: this repository's own by default, or a test fixture. Each
// round saves a one-page edit, waits for the rebuild, fetches the page (which must show the edit)
// and opens and drops a live-reload stream, as a tab would; every tenth round also fetches the
// search index (a text edit leaves it to be refreshed on request). After the warm-up (a fifth of
// the rounds) it samples heap and RSS after a full GC. Prints one JSON line: both at the end of
// the warm-up and at the end, and their least-squares slope in KB per rebuild. Exits with 1 when
// the heap is not flat: a slope over --max-heap-slope KB per rebuild. The default is 15 KB for runs
// of 200 rebuilds or more (500 of this site measured -10) and 40 KB for shorter ones, a smoke check
// whose few samples still carry the warm-up (30-50 rebuilds of a fixture measured 6-22; the
// 100-rebuild test holds 15). Keeping each rebuild's pages or output alive costs hundreds of KB.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { collectSources } from '../lib/src/node/collect/collect.js'
import { loadConfig } from '../lib/src/node/config/config.js'
import { startDevServer } from '../lib/src/node/serve/dev-server.js'

if (typeof globalThis.gc !== 'function') {
  // Heap figures mean something only after a full collection.
  const child = spawnSync(process.execPath, ['--expose-gc', ...process.argv.slice(1)], { stdio: 'inherit' })
  process.exit(child.status ?? 1)
}

const ROOT = path.resolve(import.meta.dirname, '..')
const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback)
const REBUILDS = Number(arg('--rebuilds', '500'))
const fixture = arg('--fixture', undefined)
const MAX_HEAP_SLOPE_KB = Number(arg('--max-heap-slope', REBUILDS >= 200 ? '15' : '40'))
const WARMUP = Math.max(10, Math.floor(REBUILDS / 5))
const SAMPLE_EVERY = REBUILDS >= 200 ? 10 : 5

const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-bench-stress-'))
if (fixture) cpSync(path.join(ROOT, 'test/fixtures', fixture), dir, { recursive: true })
else for (const name of ['docs', 'pages', 'static', 'site.config.ts']) cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true })

const events = []
let wake = () => undefined
const server = await startDevServer({ cwd: dir, port: 0, host: '127.0.0.1', onEvent: (e) => (events.push(e), wake()) })
try {
  const first = await server.ready
  if (first.type !== 'built') throw new Error(`the site does not build: ${JSON.stringify(first)}`)
  const origin = server.url.replace(/\/$/, '')
  const config = await loadConfig(dir)
  const sources = collectSources(config).files.filter((f) => /\.md$/.test(f.path))
  const site = await (await fetch(origin + /data-site="([^"]+)"/.exec(await (await fetch(origin + '/')).text())[1])).json()
  const searchIndex = Object.values(site.search.indexUrls)[0]

  /** Waits for the rebuild after event number `after`; a failed one is an error. */
  const nextBuild = async (after) => {
    const deadline = Date.now() + 30_000
    for (;;) {
      const e = events.slice(after).find((x) => x.type === 'built' || x.type === 'failed' || x.type === 'crashed')
      if (e?.type === 'built') return e
      if (e) throw new Error(`rebuild ${e.type}: ${JSON.stringify(e.diagnostics ?? String(e.error))}`)
      if (Date.now() > deadline) throw new Error('no rebuild within 30 s of an edit')
      await new Promise((r) => ((wake = r), setTimeout(r, 100)))
    }
  }
  const measure = () => {
    globalThis.gc()
    globalThis.gc()
    const m = process.memoryUsage()
    return { heapMb: m.heapUsed / 2 ** 20, rssMb: m.rss / 2 ** 20 }
  }

  const samples = []
  const rebuildMs = []
  const originals = new Map()
  const start = performance.now()
  for (let i = 1; i <= REBUILDS; i++) {
    const source = sources[i % sources.length]
    if (!originals.has(source.path)) originals.set(source.path, readFileSync(source.path, 'utf8'))
    const marker = `Stress edit number ${i}.`
    const seen = events.length
    writeFileSync(source.path, `${originals.get(source.path)}\n\n${marker}\n`)
    // writeFileSync truncates, then writes: on a loaded machine the watcher can report the two
    // apart, and the first rebuild reads half a file. The next one must then show the edit.
    for (let from = seen, attempt = 1; ; attempt++) {
      const built = await nextBuild(from)
      if (attempt === 1) rebuildMs.push(built.ms)
      const html = await (await fetch(origin + source.route)).text()
      if (html.includes(marker)) break
      if (attempt === 3) throw new Error(`${source.route} does not show edit ${i}`)
      from = events.indexOf(built) + 1
    }
    const stream = new AbortController()
    const live = await fetch(`${origin}/__chemdocs/events`, { signal: stream.signal })
    await live.body.getReader().read()
    stream.abort()
    if (i % 10 === 0 && (await fetch(origin + searchIndex)).status !== 200) throw new Error('the search index is gone')
    if (i >= WARMUP && (i - WARMUP) % SAMPLE_EVERY === 0) samples.push({ rebuild: i, ...measure() })
  }
  const totalMs = performance.now() - start
  const slope = (key) => {
    const n = samples.length
    const mx = samples.reduce((s, p) => s + p.rebuild, 0) / n
    const my = samples.reduce((s, p) => s + p[key], 0) / n
    const num = samples.reduce((s, p) => s + (p.rebuild - mx) * (p[key] - my), 0)
    const den = samples.reduce((s, p) => s + (p.rebuild - mx) ** 2, 0)
    return +((num / den) * 1024).toFixed(2)
  }
  const sorted = [...rebuildMs].sort((a, b) => a - b)
  const mb = (x) => +x.toFixed(2)
  const [warm, end] = [samples[0], samples[samples.length - 1]]
  const result = {
    site: fixture ?? 'chemdocs docs',
    pages: sources.length,
    rebuilds: REBUILDS,
    totalMs: Math.round(totalMs),
    rebuildMs: { median: mb(sorted[Math.floor(sorted.length / 2)]), p95: mb(sorted[Math.floor(sorted.length * 0.95)]) },
    heapMb: { afterWarmup: mb(warm.heapMb), end: mb(end.heapMb), growth: mb(end.heapMb - warm.heapMb) },
    rssMb: { afterWarmup: mb(warm.rssMb), end: mb(end.rssMb), growth: mb(end.rssMb - warm.rssMb) },
    heapSlopeKbPerRebuild: slope('heapMb'),
    rssSlopeKbPerRebuild: slope('rssMb'),
    samples: samples.length,
    maxHeapSlopeKbPerRebuild: MAX_HEAP_SLOPE_KB,
    flat: slope('heapMb') <= MAX_HEAP_SLOPE_KB,
  }
  console.error(`serve stress: ${REBUILDS} rebuilds of ${result.site} in ${(totalMs / 1000).toFixed(1)} s; heap ${result.heapMb.afterWarmup} -> ${result.heapMb.end} MB (${result.heapSlopeKbPerRebuild} KB/rebuild), RSS ${result.rssMb.afterWarmup} -> ${result.rssMb.end} MB (${result.rssSlopeKbPerRebuild} KB/rebuild)`)
  console.log(JSON.stringify(result))
  if (!result.flat) {
    console.error(`serve stress: the heap grows ${result.heapSlopeKbPerRebuild} KB per rebuild, over the ${MAX_HEAP_SLOPE_KB} KB limit: something keeps each rebuild alive`)
    process.exitCode = 1
  }
} finally {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
}
