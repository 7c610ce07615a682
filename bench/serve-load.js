// `node bench/serve-load.js [--seconds 30 | --amount N] [--rate 1200] [--fixture <name>]`: the
// real `chemdocs serve` process under a loopback load (autocannon, 8 connections) while a writer
// saves a page every 50 ms. Runs on a temp copy of this repository's site by default, or of a test
// fixture. Every response must be the status its path is meant to have (pages, the site data, the
// search index, the route chunk of the edited page, the CSS and entry script, a static file, and
// two missing paths), no request may fail or time out, no page may be cut short, and the last
// edit must be served afterwards. Prints one JSON line and exits with 1 when any of that fails.
// npm test runs a short form (3,000 requests on a fixture); npm run bench runs the long one.
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { collectSources } from '../lib/src/node/collect/collect.js'
import { loadConfig } from '../lib/src/node/config/config.js'

const ROOT = path.resolve(import.meta.dirname, '..')
const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback)
const fixture = arg('--fixture', undefined)
const amount = arg('--amount', undefined)
const seconds = Number(arg('--seconds', '30'))
const rate = Number(arg('--rate', '1200'))
const EDIT_EVERY_MS = 50

const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-bench-load-'))
if (fixture) cpSync(path.join(ROOT, 'test/fixtures', fixture), dir, { recursive: true })
else for (const name of ['docs', 'pages', 'static', 'site.config.ts']) cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true })

const child = spawn(process.execPath, [path.join(ROOT, 'bin/chemdocs.js'), 'serve', '--port', '0'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] })
let log = ''
child.stdout.on('data', (d) => (log += d))
child.stderr.on('data', (d) => (log += d))
const waitForLog = async (pattern, ms = 60_000) => {
  const deadline = Date.now() + ms
  while (!pattern.test(log)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`serve never printed ${pattern}:\n${log}`)
    await new Promise((r) => setTimeout(r, 50))
  }
  return log.match(pattern)
}
/** Rebuilds the server has finished so far (good or failed), as its terminal log tells them. */
const rebuilds = () => (log.match(/ rendered \(revision \d+\)|rebuild failed/g) ?? []).length

let exitCode = 1
try {
  const origin = (await waitForLog(/(http:\/\/127\.0\.0\.1:\d+)\//))[1]
  await waitForLog(/ready in/)
  const config = await loadConfig(dir)
  const pages = collectSources(config).files.filter((f) => /\.md$/.test(f.path))
  const edited = pages.find((p) => p.route !== '/docs') ?? pages[0]
  const home = await (await fetch(`${origin}/`)).text()
  const siteData = /data-site="([^"]+)"/.exec(home)[1]
  const site = await (await fetch(origin + siteData)).json()
  const staticFile = readdirSync(path.join(dir, 'static'), { recursive: true, withFileTypes: true }).find((e) => e.isFile())
  const expected = {
    '/': 200,
    '/docs': 200,
    ...Object.fromEntries(pages.slice(0, 12).map((p) => [p.route, 200])),
    [/<link rel="stylesheet" href="([^"]+)"/.exec(home)[1]]: 200,
    [/<script type="module" src="([^"]+)"/.exec(home)[1]]: 200,
    [siteData]: 200,
    [Object.values(site.search.indexUrls)[0]]: 200,
    [site.chunks[edited.route]]: 200,
    ...(staticFile && { [encodeURI('/' + path.relative(path.join(dir, 'static'), path.join(staticFile.parentPath, staticFile.name)).split(path.sep).join('/'))]: 200 }),
    '/docs/no-such-page': 404,
    '/assets/missing.js': 404,
  }
  const seen = new Map()
  const torn = []
  const requests = Object.keys(expected).map((p) => ({
    method: 'GET',
    path: p,
    onResponse: (status, body) => {
      const counts = seen.get(p) ?? new Map()
      counts.set(status, (counts.get(status) ?? 0) + 1)
      seen.set(p, counts)
      // A page cut short or served half-built would not end its document.
      if (!/\.[a-z]+$/.test(p) && status === 200 && !body.trimEnd().endsWith('</html>')) torn.push(p)
    },
  }))

  const original = readFileSync(edited.path, 'utf8')
  let edits = 0
  const before = rebuilds()
  // One write per save, not atomic: most editors save that way.
  const editor = setInterval(() => writeFileSync(edited.path, `${original}\n\nLoad edit number ${++edits}.\n`), EDIT_EVERY_MS)
  const result = await autocannon({ url: origin, connections: 8, overallRate: rate, timeout: 10, requests, ...(amount ? { amount: Number(amount) } : { duration: seconds }) })
  clearInterval(editor)
  const during = rebuilds() - before

  const marker = `Load edit number ${edits}.`
  const deadline = Date.now() + 10_000
  let lastEditServed = false
  while (!lastEditServed && Date.now() < deadline) {
    lastEditServed = (await (await fetch(origin + edited.route)).text()).includes(marker)
    if (!lastEditServed) await new Promise((r) => setTimeout(r, 50))
  }
  const wrongStatus = Object.fromEntries(
    [...seen].filter(([p, counts]) => counts.size !== 1 || !counts.has(expected[p])).map(([p, counts]) => [p, Object.fromEntries(counts)]),
  )
  const report = {
    site: fixture ?? 'chemdocs docs',
    requests: result.requests.total,
    seconds: result.duration,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    wrongStatus,
    unrequested: Object.keys(expected).filter((p) => !seen.has(p)),
    torn,
    edits,
    rebuildsDuring: during,
    lastEditServed,
    serverAlive: child.exitCode === null,
    serverProblems: /internal error|crashed/.test(log),
  }
  report.ok =
    report.errors === 0 &&
    report.timeouts === 0 &&
    Object.keys(wrongStatus).length === 0 &&
    report.unrequested.length === 0 &&
    torn.length === 0 &&
    lastEditServed &&
    report.serverAlive &&
    !report.serverProblems
  console.error(
    `serve load: ${report.requests} requests in ${report.seconds} s (${report.requestsPerSecond} req/s, p99 ${report.latencyMs.p99} ms), ${edits} edits, ${during} rebuilds meanwhile: ${report.ok ? 'no failure' : 'FAILED'}`,
  )
  console.log(JSON.stringify(report))
  exitCode = report.ok ? 0 : 1
} finally {
  child.kill('SIGINT')
  await new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', r)))
  rmSync(dir, { recursive: true, force: true })
}
process.exit(exitCode)
