import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { SiteData } from '../../shared/types.js'
import { decodePath, routeToFile, stripBase, toRoute, withBase } from '../../shared/url.js'
import { ChemdocsError } from '../diagnostics.js'
import { extractAnchors, extractLinks, positionOf } from './html-links.js'
import { createServer, createSiteHandler, listen, readFromDir, type SiteFileReader } from '../serve/static-server.js'
import { escapeRegExp } from '../reg-exp.js'

/** Options of checkBuiltSite. */
export interface BuiltSiteCheckOptions {
  /** The built site's folder. */
  dir: string
  /** Also fetch links that leave the site (off by default: lab machines are offline). */
  external?: boolean
  /** Per-request timeout for external links. */
  timeoutMs?: number
}

/** One broken link, where it was found and why. */
export interface BrokenLink {
  /** File holding the link, relative to the site folder ('docs/eln/faq/index.html'). */
  file: string
  line?: number
  column?: number
  /** The target: a site path ('/docs/x#y') when internal, the full URL when external. */
  url: string
  /** HTTP status; 0 when there was no response or for a missing anchor. */
  status: number
  reason: string
  kind: 'link' | 'anchor'
}

/** What checkBuiltSite found. */
export interface BuiltSiteReport {
  /** HTML pages in the folder (all are checked, linked or not). */
  pages: number
  /** Distinct URLs requested. */
  checked: number
  /** Links not requested: external ones without --external, mailto:, ... */
  skipped: number
  broken: BrokenLink[]
}

/** The built site as read from disk: pages by file, with the URL path each is served at. */
interface BuiltSite {
  dir: string
  base: string
  read: SiteFileReader
  /** 'docs/x/index.html' -> its HTML. */
  pages: Map<string, string>
}

/**
 * Checks a built site. linkinator requests every link, image, script, stylesheet (and the URLs in
 * CSS) of every page, through our own static handler on a loopback port, so clean URLs,
 * redirects, the base path and the 404 page behave as in production. Anchors are checked here
 * against the ids in the target page's HTML: linkinator's fragment check only sees the fragments
 * found before it crawls the target page, so with every page crawled at once it misses some and
 * names the wrong page. The site data's route chunks, search index and worker, which only
 * scripts load, are checked here too.
 */
