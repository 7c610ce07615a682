import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import { hasHtmlEnding, routeToFile, stripBase, toRoute, withBase } from '../shared/url.js'

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
}

/** Reads a file of the site by its output path ('docs/x/index.html'); undefined when absent. */
export type SiteFileReader = (file: string) => Uint8Array | string | undefined

export type Resolution =
  | { type: 'file'; file: string; status: 200 | 404 }
  | { type: 'redirect'; location: string }
  | { type: 'not-found' }

/**
 * Maps a request path to a site file. Rejects anything that could leave the site: '..' segments
 * (also percent-encoded), backslashes and NUL bytes all resolve to not-found.
 */
export function resolveRequest(rawPath: string, base: string, exists: (file: string) => boolean): Resolution {
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath.split('?')[0]!.split('#')[0]!)
  } catch {
    return { type: 'not-found' }
  }
  if (pathname.includes('\0') || pathname.includes('\\') || pathname.split('/').some((s) => s === '..' || s === '.')) {
    return { type: 'not-found' }
  }
  const inSite = stripBase(base, pathname)
  if (inSite === undefined) return { type: 'not-found' }
  if (hasHtmlEnding(inSite) && !exists(inSite.slice(1))) {
    return { type: 'redirect', location: withBase(base, toRoute(inSite)) + (rawPath.includes('?') ? '?' + rawPath.split('?')[1] : '') }
  }
  const direct = inSite.slice(1)
  if (direct && !direct.endsWith('/') && path.posix.extname(direct) && exists(direct)) return { type: 'file', file: direct, status: 200 }
  const asRoute = routeToFile(toRoute(inSite))
  if (exists(asRoute)) return { type: 'file', file: asRoute, status: 200 }
  return { type: 'not-found' }
}

/** Serves a built site (from disk or memory) with a 404 page, redirects and content types. */
export function createSiteHandler(read: SiteFileReader, base: string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const resolution = resolveRequest(req.url ?? '/', base, (f) => read(f) !== undefined)
    if (resolution.type === 'redirect') {
      res.writeHead(301, { Location: resolution.location })
      res.end()
      return
    }
    const file = resolution.type === 'file' ? resolution.file : '404.html'
    const status = resolution.type === 'file' ? resolution.status : 404
    const body = read(file)
    if (body === undefined) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Not found')
      return
    }
    const hashed = /\.[0-9a-f]{8}\.[a-z0-9]+$/.test(file)
    res.writeHead(status, {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    })
    res.end(req.method === 'HEAD' ? undefined : body)
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
