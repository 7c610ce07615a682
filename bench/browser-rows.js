// `node bench/browser-rows.js <built site folder> [--runs N]`: what a reader and a writer wait for,
// measured in Debian's chromium (playwright-core), as issue #32 asks. Prints one JSON line:
// - `pageBytes`: bytes of the JS and CSS a doc page fetches before any interaction, as the browser
//   received them (gzip from chemdocs' static server, as a production host would; headers included);
// - `searchBytes`: gzip bytes asked for from focusing the search box until the first suggestion
//   of a query is in the DOM (search code, worker, the index's titles and headings), and apart
//   what the search fetches after that, until its whole answer shows (the section texts);
// - `devStart`: `chemdocs serve` on a copy of this site, from the process start to the first doc
//   page answered with 200 (polled every 10 ms);
// - `saveToVisible`: with that page open in chromium and scrolled, the time from saving an edit of
//   its Markdown to the new text being in the page's DOM, and whether the scroll position held.
import { spawn } from 'node:child_process'
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { createServer, createSiteHandler, listen } from '../lib/src/node/serve/static-server.js'

const ROOT = path.resolve(import.meta.dirname, '..')
const [out] = process.argv.slice(2)
if (!out) throw new Error('usage: node bench/browser-rows.js <built site folder> [--runs N]')
const RUNS = process.argv.includes('--runs') ? Number(process.argv[process.argv.indexOf('--runs') + 1]) : 10
const DOC = '/docs/eln/'
const DOC_SOURCE = 'docs/eln/index.md'
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return { median: +s[Math.floor(s.length / 2)].toFixed(1), min: +s[0].toFixed(1), max: +s[s.length - 1].toFixed(1), runs: s.length }
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
const result = {}
try {
  Object.assign(result, await builtSiteBytes(out))
  Object.assign(result, await devServerRows())
} finally {
  await browser.close()
}
console.log(JSON.stringify(result))

/**
 * chemdocs' static server for `dir`, counting what it sends: per response its path, type, whether
 * the browser asked for it as a prefetch (Sec-Purpose), and the body bytes as sent (gzip). Counted
 * at the server, as the search worker's own fetches never show in the page's network events.
 */
async function countingServer(dir) {
  const handler = createSiteHandler((f) => {
    try {
      return readFileSync(path.join(dir, f))
    } catch {
      return undefined
    }
  }, '/')
  const sent = []
  const server = createServer((req, res) => {
    const row = { path: req.url, prefetch: /prefetch/i.test(String(req.headers['sec-purpose'] ?? req.headers.purpose ?? '')), type: '', bytes: 0, at: Date.now() }
    sent.push(row)
    const [writeHead, write, end] = [res.writeHead.bind(res), res.write.bind(res), res.end.bind(res)]
    const count = (chunk) => chunk && typeof chunk !== 'function' && (row.bytes += Buffer.byteLength(chunk))
    res.writeHead = (status, ...rest) => {
      const headers = rest.find((h) => h && typeof h === 'object') ?? {}
      row.type = String(Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? res.getHeader('content-type') ?? '')
      return writeHead(status, ...rest)
    }
    res.write = (chunk, ...rest) => (count(chunk), write(chunk, ...rest))
    res.end = (chunk, ...rest) => ((row.type ||= String(res.getHeader('content-type') ?? '')), count(chunk), end(chunk, ...rest))
    return handler(req, res)
  })
  const port = await listen(server, 0, '127.0.0.1')
  return { origin: `http://127.0.0.1:${port}`, sent, close: () => server.close() }
}

async function builtSiteBytes(dir) {
  const server = await countingServer(dir)
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(server.origin + DOC, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true')
    // What the page needed: not the route chunks it prefetches for links in view.
    const load = server.sent.splice(0).filter((r) => !r.prefetch)
    const sum = (rows, test) => rows.filter(test).reduce((n, r) => n + r.bytes, 0)
    const js = (r) => /javascript/.test(r.type)
    const css = (r) => /text\/css/.test(r.type)
    // When the first suggestion is in the DOM, by the page's clock (Date.now, as the server's rows:
    // the same machine).
    await page.evaluate(() => {
      window.__firstSuggestion = new Promise((resolve) => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('#search-suggestions [role="option"]')) return
          observer.disconnect()
          resolve(Date.now())
        }).observe(document.body, { subtree: true, childList: true })
      })
    })
    await page.focus('input[type="search"]')
    await page.keyboard.type('sample', { delay: 30 })
    const firstShown = await page.evaluate(() => window.__firstSuggestion)
    // The whole answer (the ring goes once the section texts are indexed and asked again).
    await page.waitForSelector('.navbar__search .search-loading-ring', { state: 'detached', timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    const session = server.sent.splice(0).filter((r) => !r.prefetch)
    // The first query's bytes: what was asked for before its first suggestion showed.
    const search = session.filter((r) => r.at <= firstShown)
    const after = session.filter((r) => r.at > firstShown)
    await context.close()
    return {
      pageBytes: { jsGzipBytes: sum(load, js), jsFiles: load.filter(js).length, cssGzipBytes: sum(load, css), allGzipBytes: sum(load, () => true), files: load.length },
      searchBytes: { firstQueryGzipBytes: sum(search, () => true), files: search.map((r) => r.path), afterFirstGzipBytes: sum(after, () => true), afterFirstFiles: after.map((r) => r.path) },
    }
  } finally {
    server.close()
  }
}

/** A copy of this site (the generator's own src/ is not the site's) served by `chemdocs serve`. */
async function devServerRows() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-bench-browser-'))
  for (const name of ['docs', 'pages', 'static', 'site.config.ts']) if (existsSync(path.join(ROOT, name))) cpSync(path.join(ROOT, name), path.join(dir, name), { recursive: true })
  const started = performance.now()
  const serve = spawn(process.execPath, [path.join(ROOT, 'bin/chemdocs.js'), 'serve', '--port', '0'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } })
  let log = ''
  serve.stdout.on('data', (d) => (log += d))
  serve.stderr.on('data', (d) => (log += d))
  try {
    let origin
    for (;;) {
      origin ??= /(http:\/\/127\.0\.0\.1:\d+)\//.exec(log)?.[1]
      if (origin && (await fetch(origin + DOC).then((r) => r.status === 200, () => false))) break
      if (performance.now() - started > 120_000) throw new Error(`serve answered no page within 120 s:\n${log}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const devStartMs = performance.now() - started
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(origin + DOC)
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true')
    const times = []
    let scrollKept = 0
    for (let i = 0; i < RUNS; i++) {
      await page.evaluate(() => window.scrollTo(0, 300))
      const marker = `Browser bench edit ${i} ${Date.now()}`
      const t0 = performance.now()
      appendFileSync(path.join(dir, DOC_SOURCE), `\n\n${marker}\n`)
      await page.waitForFunction((text) => document.body.innerText.includes(text), marker, { polling: 'raf', timeout: 30_000 })
      times.push(performance.now() - t0)
      // Hydrated again after a reload; the position restored (or never lost).
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true')
      await page.waitForTimeout(200)
      if (Math.abs((await page.evaluate(() => window.scrollY)) - 300) <= 2) scrollKept++
    }
    await context.close()
    return { devStart: { firstPageMs: +devStartMs.toFixed(0) }, saveToVisible: { ...stats(times), scrollKept } }
  } finally {
    serve.kill('SIGINT')
    await new Promise((resolve) => serve.once('exit', resolve))
    rmSync(dir, { recursive: true, force: true })
  }
}
