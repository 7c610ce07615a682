import type { IncomingMessage, ServerResponse } from 'node:http'
import { DEV_EVENTS_PATH, type DevMessage, type DevProblem } from '../../shared/dev-protocol.js'
import { escapeHtml } from '../render/render.js'
import type { Diagnostic } from '../diagnostics.js'
import { filePolicy, pagePolicy, scriptHash } from '../content-policy.js'

/** The live-reload channel: open Server-Sent Events streams, each told the latest state. */
export interface EventHub {
  /** Serves the event stream; a new client first gets the current state (a late connect). */
  connect(req: IncomingMessage, res: ServerResponse): void
  /** Sends the message to every client and remembers it as the current state. */
  publish(message: DevMessage): void
  /** The current state. */
  current(): DevMessage
  close(): void
}

const KEEPALIVE_MS = 20_000
/** Bytes a client may leave unread before it is dropped (a few of the largest problem lists). */
const MAX_UNREAD_BYTES = 8 * 1024 * 1024

function frame(message: DevMessage): string {
  return `data: ${JSON.stringify(message)}\n\n`
}

/** A hub whose state starts as `initial`. Keep-alive comments every 20 s keep proxies from closing idle streams. */
export function createEventHub(initial: DevMessage): EventHub {
  const clients = new Set<ServerResponse>()
  let state = initial
  let stateText = frame(initial)
  // A client that has not taken the last message yet gets only the newest state once it has (each
  // message is the whole state), and one that stops reading altogether is dropped: writing every
  // message to every stalled client held gigabytes for clients that never read.
  const backedUp = new WeakSet<ServerResponse>()
  const behind = new WeakSet<ServerResponse>()
  const send = (res: ServerResponse) => {
    if (!backedUp.has(res)) {
      if (res.write(stateText)) return
      // The socket took no more: the next state goes out once it has drained ('drain' follows a
      // write that returned false, and only such a write).
      backedUp.add(res)
      res.once('drain', () => {
        backedUp.delete(res)
        if (behind.has(res) && clients.has(res)) {
          behind.delete(res)
          send(res)
        }
      })
      return
    }
    if (res.writableLength > MAX_UNREAD_BYTES) {
      clients.delete(res)
      res.destroy()
      return
    }
    behind.add(res)
  }
  const keepalive = setInterval(() => clients.forEach((res) => !backedUp.has(res) && res.write(': ping\n\n')), KEEPALIVE_MS)
  keepalive.unref()
  return {
    connect(req, res) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'Content-Security-Policy': filePolicy(false),
      })
      // Reconnect quickly after a restart of the dev server.
      res.write('retry: 500\n\n')
      clients.add(res)
      send(res)
      req.on('close', () => clients.delete(res))
    },
    publish(message) {
      state = message
      stateText = frame(message)
      clients.forEach(send)
    },
    current: () => state,
    close() {
      clearInterval(keepalive)
      clients.forEach((res) => res.end())
      clients.clear()
    },
  }
}

/** Diagnostics of one severity as the browser overlay shows them (errors by default). */
export function toDevProblems(diagnostics: readonly Diagnostic[], severity: Diagnostic['severity'] = 'error'): DevProblem[] {
  return diagnostics
    .filter((d) => d.severity === severity)
    .map((d) => ({ file: d.file, ...(d.line !== undefined && { line: d.line }), ...(d.column !== undefined && { column: d.column }), severity: d.severity, message: d.message, ruleId: d.ruleId }))
}

/**
 * The page served while no build has succeeded yet: the problems, and a tiny script that reloads
 * once a build succeeds (the site's own live-reload client is not built yet).
 */
export function renderNoSitePage(message: DevMessage): { html: string; policy: string } {
  const problems = message.type === 'problems' ? message.problems : []
  const items = problems
    .map((p) => `<li><code>${escapeHtml(`${p.file}${p.line ? `:${p.line}:${p.column ?? 1}` : ''}`)}</code> ${escapeHtml(p.message)} <small>${escapeHtml(p.ruleId)}</small></li>`)
    .join('')
  const heading = message.type === 'problems' ? escapeHtml(message.summary) : 'Building…'
  const script = `new EventSource(${JSON.stringify(DEV_EVENTS_PATH)}).onmessage=function(e){var m=JSON.parse(e.data);if(m.type==='revision'&&m.revision>0)location.reload();else if(m.type==='problems'&&${JSON.stringify(JSON.stringify(problems))}!==JSON.stringify(m.problems))location.reload()}`
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chemdocs: the site does not build</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1c1e21}h1{color:#b00020;font-size:1.4rem}li{margin:.4rem 0}code{background:#f3f3f3;padding:0 .3em}small{color:#666}</style></head><body><h1>${heading}</h1><p>chemdocs serve is waiting for a first good build; this page reloads by itself once the problems are fixed.</p><ul>${items}</ul><script>${script}</script></body></html>`
  return { html, policy: pagePolicy([scriptHash(script)]) }
}
