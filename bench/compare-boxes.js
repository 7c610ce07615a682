#!/usr/bin/env node
// Layout parity of chemdocs with Docusaurus on one site, in a browser: both built folders are served
// on 127.0.0.1 by the same small static server, the same routes are opened in Debian's chromium at
// 1280x800 and 390x844, and the boxes (x, y, width, height, in page coordinates) of named elements
// are compared, each PASS when every one of its four numbers is within 8 px of Docusaurus'.
// The hero's computed background colour is checked against the page's --ifm-color-primary.
//
//   node bench/compare-boxes.js <docusaurus build> <chemdocs out> [--routes /,/docs/intro]
//        [--label js] [--tolerance 8] [--json out.json] [--markdown out.md] [--failures]
//
// Prints one table per width and route (docusaurus box, chemdocs box, the four deltas, result) and
// exits 1 when anything fails: an element off by more than the tolerance or shown on one side only
// (hidden or absent on both is "n/a"), the hero's colour, a different HTTP status, or a chemdocs
// page wider than the viewport where Docusaurus' is not. `--failures` prints only failing rows.
import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CONTENT_TYPES } from '../lib/src/node/serve/static-server.js'

const args = process.argv.slice(2)
const flag = (name, fallback) => {
  const i = args.indexOf(name)
  return i < 0 ? fallback : args.splice(i, 2)[1]
}
const bool = (name) => {
  const i = args.indexOf(name)
  if (i >= 0) args.splice(i, 1)
  return i >= 0
}
const routes = flag('--routes', '/,/docs/intro').split(',').filter(Boolean)
const label = flag('--label', '')
const tolerance = Number(flag('--tolerance', '8'))
const jsonOut = flag('--json', undefined)
const markdownOut = flag('--markdown', undefined)
const failuresOnly = bool('--failures')
const [docusaurusDir, chemdocsDir] = args
if (!docusaurusDir || !chemdocsDir || !existsSync(docusaurusDir) || !existsSync(chemdocsDir)) {
  console.error('usage: node bench/compare-boxes.js <docusaurus build> <chemdocs out> [--routes /,/docs/intro] [--label js] [--json out.json] [--markdown out.md]')
  process.exit(2)
}

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]

/**
 * The named elements: a name, a selector, and whether every match is compared (`all`: names get
 * #1, #2, ...) or only the first. `within` limits `all` to the descendants' first match per element.
 */
const ELEMENTS = [
  { name: 'navbar', selector: '.navbar' },
  { name: 'hero', selector: '.hero' },
  { name: 'hero title', selector: '.hero .hero__title' },
  { name: 'hero subtitle', selector: '.hero .hero__subtitle' },
  { name: 'hero button', selector: '.hero .button' },
  { name: 'feature col', selector: 'main section .row > .col', all: true },
  { name: 'feature image', selector: 'main section .row > .col', all: true, child: 'svg, img' },
  { name: 'doc h1', selector: 'article h1' },
  // Docusaurus' theme class first, then chemdocs' own layout's (the first visible match counts):
  // the sidebar's menu list and the desktop TOC's list, what the reader sees of each. (Docusaurus'
  // sidebar column itself starts under the sticky navbar, at y = 0, chemdocs' below it.)
  { name: 'sidebar menu', selector: '.theme-doc-sidebar-menu, aside.doc-sidebar ul.menu' },
  { name: 'toc', selector: '.theme-doc-toc-desktop, .doc-toc .toc' },
  { name: 'footer', selector: '.footer' },
  { name: 'footer col', selector: '.footer__col', all: true },
]

// Content types as chemdocs' static server sends them (.wasm added), for both folders alike.
const TYPES = { ...CONTENT_TYPES, '.wasm': 'application/wasm' }