export async function checkBuiltSite(options: BuiltSiteCheckOptions): Promise<BuiltSiteReport> {
  const site = readBuiltSite(options.dir)
  const server = createServer(createSiteHandler(site.read, site.base))
  const origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`
  try {
    const { LinkChecker } = await importLinkinator()
    const home = site.pages.get('index.html') ?? ''
    const canonical = /<link rel="canonical" href="(https?:[^"]+)"/.exec(home)?.[1]
    const result = await new LinkChecker().check({
      path: [...site.pages.keys()].map((f) => origin + urlPathOf(f, site.base)),
      recurse: true,
      checkCss: true,
      concurrency: 50,
      timeout: options.timeoutMs ?? 15_000,
      linksToSkip: async (link) => !options.external && !link.startsWith(origin),
      // Canonical and og:url links name the production URL: check them against this copy.
      ...(canonical && { urlRewriteExpressions: [{ pattern: new RegExp(`^${escapeRegExp(canonical)}`), replacement: `${origin}${site.base}` }] }),
    })
    const broken = result.links
      .filter((l) => l.state === 'BROKEN')
      .map((l) => locateBroken(site, origin, l.url, l.parent, l.status ?? 0, reasonOf(l.status ?? 0, l.failureDetails)))
      // linkinator also reads the 404 page it gets for a broken link; what that "page" links to is no news.
      .filter((b) => site.read(b.file) !== undefined)
    broken.push(...checkAnchors(site, origin), ...checkSiteData(site))
    return { pages: site.pages.size, checked: new Set(result.links.map((l) => l.url)).size, skipped: result.links.filter((l) => l.state === 'SKIPPED').length, broken: dedupe(broken) }
  } finally {
    server.close()
    server.closeAllConnections()
  }
}

async function importLinkinator(): Promise<typeof import('linkinator')> {
  try {
    return await import('linkinator')
  } catch {
    throw new ChemdocsError('invalid-usage', 'check-links needs the linkinator package, which is not installed', { hint: 'npm install linkinator' })
  }
}

function readBuiltSite(dir: string): BuiltSite {
  const abs = path.resolve(dir)
  if (!existsSync(abs) || !statSync(abs).isDirectory()) {
    const shown = path.relative(process.cwd(), abs).startsWith('..') ? abs : path.relative(process.cwd(), abs) || '.'
    throw new ChemdocsError('invalid-usage', `${shown} is not a folder`, { hint: 'build the site first (chemdocs build), or pass the folder of a built site: chemdocs check-links <dir>' })
  }
  const read = readFromDir(abs)
  const files = (readdirSync(abs, { recursive: true }) as string[]).map((f) => f.split(path.sep).join('/')).filter((f) => f.endsWith('.html')).sort()
  const pages = new Map(files.map((f) => [f, read(f)!.toString()]))
  return { dir: abs, base: detectBase(pages.get('index.html') ?? ''), read, pages }
}

/** The base path the site was built for, from the site data URL on its home page. */
export function detectBase(homeHtml: string): string {
  const siteData = /data-site="([^"]+)"/.exec(homeHtml)?.[1]
  const at = siteData?.indexOf('assets/') ?? -1
  return siteData && at > 0 ? siteData.slice(0, at) : '/'
}

/** 'docs/x/index.html' -> '/docs/x' (with base); other files keep their name. */
function urlPathOf(file: string, base: string): string {
  // Files carry decoded names ('docs/50% yield'); their URL encodes what a path cannot hold as is.
  const encoded = file.split('/').map(encodeURIComponent).join('/')
  return withBase(base, /(^|\/)index\.html$/.test(encoded) ? toRoute(`/${encoded}`) : `/${encoded}`)
}

/** The inverse: the file a URL path is served from ('/docs/x/' -> 'docs/x/index.html'). */
function fileOfUrlPath(pathname: string, base: string): string {
  const inSite = stripBase(base, pathname) ?? pathname
  return path.posix.extname(inSite) ? decodePath(inSite.slice(1)) : routeToFile(toRoute(inSite))
}

/** Where a broken link linkinator found sits: the file of its parent page and, if found, the position. */
function locateBroken(site: BuiltSite, origin: string, url: string, parent: string | undefined, status: number, reason: string): BrokenLink {
  const parentUrl = parent ? new URL(parent) : new URL(origin)
  const file = fileOfUrlPath(parentUrl.pathname, site.base)
  const html = site.pages.get(file)
  const at = html ? extractLinks(html).find((l) => resolve(l.value, parentUrl) === url.split('#')[0]) : undefined
  const shown = url.startsWith(origin) ? url.slice(origin.length) : url
  return { file, ...(at && html && positionOf(html, at.index)), url: shown, status, reason, kind: 'link' }
}

function resolve(value: string, page: URL): string | undefined {
  try {
    const u = new URL(value, page)
    u.hash = ''
    return u.href
  } catch {
    return undefined
  }
}

/** Every internal link with a fragment, against the ids of the page it points to. */
function checkAnchors(site: BuiltSite, origin: string): BrokenLink[] {
  const anchorsOf = new Map<string, Set<string>>()
  const anchors = (file: string) => anchorsOf.get(file) ?? anchorsOf.set(file, extractAnchors(site.pages.get(file)!)).get(file)!
  const broken: BrokenLink[] = []
  for (const [file, html] of site.pages) {
    const pageUrl = new URL(origin + urlPathOf(file, site.base))
    for (const link of extractLinks(html)) {
      if (link.attr !== 'href' || !link.value.includes('#')) continue
      const target = new URL(link.value, pageUrl)
      const fragment = decodeURIComponent(target.hash.slice(1))
      if (target.origin !== origin || fragment === '' || fragment === 'top') continue
      const targetFile = fileOfUrlPath(target.pathname, site.base)
      if (!site.pages.has(targetFile) || anchors(targetFile).has(fragment)) continue
      const url = target.pathname + target.hash
      broken.push({ file, ...positionOf(html, link.index), url, status: 0, reason: `no element with id "${fragment}" on ${target.pathname}`, kind: 'anchor' })
    }
  }
  return broken
}

/** Files the HTML does not mention but the app loads: route chunks, search indexes, the worker. */
function checkSiteData(site: BuiltSite): BrokenLink[] {
  const dataUrl = /data-site="([^"]+)"/.exec(site.pages.get('index.html') ?? '')?.[1]
  if (!dataUrl) return []
  const fileOf = (url: string) => fileOfUrlPath(url, site.base)
  const raw = site.read(fileOf(dataUrl))
  if (raw === undefined) return [] // linkinator reports the missing site data (a preload link)
  const data = JSON.parse(raw.toString()) as SiteData
  const urls = [...Object.values(data.chunks), ...Object.values(data.search.indexUrls), data.search.workerUrl]
  return urls.filter((u) => site.read(fileOf(u)) === undefined).map((url) => ({ file: fileOf(dataUrl), url, status: 404, reason: 'the site data lists this file, but it is missing', kind: 'link' }))
}

function reasonOf(status: number, details: unknown[] | undefined): string {
  if (status >= 400) return `HTTP ${status}`
  const error = details?.find((d): d is Error => d instanceof Error)
  return error ? error.message : 'no response'
}

function dedupe(links: BrokenLink[]): BrokenLink[] {
  const seen = new Set<string>()
  return links.filter((l) => {
    const key = `${l.file}:${l.line}:${l.column}:${l.url}`
    return !seen.has(key) && seen.add(key)
  })
}

