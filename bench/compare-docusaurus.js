#!/usr/bin/env node
// Output parity of chemdocs with Docusaurus on one site: both builds' HTML is read and compared by
// route, per page h1, heading ids and the pages and anchors its article's links lead to.
//
//   node bench/compare-docusaurus.js <docusaurus build dir> <chemdocs dist dir> --base /docs/ [--json out.json] [--show 20]
//
// Only the article is compared (the navbar, sidebar, footer and pagination differ by design). HTML
// is read with a few regular expressions, enough for the markup both generators write.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const args = process.argv.slice(2)
const flag = (name, fallback) => {
  const i = args.indexOf(name)
  return i < 0 ? fallback : args.splice(i, 2)[1]
}
const base = flag('--base', '/')
const jsonOut = flag('--json', undefined)
const show = Number(flag('--show', '15'))
const [docusaurusDir, chemdocsDir] = args
if (!docusaurusDir || !chemdocsDir) {
  console.error('usage: node bench/compare-docusaurus.js <docusaurus build> <chemdocs dist> --base /docs/ [--json out.json]')
  process.exit(2)
}

/** Every HTML page of a build folder by route (without the base): x.html, x/index.html -> /x. */
function pagesOf(dir) {
  const out = new Map()
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name)
      if (entry.isDirectory()) {
        // `x.html/index.html` is a redirect page (plugin-client-redirects' `fromExtensions`), not the page /x.
        if (rel !== 'assets' && !entry.name.endsWith('.html')) walk(rel)
      } else if (entry.name.endsWith('.html') && rel !== '404.html') {
        const route = '/' + rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')
        out.set(route.length > 1 ? route.replace(/\/$/, '') : '/', path.join(dir, rel))
      }
    }
  }
  walk('')
  return out
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }
const decode = (s) => s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e) => (e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? m)))
const text = (html) => decode(html.replace(/<[^>]+>/g, '')).replace(/[\u200b\s]+/g, ' ').trim()

/** The article of a page, without breadcrumbs, pagination and the doc footer (edit link, dates). */
function articleOf(html) {
  const start = html.indexOf('<article')
  if (start < 0) return html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'))
  const end = html.lastIndexOf('</article>')
  return html.slice(start, end < 0 ? undefined : end).replace(/<nav\b[\s\S]*?<\/nav>/g, '').replace(/<footer\b[\s\S]*?<\/footer>/g, '')
}

/** An attribute's value, quoted or not (Docusaurus minifies its HTML). */
function attribute(attrs, name) {
  const m = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(attrs)
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined
}

/** What is compared of one page. */
function readPage(file, route, dir) {
  const html = readFileSync(file, 'utf8')
  const article = articleOf(html)
  // The h1 of a generated index or search page stands before the article: looked for in <main>,
  // then in the whole page (Docusaurus' blog archive has its h1 in a hero header above <main>).
  const main = html.slice(Math.max(0, html.indexOf('<main')))
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main) ?? /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)
  const ids = [...article.matchAll(/<h[2-6]\b([^>]*)>/g)].map((m) => attribute(m[1], 'id')).filter((id) => id !== undefined).map(decode)
  const links = [...article.matchAll(/<a\b([^>]*)>/g)]
    .filter((m) => !/\bhash-link\b/.test(attribute(m[1], 'class') ?? ''))
    .map((m) => attribute(m[1], 'href'))
    .filter((href) => href !== undefined)
    .map((href) => normalizeLink(decode(href), route, dir))
    .filter((l) => l !== undefined)
  return { h1: h1 ? text(h1[1]) : undefined, ids, links }
}

/** A link as the page and anchor it leads to ('/eln/x#a'), or a file by its unhashed name; external links are left out. */
function normalizeLink(href, route, dir) {
  const page = new URL(base.replace(/\/$/, '') + (route === '/' ? '/' : route), 'https://site.invalid')
  let url
  try {
    url = new URL(href, page)
  } catch {
    return undefined
  }
  if (url.origin !== page.origin) return undefined
  let p = decodeURIComponent(url.pathname)
  if (base !== '/' && (p === base.slice(0, -1) || p.startsWith(base))) p = p.slice(base.length - 1) || '/'
  const ext = path.posix.extname(p)
  // A file by its name without the content hash; on chemdocs' side only if the build wrote it, so
  // that a link to a file chemdocs left out matches nothing (Docusaurus' side is the reference).
  // A route whose last part has a dot (`/changelog/1.2.1`) is a page, not a file.
  const isRoute = existsSync(path.join(dir, p, 'index.html')) || existsSync(path.join(dir, `${p}.html`))
  if (ext && ext !== '.html' && !isRoute) return `${dir !== chemdocsDir || existsSync(path.join(dir, p)) ? 'file' : 'unwritten-file'}:${path.posix.basename(p).replace(/[-.][0-9a-f]{8,32}(?=\.[^.]+$)/, '')}`
  p = p.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '') || '/'
  return p + (url.hash ? decodeURIComponent(url.hash) : '')
}

