import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { DEV_EVENTS_PATH, DEV_OPEN_HEADER, DEV_OPEN_PATH } from '../../shared/dev-protocol.js'
import { loadConfig } from '../config/config.js'
import { servedLocaleConfig } from '../i18n/locale-config.js'
import { renderNoSitePage } from './dev-events.js'
import { DevSession, type DevEvent } from './dev-session.js'
import { openInEditor, type EditorTarget } from './open-in-editor.js'
import { ChemdocsError } from '../diagnostics.js'
import { answerSafely, createServer, createSiteHandler, listen } from './static-server.js'
import { allowedHostCheck, fromThisMachine, sameOrigin } from './request-origin.js'
import { filePolicy } from '../content-policy.js'
import { stopPageRenderer } from '../transform/mdx/render-page-module.js'
import { stopShellRenderer } from '../render/shell-render.js'
import { isEmptyBatch, mergeBatches, watchSources, watchTargets, type BatchTiming, type ChangeBatch, type SourceWatcher } from './watch.js'

export type { DevEvent } from './dev-session.js'

/** Options of startDevServer (the flags of `chemdocs serve`). */
export interface DevServerOptions {
  /** Folder holding site.config.ts. */
  cwd: string
  /** --config */
  configFile?: string
  port: number
  host: string
  /** Host names answered besides IP addresses, localhost and `host` (`--allow-host`). */
  allowedHosts?: string[]
  onEvent?: (event: DevEvent) => void
  batchTiming?: BatchTiming
}

/** A running dev server. */
export interface DevServer {
  url: string
  port: number
  /** Resolves once the first build is done, good or not, with what happened. */
  ready: Promise<DevEvent>
  /** Resolves when no rebuild is running or waiting. */
  idle(): Promise<void>
  close(): Promise<void>
}

/**
 * `chemdocs serve`: listens at once (requests wait for the first build), builds the site into
 * memory and rebuilds what each change affects (dev-session.ts), one batch at a time. Live
 * reload runs over Server-Sent Events at DEV_EVENTS_PATH.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const config = servedLocaleConfig(await loadConfig(options.cwd, { ...(options.configFile !== undefined && { config: options.configFile }) }))
  let firstBuildDone: (event: DevEvent) => void = () => undefined
  const ready = new Promise<DevEvent>((resolve) => (firstBuildDone = resolve))
  let watcher: SourceWatcher | undefined
  const queue = createQueue((batch) => session.apply(batch))
  const startWatching = async () => {
    watcher = await watchSources(session.config, queue.push, { ...(options.batchTiming && { timing: options.batchTiming }), onError: (error) => emit({ type: 'watch-error', error }) })
  }
  const emit = (event: DevEvent) => {
    options.onEvent?.(event)
    if ('initial' in event && event.initial) firstBuildDone(event)
  }
  const session = new DevSession(config, {
    cwd: options.cwd,
    ...(options.configFile !== undefined && { configFile: options.configFile }),
    emit,
    // A fresh chokidar watcher can miss the first change to a file an earlier one watched (inotify
    // watch reuse), so the watcher is replaced only when the folders moved.
    onConfigReloaded: async (next) => {
      if (JSON.stringify(watcher?.targets) === JSON.stringify(watchTargets(next))) return
      await watcher?.close()
      await startWatching()
    },
  })
  const hostAllowed = allowedHostCheck(options.host, options.allowedHosts)
  const http = createServer((req, res) =>
    answerSafely(res, () => {
      if (!hostAllowed(req.headers.host)) return refuse(res, `this dev server answers localhost and IP addresses only, not the host name ${JSON.stringify(String(req.headers.host ?? ''))}\nTo allow it, start it with: chemdocs serve --allow-host ${String(req.headers.host ?? '<name>').replace(/:\d*$/, '')}`)
      if (!sameOrigin(req)) return refuse(res, `a page of another origin (${String(req.headers.origin)}) cannot use this dev server`)
      return respond(session, ready, req, res, options.cwd)
    }),
  )
  const port = await listenOrExplain(http, options.port, options.host)
  await startWatching()
  queue.run(() => session.rebuild([], undefined, true))
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}${config.base}`,
    port,
    ready,
    idle: queue.idle,
    async close() {
      // A page still running (an endless loop, say) must not hold the process until its time is up.
      stopPageRenderer()
      stopShellRenderer()
      await watcher?.close()
      session.hub.close()
      await closeServer(http)
    },
  }
}

/** Headers of the dev server's own small answers: nothing in them may run or be sniffed. */
const PLAIN_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': filePolicy(true) }

