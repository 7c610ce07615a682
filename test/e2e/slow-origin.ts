import { createServer, type Server } from 'node:http'
import { listen } from '../../src/node/serve/static-server.js'

/** How the slow origin hands out a page's HTML. */
export interface SlowOriginOptions {
  /** Bytes sent at once first: about what a first round trip brings (TCP's initial window, 14 KB). */
  first?: number
  /** Bytes sent per later step. */
  chunk?: number
  /** Milliseconds between steps: long enough for the browser to paint what it has. */
  pauseMs?: number
  /** End the first piece just before the first occurrence of this text instead (in bytes, UTF-8):
   *  the browser may paint a page cut anywhere, inside an element too, as its parser yields. */
  firstEndsBefore?: string
}

/**
 * A proxy of `origin` that sends HTML in pieces, as a slow network does, and everything else at
 * once. On loopback a page's HTML arrives in one piece, so the browser never paints a page half
 * parsed; a reader on a real network sees it so, and whatever then moves is a layout shift.
 */
export async function serveSlowly(origin: string, options: SlowOriginOptions = {}): Promise<{ url: string; server: Server }> {
  const { chunk = 2_048, pauseMs = 250, firstEndsBefore } = options
  const server = createServer(async (req, res) => {
    const upstream = await fetch(origin + req.url)
    const body = Buffer.from(await upstream.arrayBuffer())
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream'
    res.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' })
    if (!type.startsWith('text/html')) return void res.end(body)
    const first = firstEndsBefore === undefined ? (options.first ?? 14_000) : body.indexOf(firstEndsBefore)
    // A cut that is not in the page would test nothing: the page fails to load instead.
    if (first < 0) return void res.destroy()
    res.write(body.subarray(0, first))
    for (let at = first; at < body.length; at += chunk) {
      await new Promise((resolve) => setTimeout(resolve, pauseMs))
      res.write(body.subarray(at, at + chunk))
    }
    res.end()
  })
  return { url: `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`, server }
}