/** How many of a's items b has too (as multisets). */
function common(a, b) {
  const count = new Map()
  for (const x of b) count.set(x, (count.get(x) ?? 0) + 1)
  let n = 0
  for (const x of a) {
    const c = count.get(x) ?? 0
    if (c > 0) {
      n++
      count.set(x, c - 1)
    }
  }
  return n
}

const theirs = pagesOf(docusaurusDir)
const ours = pagesOf(chemdocsDir)
const missing = [...theirs.keys()].filter((r) => !ours.has(r)).sort()
const extra = [...ours.keys()].filter((r) => !theirs.has(r)).sort()
const both = [...theirs.keys()].filter((r) => ours.has(r)).sort()

const diff = { h1: [], ids: [], links: [] }
const sums = { pages: both.length, h1Same: 0, idsPagesSame: 0, idsTheirs: 0, idsCommon: 0, linksPagesSame: 0, linksTheirs: 0, linksCommon: 0 }
for (const route of both) {
  const a = readPage(theirs.get(route), route, docusaurusDir)
  const b = readPage(ours.get(route), route, chemdocsDir)
  if (a.h1 === b.h1) sums.h1Same++
  else diff.h1.push({ route, docusaurus: a.h1, chemdocs: b.h1 })
  const idsCommon = common(a.ids, b.ids)
  sums.idsTheirs += a.ids.length
  sums.idsCommon += idsCommon
  if (idsCommon === a.ids.length && a.ids.length === b.ids.length) sums.idsPagesSame++
  else diff.ids.push({ route, onlyDocusaurus: a.ids.filter((x) => !b.ids.includes(x)), onlyChemdocs: b.ids.filter((x) => !a.ids.includes(x)) })
  const linksCommon = common(a.links, b.links)
  sums.linksTheirs += a.links.length
  sums.linksCommon += linksCommon
  if (linksCommon === a.links.length && a.links.length === b.links.length) sums.linksPagesSame++
  else diff.links.push({ route, onlyDocusaurus: a.links.filter((x) => !b.links.includes(x)), onlyChemdocs: b.links.filter((x) => !a.links.includes(x)) })
}

const pct = (n, d) => (d === 0 ? 100 : Math.round((1000 * n) / d) / 10)
const figures = {
  routes: { docusaurus: theirs.size, chemdocs: ours.size, common: both.length, missing, extra },
  h1: { samePages: sums.h1Same, pages: sums.pages, percent: pct(sums.h1Same, sums.pages) },
  headingIds: { sameIds: sums.idsCommon, docusaurusIds: sums.idsTheirs, percent: pct(sums.idsCommon, sums.idsTheirs), samePages: sums.idsPagesSame, pagesPercent: pct(sums.idsPagesSame, sums.pages) },
  links: { sameTargets: sums.linksCommon, docusaurusTargets: sums.linksTheirs, percent: pct(sums.linksCommon, sums.linksTheirs), samePages: sums.linksPagesSame, pagesPercent: pct(sums.linksPagesSame, sums.pages) },
}
console.log(`routes      Docusaurus ${theirs.size}, chemdocs ${ours.size}, in both ${both.length}; missing in chemdocs: ${missing.length}${missing.length ? ` (${missing.slice(0, show).join(', ')})` : ''}; only in chemdocs: ${extra.length}${extra.length ? ` (${extra.slice(0, show).join(', ')})` : ''}`)
console.log(`h1          same on ${sums.h1Same}/${sums.pages} pages (${figures.h1.percent}%)`)
console.log(`heading ids ${sums.idsCommon}/${sums.idsTheirs} of Docusaurus' ids (${figures.headingIds.percent}%); pages with the same ids: ${sums.idsPagesSame}/${sums.pages} (${figures.headingIds.pagesPercent}%)`)
console.log(`link targets ${sums.linksCommon}/${sums.linksTheirs} of Docusaurus' (${figures.links.percent}%); pages with the same targets: ${sums.linksPagesSame}/${sums.pages} (${figures.links.pagesPercent}%)`)
for (const [kind, list] of Object.entries(diff)) {
  for (const d of list.slice(0, show)) console.log(`  ${kind.padEnd(5)} ${JSON.stringify(d)}`)
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ figures, differences: diff }, null, 2) + '\n')
