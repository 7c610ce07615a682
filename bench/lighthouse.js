// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on a doc page of a built
// site, served over loopback by chemdocs' own static server (gzip and cache headers, as a
// production host would), in Debian's chromium. Prints one JSON line: per page, the median of the
// performance and accessibility scores and of the Core Web Vitals over the runs. The first page's
// figures are also at the top level (page, median, all); every page is under `pages`.
// Usage: node bench/lighthouse.js <built site folder> [runs] [path...]
import { createServer } from 'node:http'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { createSiteHandler, listen, readFromDir } from '../lib/src/node/serve/static-server.js'

const [out, runsArg = '3', ...pathArgs] = process.argv.slice(2)
if (!out) throw new Error('usage: node bench/lighthouse.js <built site folder> [runs] [path...]')
const pagePaths = pathArgs.length > 0 ? pathArgs : ['/docs/eln/']

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const server = createServer(createSiteHandler(readFromDir(out), '/'))
const port = await listen(server, 0, '127.0.0.1')
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
const runsByPage = new Map(pagePaths.map((p) => [p, []]))
try {
  for (const [pagePath, runs] of runsByPage) for (let i = 0; i < Number(runsArg); i++) {
    const result = await lighthouse(`http://127.0.0.1:${port}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] })
    const { categories, audits } = result.lhr
    runs.push({
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    })
  }
} finally {
  chrome.kill()
  server.close()
}
const summarize = (runs) => Object.fromEntries(Object.keys(runs[0]).map((k) => [k, +median(runs.map((r) => r[k])).toFixed(k === 'cls' ? 3 : 0)]))
const pages = [...runsByPage].map(([page, runs]) => ({ page, runs: runs.length, median: summarize(runs), all: runs }))
console.log(JSON.stringify({ ...pages[0], pages }))