/** A static host as GitHub Pages or Netlify are: x, x.html, x/index.html; 404.html otherwise. */
function serve(dir) {
  const root = path.resolve(dir)
  const file = (p) => {
    try {
      return statSync(p).isFile() ? p : undefined
    } catch {
      return undefined
    }
  }
  const server = createServer((req, res) => {
    let pathname
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname)
    } catch {
      res.writeHead(400).end()
      return
    }
    const target = path.join(root, pathname)
    if (!target.startsWith(root)) {
      res.writeHead(403).end()
      return
    }
    const found = file(target) ?? file(path.join(target, 'index.html')) ?? file(target.replace(/\/$/, '') + '.html')
    const chosen = found ?? file(path.join(root, '404.html'))
    if (!chosen) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(found ? 200 : 404, { 'content-type': TYPES[path.extname(chosen).toLowerCase()] ?? 'application/octet-stream', 'cache-control': 'no-store' })
    createReadStream(chosen).pipe(res)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${server.address().port}` })))
}

/** Runs in the page: every named element's box in page coordinates, and the colours. */
function measure(elements) {
  const visible = (el) => {
    const r = el.getBoundingClientRect()
    const style = getComputedStyle(el)
    return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none'
  }
  const box = (el) => {
    if (!el) return { state: 'absent' }
    if (!visible(el)) return { state: 'hidden' }
    const r = el.getBoundingClientRect()
    return { state: 'shown', x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height }
  }
  const out = []
  for (const e of elements) {
    const matches = [...document.querySelectorAll(e.selector)]
    if (!e.all) {
      out.push({ name: e.name, ...box(matches.find(visible) ?? matches[0]) })
      continue
    }
    if (matches.length === 0) out.push({ name: `${e.name} #1`, state: 'absent' })
    matches.forEach((m, i) => out.push({ name: `${e.name} #${i + 1}`, ...box(e.child ? m.querySelector(e.child) : m) }))
  }
  /** A colour as the browser computes it (rgb(...)), from any CSS colour text. */
  const computed = (value) => {
    const probe = document.createElement('span')
    probe.style.color = value
    document.body.append(probe)
    const c = getComputedStyle(probe).color
    probe.remove()
    return c
  }
  const hero = document.querySelector('.hero')
  const primary = getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim()
  return {
    boxes: out,
    primary: primary ? computed(primary) : undefined,
    primaryText: primary || undefined,
    heroBackground: hero ? getComputedStyle(hero).backgroundColor : undefined,
    colorMode: document.documentElement.dataset.theme,
    scrollWidth: document.documentElement.scrollWidth,
  }
}

async function open(browser, origin, route, viewport) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, colorScheme: 'light', reducedMotion: 'reduce' })
  const page = await context.newPage()
  const problems = []
  page.on('pageerror', (e) => problems.push(e.message))
  await context.route('**/*', (r) => (new URL(r.request().url()).hostname === '127.0.0.1' ? r.continue() : r.abort()))
  const response = await page.goto(origin + route, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle').catch(() => {})
  // Both set data-has-hydrated once React has hydrated; a page without it is measured as it is.
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, { timeout: 5000 }).catch(() => {})
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(200)
  const result = await page.evaluate(measure, ELEMENTS.map(({ name, selector, all, child }) => ({ name, selector, all, child })))
  await context.close()
  return { status: response?.status(), problems, ...result }
}

const fmt = (b) => (b.state === 'shown' ? [b.x, b.y, b.width, b.height].map((n) => Math.round(n)).join(', ') : b.state)

function compare(reference, ours) {
  const rows = []
  const names = [...new Set([...reference.boxes.map((b) => b.name), ...ours.boxes.map((b) => b.name)])]
  for (const name of names) {
    const a = reference.boxes.find((b) => b.name === name) ?? { state: 'absent' }
    const b = ours.boxes.find((x) => x.name === name) ?? { state: 'absent' }
    let delta
    let result
    if (a.state !== 'shown' && b.state !== 'shown') {
      result = a.state === b.state || (a.state !== 'shown' && b.state !== 'shown') ? 'n/a' : 'FAIL'
    } else if (a.state !== 'shown' || b.state !== 'shown') {
      result = 'FAIL'
    } else {
      const d = ['x', 'y', 'width', 'height'].map((k) => b[k] - a[k])
      delta = d
      result = d.every((n) => Math.abs(n) <= tolerance) ? 'PASS' : 'FAIL'
    }
    rows.push({ name, docusaurus: a, chemdocs: b, delta, result })
  }
  return rows
}

