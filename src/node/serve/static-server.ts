import { readFileSync, realpathSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { filePolicy, pagePolicyOf, type CspAllowances } from '../content-policy.js'
import { acceptsGzip } from './accept-encoding.js'
import { hasHtmlEnding, stripBase, toRoute, withBase } from '../../shared/url.js'
import { pageFilesOf } from '../site/route-path.js'

/** Content-Type by file extension; anything else is sent as application/octet-stream. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
}

/** Reads a file of the site by its output path ('docs/x/index.html'); undefined when absent. */
export type SiteFileReader = (file: string) => Uint8Array | string | undefined

/** What a request path maps to. */
export type Resolution =
  | { type: 'file'; file: string; status: 200 | 404 }
  | { type: 'redirect'; location: string }
  | { type: 'not-found' }

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

/**
 * A decoded path as it may stand in a `Location` header: each segment percent-encoded as UTF-8.
 * Node refuses header values with characters above U+00FF or control characters (and sends
 * Latin-1 letters as single bytes, which browsers read as another path).
 */
export function encodePathForHeader(pathname: string): string {
  return pathname.split('/').map((segment) => encodeURIComponent(segment)).join('/')
}

/** A raw query string (as Node hands it over, one character per byte) reduced to printable ASCII. */
function encodeRawQuery(query: string): string {
  return query.replace(/[^\x21-\x7e]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
}

/**
 * True for request paths that could reach outside the site: NUL bytes, '..' or '.' segments, and
 * empty segments ('//evil.example/x.html' would redirect off-site), a backslash counting as a
 * separator (as browsers and Windows read it). A backslash inside a name is no separator on
 * POSIX: a page made from 'back\slash.md' is linked as '/docs/back%5Cslash' and served.
 */
export function isUnsafePath(pathname: string): boolean {
  // Control characters: browsers drop tabs and newlines from URLs, so '/\t/evil.example' would
  // become '//evil.example' once redirected; none belongs in a page's name.
  if (CONTROL_CHARACTER.test(pathname) || /[\\/][\\/]/.test(pathname) || pathname.startsWith('\\')) return true
  const segments = pathname.split(/[\\/]/)
  return segments.some((s) => s === '..' || s === '.') || (path.sep === '\\' && pathname.includes('\\'))
}

/**
 * Maps a request path to a site file. Rejects anything that could leave the site: '..' segments
 * (also percent-encoded), backslashes and NUL bytes all resolve to not-found. A route's
 * '/index.html' or '.html' form redirects to the clean URL; real .html files (404.html, or one
 * from static/) are served as they are. A route is answered with 'x/index.html', else 'x.html'
 * (the layout of `pageFiles: 'html'`), whose '/x/' form redirects to '/x'.
 */
export function resolveRequest(rawPath: string, base: string, exists: (file: string) => boolean): Resolution {
  const [pathPart = '', ...queryParts] = rawPath.split('#')[0]!.split('?')
  // A raw backslash is a separator to browsers, which never send one: only an encoded one is a name.
  if (pathPart.includes('\\')) return { type: 'not-found' }
  let pathname: string
  try {
    pathname = decodeURIComponent(pathPart)
  } catch {
    return { type: 'not-found' }
  }
  if (!pathname.startsWith('/') || isUnsafePath(pathname)) return { type: 'not-found' }
  const inSite = stripBase(base, pathname)
  if (inSite === undefined) return { type: 'not-found' }
  const direct = inSite.slice(1)
  const isRouteFile = /(^|\/)index\.html$/.test(direct)
  const query = queryParts.length > 0 ? `?${queryParts.join('?')}` : ''
  const toClean = (): Resolution => ({ type: 'redirect', location: encodePathForHeader(withBase(base, toRoute(inSite))) + encodeRawQuery(query) })
  if (hasHtmlEnding(inSite) && (isRouteFile || !exists(direct))) return toClean()
  if (direct && !direct.endsWith('/') && path.posix.extname(direct) && exists(direct)) return { type: 'file', file: direct, status: 200 }
  // inSite is decoded already: decoding twice would turn '%25' into '%'.
  const [asFolder, asHtml] = pageFilesOf(toRoute(inSite))
  if (exists(asFolder!)) return { type: 'file', file: asFolder!, status: 200 }
  if (asHtml === undefined || !exists(asHtml)) return { type: 'not-found' }
  // A page written as x.html is at /x: under /x/ its relative links would resolve one level deeper.
  return inSite.endsWith('/') ? toClean() : { type: 'file', file: asHtml, status: 200 }
}

/** Options of createSiteHandler. */
export interface SiteHandlerOptions {
  /** Dev server: nothing is cached by the browser except hashed bundle files. */
  dev?: boolean
  /** Rewrites HTML before it is sent (the dev server stamps the live-reload revision). */
  transformHtml?: (html: string) => string
  /** Origins the site's config allows (`csp`): a page's policy may name these and no others. */
  allow?: CspAllowances
}

/** Files with a content hash in their name (ours: hex; esbuild's: base32) never change: cache them for good. */
const HASHED = /\.([0-9a-f]{8}|[0-9A-Z]{8})\.[a-z0-9]+$/

/** Types a browser shows as a document, in which script could run (HTML, SVG, XML). */
const DOCUMENT_TYPE = /^(text\/html|image\/svg|application\/(xml|xhtml))/

/**
 * The Content-Security-Policy header of a response: a chemdocs page gets its own (the one in
 * its meta tag, which only covers what follows it in the document; the header covers all of it),
 * every other file one without inline scripts, sandboxed when it is a document (see filePolicy).
 */
export function policyFor(type: string, body: string | Uint8Array, allow?: CspAllowances): string {
  const isHtml = type.startsWith('text/html')
  const page = isHtml ? pagePolicyOf(typeof body === 'string' ? body.slice(0, 4096) : Buffer.from(body.subarray(0, 4096)).toString('utf8'), allow) : undefined
  return page ?? filePolicy(DOCUMENT_TYPE.test(type))
}

/** Text formats worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/

/**
 * Compressed bodies of hashed files, which never change: the 230 KB entry script is compressed
 * once, not on every page load. Other files (HTML, the dev server's live output) each time.
 */
const compressedHashed = new Map<string, Uint8Array>()

function compress(raw: Uint8Array, hashedFile: string | undefined): Uint8Array {
  const known = hashedFile === undefined ? undefined : compressedHashed.get(hashedFile)
  if (known) return known
  const zipped = gzipSync(raw)
  if (hashedFile !== undefined) {
    if (compressedHashed.size >= 500) compressedHashed.clear()
    compressedHashed.set(hashedFile, zipped)
  }
  return zipped
}

/**
 * Serves a built site (from disk or memory) with a 404 page, redirects, content types, caching
 * headers and gzip, as a production web server would.
 */
export function createSiteHandler(read: SiteFileReader, base: string, options: SiteHandlerOptions = {}) {
  const handle = siteResponder(read, base, options)
  return (req: IncomingMessage, res: ServerResponse) => answerSafely(res, () => handle(req, res))
}

/**
 * Runs a request handler so that whatever it throws ends that one response, never the server:
 * one request must not stop a server that every open tab relies on.
 */
export function answerSafely(res: ServerResponse, handle: () => void | Promise<void>): void {
  const fail = () => {
    if (res.headersSent) {
      res.destroy()
      return
    }
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': filePolicy(true) })
    res.end('Internal server error')
  }
  try {
    const pending = handle()
    if (pending) pending.catch(fail)
  } catch {
    fail()
  }
}

function siteResponder(read: SiteFileReader, base: string, options: SiteHandlerOptions) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': filePolicy(true) })
      res.end('Method not allowed')
      return
    }
    const resolution = resolveRequest(req.url ?? '/', base, (f) => read(f) !== undefined)
    if (resolution.type === 'redirect') {
      res.writeHead(301, { Location: resolution.location, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': filePolicy(true) })
      res.end()
      return
    }
    const file = resolution.type === 'file' ? resolution.file : '404.html'
    const status = resolution.type === 'file' ? resolution.status : 404
    let body = read(file)
    if (body === undefined) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': filePolicy(true) })
      res.end(req.method === 'HEAD' ? undefined : 'Not found')
      return
    }
    const ext = path.extname(file)
    if (ext === '.html' && options.transformHtml) body = options.transformHtml(typeof body === 'string' ? body : Buffer.from(body).toString('utf8'))
    const raw = typeof body === 'string' ? Buffer.from(body) : body
    const hashed = status === 200 && HASHED.test(file)
    const type = CONTENT_TYPES[ext] ?? 'application/octet-stream'
    const csp = policyFor(type, body, options.allow)
    const gzip = COMPRESSIBLE.test(type) && raw.byteLength >= 1024 && acceptsGzip(req.headers['accept-encoding'])
    const payload = gzip ? compress(raw, hashed ? file : undefined) : raw
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': payload.byteLength,
      ...(gzip && { 'Content-Encoding': 'gzip' }),
      Vary: 'Accept-Encoding',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : options.dev ? 'no-store' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': csp,
    })
    res.end(req.method === 'HEAD' ? undefined : payload)
  }
}

/**
 * Reads site files from a folder on disk. Refuses anything that resolves outside it (a symbolic
 * link pointing elsewhere included) and anything that is not a regular file.
 */
export function readFromDir(dir: string): SiteFileReader {
  const root = realpathSync(dir)
  return (file) => {
    if (isUnsafePath(file)) return undefined
    try {
      const abs = realpathSync(path.join(root, file))
      if (!abs.startsWith(root + path.sep) || !statSync(abs).isFile()) return undefined
      return readFileSync(abs)
    } catch {
      return undefined
    }
  }
}

/** Starts listening; resolves with the bound port. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      const addr = server.address()
      resolve(typeof addr === 'object' && addr ? addr.port : port)
    })
  })
}

export { createServer }