/** 403 for requests the dev server does not answer (DNS rebinding, other origins), saying why. */
function refuse(res: ServerResponse, why: string): void {
  res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', ...PLAIN_HEADERS })
  res.end(`Blocked: ${why}\n`)
}

async function respond(session: DevSession, ready: Promise<unknown>, req: IncomingMessage, res: ServerResponse, cwd: string): Promise<void> {
  if ((req.url ?? '').split('?')[0] === DEV_EVENTS_PATH) return session.hub.connect(req, res)
  if ((req.url ?? '').split('?')[0] === DEV_OPEN_PATH) return openRequested(req, res, { cwd, root: session.config.root })
  await ready
  if (!session.hasSite) {
    const page = renderNoSitePage(session.hub.current())
    res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': page.policy })
    res.end(page.html)
    return
  }
  createSiteHandler((file) => session.readFile(file), session.config.base, { dev: true, allow: session.config.csp, transformHtml: (html) => session.stampRevision(html) })(req, res)
}

/**
 * The overlay asks to open a problem's file in the editor: POST with DEV_OPEN_HEADER (a page of
 * another origin cannot send that header without a CORS answer, which this server never gives).
 */
async function openRequested(req: IncomingMessage, res: ServerResponse, where: { cwd: string; root: string }): Promise<void> {
  const answer = (status: number, text: string) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...PLAIN_HEADERS })
    res.end(text)
  }
  if (req.method !== 'POST' || req.headers[DEV_OPEN_HEADER] !== '1') return answer(403, 'forbidden')
  if (!fromThisMachine(req)) return answer(403, 'the editor opens only for a browser on the machine serve runs on')
  let body = ''
  for await (const chunk of req) {
    body += String(chunk)
    if (body.length > 4096) return answer(413, 'too large')
  }
  let target: EditorTarget
  try {
    const t = JSON.parse(body) as Partial<EditorTarget>
    if (typeof t.file !== 'string') throw new Error('no file')
    target = { file: t.file, line: Math.max(1, Number(t.line) || 1), column: Math.max(1, Number(t.column) || 1) }
  } catch {
    return answer(400, 'expected { file, line, column }')
  }
  // 200 either way (a 501 would be logged in the browser's console as a failed request).
  const opened = await openInEditor(where, target)
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', ...PLAIN_HEADERS })
  res.end(JSON.stringify(opened ? { opened } : { opened, hint: 'no editor to open it with: set LAUNCH_EDITOR, VISUAL or EDITOR' }))
}

/** Runs batches one at a time; batches that arrive meanwhile are merged into the next run. */
function createQueue(apply: (batch: ChangeBatch) => Promise<void>) {
  let pending: ChangeBatch | undefined
  let running: Promise<void> = Promise.resolve()
  const run = (task: () => Promise<void>) => {
    running = running.then(task)
  }
  const drain = async () => {
    while (pending && !isEmptyBatch(pending)) {
      const batch = pending
      pending = undefined
      await apply(batch)
    }
    pending = undefined
  }
  return {
    run,
    push: (batch: ChangeBatch) => {
      const first = pending === undefined
      pending = pending ? mergeBatches(pending, batch) : batch
      if (first) run(drain)
    },
    idle: async () => {
      for (let current = running; ; current = running) {
        await current
        if (current === running && pending === undefined) return
      }
    },
  }
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/** Listens, turning the usual failures (port taken, no such address) into usage errors with a hint. */
export async function listenOrExplain(server: Server, port: number, host: string, command = 'serve'): Promise<number> {
  try {
    return await listen(server, port, host)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') {
      throw new ChemdocsError('port-in-use', `port ${port} on ${host} is already in use`, {
        hint: `stop the other server, or pick another port: chemdocs ${command} --port ${port + 1} (--port 0 picks a free one)`,
      })
    }
    if (code === 'EACCES') {
      throw new ChemdocsError('port-in-use', `not allowed to listen on port ${port}`, { hint: 'ports below 1024 need extra rights; use --port 3000, or --port 0 for any free one' })
    }
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
      throw new ChemdocsError('invalid-usage', `cannot listen on host ${host}: no such address on this machine`, { hint: 'use --host 127.0.0.1 (the default), or an address of this machine' })
    }
    throw error
  }
}