const { server: s1, origin: o1 } = await serve(docusaurusDir)
const { server: s2, origin: o2 } = await serve(chemdocsDir)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
const report = []
let failed = 0
try {
  for (const viewport of VIEWPORTS) {
    for (const route of routes) {
      const reference = await open(browser, o1, route, viewport)
      const ours = await open(browser, o2, route, viewport)
      const rows = compare(reference, ours)
      // The hero's background against the site's brand colour, where the page has a hero.
      let colour
      if (reference.heroBackground || ours.heroBackground) {
        const ok = ours.heroBackground !== undefined && ours.heroBackground === ours.primary && ours.primary === reference.primary
        colour = { docusaurus: { background: reference.heroBackground, primary: reference.primary }, chemdocs: { background: ours.heroBackground, primary: ours.primary }, result: ok ? 'PASS' : 'FAIL' }
      }
      const pageFailures = []
      if (reference.status !== ours.status) pageFailures.push(`status ${reference.status} vs ${ours.status}`)
      if (ours.scrollWidth > viewport.width && reference.scrollWidth <= viewport.width) pageFailures.push(`chemdocs scrolls sideways: ${ours.scrollWidth} px wide`)
      failed += rows.filter((r) => r.result === 'FAIL').length + (colour?.result === 'FAIL' ? 1 : 0) + pageFailures.length
      report.push({ viewport, route, status: { docusaurus: reference.status, chemdocs: ours.status }, colorMode: { docusaurus: reference.colorMode, chemdocs: ours.colorMode }, problems: { docusaurus: reference.problems, chemdocs: ours.problems }, rows, colour, pageFailures })
    }
  }
} finally {
  await browser.close()
  s1.close()
  s2.close()
}

const lines = []
const title = label ? `${label}: ` : ''
for (const r of report) {
  lines.push('', `### ${title}${r.route} at ${r.viewport.width}x${r.viewport.height} (HTTP ${r.status.docusaurus} / ${r.status.chemdocs})`, '')
  lines.push('| element | docusaurus x, y, w, h | chemdocs x, y, w, h | delta x, y, w, h | result |', '| --- | --- | --- | --- | --- |')
  for (const row of r.rows) {
    if (failuresOnly && row.result !== 'FAIL') continue
    const delta = row.delta ? row.delta.map((n) => (Math.abs(n) < 0.5 ? '0' : (n > 0 ? '+' : '') + n.toFixed(0))).join(', ') : '–'
    lines.push(`| ${row.name} | ${fmt(row.docusaurus)} | ${fmt(row.chemdocs)} | ${delta} | ${row.result} |`)
  }
  if (r.colour) lines.push(`| hero background = --ifm-color-primary | ${r.colour.docusaurus.background} (primary ${r.colour.docusaurus.primary}) | ${r.colour.chemdocs.background} (primary ${r.colour.chemdocs.primary}) | | ${r.colour.result} |`)
  for (const f of r.pageFailures) lines.push(`| page | | | ${f} | FAIL |`)
  for (const p of r.problems.chemdocs) lines.push(`| chemdocs page error | | | ${p.replace(/\|/g, '\\|')} | |`)
}
const total = report.reduce((n, r) => n + r.rows.filter((x) => x.result !== 'n/a').length + (r.colour ? 1 : 0), 0)
lines.push('', `${title}${total - failed}/${total} checks within ${tolerance} px (and the hero colour); ${failed} failing`)
const text = lines.join('\n')
console.log(text)
if (markdownOut) writeFileSync(markdownOut, text.trimStart() + '\n')
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ docusaurusDir, chemdocsDir, tolerance, report }, null, 2))
process.exit(failed > 0 ? 1 : 0)
