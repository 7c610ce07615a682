import { isIP } from 'node:net'
import type { IncomingMessage } from 'node:http'

/**
 * Which `Host` names the dev server answers. A page on another site can make its own name
 * resolve to 127.0.0.1 (DNS rebinding) and then read the dev site as same-origin; it cannot make
 * the browser send a Host other than its own name. So the server answers only names that cannot
 * be rebound: IP literals, `localhost` (and `*.localhost`, which resolve to loopback), the
 * address it was told to bind, and the names the writer allowed with `--allow-host`.
 */
export function allowedHostCheck(boundHost: string, extra: readonly string[] = []): (hostHeader: string | undefined) => boolean {
  const named = new Set([boundHost, ...extra].map((h) => stripBrackets(h.toLowerCase())))
  return (hostHeader) => {
    if (hostHeader === undefined) return false
    const name = hostnameOf(hostHeader)
    if (name === undefined) return false
    return isIP(name) !== 0 || name === 'localhost' || name.endsWith('.localhost') || named.has(name)
  }
}

/** The host name of a `Host` header ('Example.org:3000' -> 'example.org', '[::1]:3000' -> '::1'). */
function hostnameOf(hostHeader: string): string | undefined {
  const value = hostHeader.trim().toLowerCase()
  if (value.startsWith('[')) {
    const end = value.indexOf(']')
    return end < 0 ? undefined : value.slice(1, end)
  }
  const name = value.replace(/:\d*$/, '')
  return name === '' ? undefined : name.replace(/\.$/, '')
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
}

/**
 * True when a request comes from a page of this server: its `Origin` (sent with every POST and
 * cross-origin request) names the same host and port as its `Host`. A request without `Origin`
 * comes from no page (curl, a same-origin GET), and is judged by its Host alone.
 */
export function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin
  if (origin === undefined) return true
  try {
    return new URL(origin).host === String(req.headers.host ?? '').toLowerCase()
  } catch {
    return false
  }
}

/**
 * True when a request comes from this machine (a loopback address). Opening the editor is for the
 * writer at this machine: with `serve --host 0.0.0.0` any machine of the network reaches the
 * server, and one `curl` with a matching Host and Origin launched the editor here.
 */
export function fromThisMachine(req: Pick<IncomingMessage, 'socket'>): boolean {
  const address = req.socket.remoteAddress ?? ''
  return address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address)
}
