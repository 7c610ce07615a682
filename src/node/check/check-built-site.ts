import { existsSync, readdirSync, statSync, type Dirent } from 'node:fs'
import path from 'node:path'
import type { SiteData } from '../../shared/types.js'
import { decodePath, stripBase, toRoute, withBase } from '../../shared/url.js'
import { pageFilesOf } from '../site/route-path.js'
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
  /** Files and folders that could not be checked, and why ('docs/huge/index.html'). */
  unreadable: UnreadableFile[]
}

/** A file or folder of the built site that was not checked. */
export interface UnreadableFile {
  /** Relative to the site folder. */
  file: string
  reason: string
}

/** The built site as read from disk: pages by file, with the URL path each is served at. */
interface BuiltSite {
  dir: string
  base: string
  read: SiteFileReader
  /** 'docs/x/index.html' -> its HTML. */
  pages: Map<string, string>
  unreadable: UnreadableFile[]
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
    await reachOwnServer(origin)
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
      .map((l) => locateBroken(site, origin, unmangleIpv6(l.url), l.parent, l.status ?? 0, reasonOf(l.status ?? 0, l.failureDetails)))
      // linkinator also reads the 404 page it gets for a broken link; what that "page" links to is no news.
      .filter((b) => site.read(b.file) !== undefined)
    broken.push(...checkAnchors(site, origin), ...checkSiteData(site))
    return { pages: site.pages.size, checked: new Set(result.links.map((l) => l.url)).size, skipped: result.links.filter((l) => l.state === 'SKIPPED').length, broken: dedupe(broken), unreadable: site.unreadable }
  } finally {
    server.close()
    server.closeAllConnections()
  }
}

/**
 * Asks the local server for the site once before checking: where it cannot be reached (the
 * loopback interface is down, a sandbox without a network), every link would be reported as
 * broken, blaming the site.
 */
async function reachOwnServer(origin: string): Promise<void> {
  try {
    await (await fetch(origin, { signal: AbortSignal.timeout(10_000) })).arrayBuffer()
  } catch (error) {
    throw new ChemdocsError('invalid-usage', `check-links cannot reach its own local server at ${origin} (${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}), so no link can be checked`, {
      hint: 'check-links serves the built site on 127.0.0.1: bring the loopback interface up (ip link set lo up), or run it where 127.0.0.1 is reachable',
    })
  }
}

async function importLinkinator(): Promise<typeof import('linkinator')> {
  try {
    return await import('linkinator')
  } catch {
    throw new ChemdocsError('invalid-usage', 'check-links needs the linkinator package, which is not installed', { hint: 'npm install linkinator' })
  }
}

/**
 * Built pages larger than this are not read: chemdocs writes none that big (a source page is at
 * most 20 MB), and a string cannot hold much more than 500 MB.
 */
export const MAX_BUILT_PAGE_BYTES = 100 * 1024 * 1024

function readBuiltSite(dir: string): BuiltSite {
  const abs = path.resolve(dir)
  const shown = path.relative(process.cwd(), abs).startsWith('..') ? abs : path.relative(process.cwd(), abs) || '.'
  if (!existsSync(abs) || !statSync(abs).isDirectory()) {
    throw new ChemdocsError('invalid-usage', `${shown} is not a folder`, { hint: 'build the site first (chemdocs build), or pass the folder of a built site: chemdocs check-links <dir>' })
  }
  const { files, unreadable } = listHtmlFiles(abs, shown)
  const tooBig = new Set(unreadable.map((u) => u.file))
  const fromDir = readFromDir(abs)
  // Never served either, so that a link to one does not make linkinator read it.
  const read: SiteFileReader = (f) => (tooBig.has(f) ? undefined : fromDir(f))
  const pages = new Map<string, string>()
  for (const f of files) {
    const html = read(f)
    if (html === undefined) unreadable.push({ file: f, reason: 'symbolic link that leads out of the site (or to nothing): it is not served' })
    else pages.set(f, html.toString())
  }
  if (pages.size === 0) {
    const n = unreadable.length
    throw new ChemdocsError('invalid-usage', `${shown} holds no HTML pages${n === 0 ? '' : ` that could be read (${n} file${n === 1 ? '' : 's'} or folder${n === 1 ? '' : 's'} could not be)`}`, { hint: 'pass the folder of a built site: chemdocs check-links <dir> (chemdocs build writes one into dist/)' })
  }
  return { dir: abs, base: detectBase(pages.get('index.html') ?? ''), read, pages, unreadable: unreadable.sort((a, b) => (a.file < b.file ? -1 : 1)) }
}

