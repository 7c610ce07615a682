// Search figures for `npm run bench`, on a built site folder (argv[2]):
// - query time in the search engine (the code the worker runs), p50/p95 over every keystroke
//   (each prefix) of the relevance query set;
// - in chromium: from the first keystroke on a freshly loaded doc page to the first suggestion.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { decodeSearchIndex } from '../lib/src/shared/search-codec.js'
import { createSearchIndex } from '../lib/src/shared/search-engine.js'
import { querySearchIndex } from '../lib/src/shared/search-rank.js'
import { createServer, createSiteHandler, listen } from '../lib/src/node/static-server.js'

const [out, runsArg = '5'] = process.argv.slice(2)
const ROOT = path.resolve(import.meta.dirname, '..')
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length - 1) * p))]

const indexFile = readdirSync(path.join(out, 'assets')).find((f) => /^search-index\..*\.json$/.test(f))
const index = createSearchIndex(decodeSearchIndex(JSON.parse(readFileSync(path.join(out, 'assets', indexFile), 'utf8'))))
const queries = readFileSync(path.join(ROOT, 'test/search-relevance.queries.tsv'), 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => l.split('\t')[0])
const times = []
for (let round = 0; round < 3; round++) {
  for (const q of queries) {
    for (let i = 1; i <= q.length; i++) {
      const t = performance.now()
      querySearchIndex(index, q.slice(0, i), 8)
      times.push(performance.now() - t)
    }
  }
}

const server = createServer(createSiteHandler((f) => { try { return readFileSync(path.join(out, f)) } catch { return undefined } }, '/'))
const port = await listen(server, 0, '127.0.0.1')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
const firsts = []
for (let run = 0; run < Number(runsArg); run++) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`http://127.0.0.1:${port}/docs/eln`)
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true')
  const input = page.locator('input[role="combobox"]')
  await input.click()
  const elapsed = page.evaluate(
    () =>
      new Promise((resolve) => {
        let t0 = 0
        document.addEventListener('keydown', () => (t0 ||= performance.now()), { capture: true })
        new MutationObserver((_, obs) => {
          if (t0 && document.querySelector('[role="option"]')) {
            obs.disconnect()
            resolve(performance.now() - t0)
          }
        }).observe(document.body, { subtree: true, childList: true })
      }),
  )
  await input.pressSequentially('nmr', { delay: 30 })
  firsts.push(await elapsed)
  await context.close()
}
await browser.close()
server.close()
console.log(JSON.stringify({ queryMs: { p50: +pct(times, 0.5).toFixed(3), p95: +pct(times, 0.95).toFixed(3), keystrokes: times.length }, firstResultsMs: { median: +pct(firsts, 0.5).toFixed(0), min: +Math.min(...firsts).toFixed(0), max: +Math.max(...firsts).toFixed(0), runs: firsts.length } }))