/**
 * The .html files under a folder, each once: links to folders are not followed (a folder of the
 * site is reached by its real path anyway, and one outside it is not served), so links to '.' or
 * '..' can neither loop nor repeat pages. Folders that cannot be read and pages too large to read
 * are listed as unreadable; the site folder itself unreadable is a usage error.
 */
function listHtmlFiles(root: string, shown: string): { files: string[]; unreadable: UnreadableFile[] } {
  const files: string[] = []
  const unreadable: UnreadableFile[] = []
  const walk = (rel: string) => {
    let entries: Dirent[]
    try {
      entries = readdirSync(path.join(root, rel), { withFileTypes: true })
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error'
      if (rel === '') throw new ChemdocsError('invalid-usage', `cannot read the folder ${shown} (${code})`, { hint: 'pass the folder of a built site that you may read: chemdocs check-links <dir>' })
      unreadable.push({ file: rel, reason: `folder cannot be read (${code}); its pages were not checked` })
      return
    }
    for (const entry of entries) {
      const file = rel === '' ? entry.name : `${rel}/${entry.name}`
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith('.html') && (entry.isFile() || entry.isSymbolicLink())) {
        const size = sizeOf(path.join(root, file))
        if (size > MAX_BUILT_PAGE_BYTES) unreadable.push({ file, reason: `page is ${(size / 1024 / 1024).toFixed(0)} MB; pages over ${MAX_BUILT_PAGE_BYTES / 1024 / 1024} MB are not checked` })
        else files.push(file)
      }
    }
  }
  walk('')
  return { files: files.sort(), unreadable }
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size
  } catch {
    return 0
  }
}

/** The base path the site was built for, from the site data URL on its home page. */
export function detectBase(homeHtml: string): string {
  const siteData = /data-site="([^"]+)"/.exec(homeHtml)?.[1]
  const at = siteData?.indexOf('assets/') ?? -1
  return siteData && at > 0 ? siteData.slice(0, at) : '/'
}

/**
 * 'docs/x/index.html' and 'docs/x.html' -> '/docs/x' (with base), the URL the site links to, so
 * that no page is crawled twice; the 404 page and other files keep their name.
 */
function urlPathOf(file: string, base: string): string {
  // Files carry decoded names ('docs/50% yield'); their URL encodes what a path cannot hold as is.
  const encoded = file.split('/').map(encodeURIComponent).join('/')
  return withBase(base, file.endsWith('.html') && file !== '404.html' ? toRoute(`/${encoded}`) : `/${encoded}`)
}

/**
 * The inverse: the file a URL path is served from ('/docs/x/' -> 'docs/x/index.html', or
 * 'docs/x.html' when the site was built with that layout), as the static server picks it.
 */
function fileOfUrlPath(pathname: string, site: Pick<BuiltSite, 'base' | 'pages'>): string {
  const inSite = stripBase(site.base, pathname) ?? pathname
  if (path.posix.extname(inSite)) return decodePath(inSite.slice(1))
  const [asFolder, asHtml] = pageFilesOf(decodePath(toRoute(inSite)))
  return asHtml !== undefined && !site.pages.has(asFolder!) && site.pages.has(asHtml) ? asHtml : asFolder!
}

/** Where a broken link linkinator found sits: the file of its parent page and, if found, the position. */
function locateBroken(site: BuiltSite, origin: string, url: string, parent: string | undefined, status: number, reason: string): BrokenLink {
  const parentUrl = parent ? new URL(parent) : new URL(origin)
  const file = fileOfUrlPath(parentUrl.pathname, site)
  const html = site.pages.get(file)
  const at = html ? extractLinks(html).find((l) => resolve(l.value, parentUrl) === url.split('#')[0]) : undefined
  const shown = url.startsWith(origin) ? url.slice(origin.length) : url
  return { file, ...(at && html && positionOf(html, at.index)), url: shown, status, reason, kind: 'link' }
}

/** linkinator percent-encodes the brackets of an IPv6 host (`http://%5B2001:db8::1%5D/`); shown and matched as written. */
function unmangleIpv6(url: string): string {
  return url.replace(/^(https?:\/\/)%5B([0-9a-f:.]+)%5D/i, '$1[$2]')
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
      const targetFile = fileOfUrlPath(target.pathname, site)
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
  const fileOf = (url: string) => fileOfUrlPath(url, site)
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

