import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { PageData } from '../../shared/types.js'
import { routeOutputFile, type PageFiles } from '../site/route-path.js'
import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import { renderPage, type RenderContext } from './render.js'
import { templatePageData } from './template-pages.js'
import type { RenderJob, RenderReply } from './render-worker.js'
import type { OutputFile } from '../types.js'
import { renderShellBodies } from './shell-render.js'
import type { SiteShell } from './site-shell.js'
import { htmlKey, keepIfSameSite, siteHashOf, type RenderCache } from './render-cache.js'

/** Options of renderRoutes. */
export interface RenderRoutesOptions {
  /** route -> its data as JSON (from the route chunks), the cache key of its HTML. */
  json: Map<string, string>
  /** The site data as JSON (part of the cache key). */
  siteJson: string
  /** route -> source file shown when its render throws. */
  sourceOf: Map<string, string>
  cache?: RenderCache
  /** The app shell's HTML by output file, rendered by the site's own shell (see shell-render.ts). */
  bodies?: Map<string, string>
  /** The site's own shell, which renders the app shell of every page (see site-shell.ts). */
  shell?: SiteShell['server']
  /**
   * Receives each HTML file as soon as it is rendered (the build writes it at once, so the HTML of
   * a big site is never all in memory).
   */
  emit: (file: OutputFile) => void
  /** How page files are named (`docs/x/index.html` or `docs/x.html`). @default 'folder' */
  pageFiles?: PageFiles
  /**
   * `chemdocs build`: takes an output file from the previous build when it was made from the same
   * key (see FsWriter.reuse); true when it did, and the page need not be rendered.
   */
  reuse?: (file: string, key: string) => boolean
  /** Whether the 404 page is rendered too. @default true */
  notFound?: boolean
}

/** What was rendered, and what could not be. */
export interface RenderedRoutes {
  /** How many HTML files were emitted. */
  files: number
  /** How many routes were rendered (the rest came from the cache). */
  rendered: number
  diagnostics: Diagnostic[]
}

/**
 * Renders every route and the 404 page, handing each file to `emit`; a route whose render throws
 * becomes a `render-failed` problem.
 */
export function renderRoutes(routes: Map<string, PageData>, ctx: RenderContext, options: RenderRoutesOptions, withNotFound = options.notFound ?? true): RenderedRoutes {
  const { cache } = options
  if (cache) keepIfSameSite(cache, ctx, { siteJson: options.siteJson, shellId: options.shell?.id })
  const out: RenderedRoutes = { files: 0, rendered: 0, diagnostics: [] }
  const emit = (file: OutputFile) => {
    options.emit(file)
    out.files++
  }
  for (const [file, data, json] of outputsOf(routes, options, withNotFound)) {
    const hit = cache?.byRoute.get(file)
    if (hit?.json === json) {
      emit({ path: file, contents: hit.html })
      continue
    }
    try {
      const html = renderPage(data, ctx, options.bodies?.get(file))
      out.rendered++
      cache?.byRoute.set(file, { json, html })
      emit({ path: file, contents: html })
    } catch (error) {
      const message = `rendering ${data.route} failed: ${error instanceof Error ? error.message : String(error)}`
      out.diagnostics.push(createDiagnostic('render-failed', message, { file: options.sourceOf.get(data.route) ?? data.route }))
    }
  }
  return out
}

/** Each output file with its route data and that data as JSON (the cache key of its HTML). */
function outputsOf(routes: Map<string, PageData>, options: RenderRoutesOptions, withNotFound: boolean): [string, PageData, string][] {
  const all: [string, PageData, string][] = [...routes].map(([route, data]) => [routeOutputFile(route, options.pageFiles ?? 'folder'), data, options.json.get(route) ?? JSON.stringify(data)])
  const notFound = templatePageData('notfound')
  if (withNotFound) all.push(['404.html', notFound, JSON.stringify(notFound)])
  return all
}

/** Below this many routes, starting a worker costs more than it saves. */
const PARALLEL_THRESHOLD = 400
const WORKER_FILE = fileURLToPath(new URL('./render-worker.js', import.meta.url))

/**
 * renderRoutes for a big cold build: worker threads (one per extra core) render a share of the
 * routes each while the main thread renders its own, and every file is handed to `emit` as it
 * arrives. The dev server (which renders from its cache), small sites and runs from TypeScript
 * sources (tests: no compiled worker file) render on the main thread alone.
 */
export async function renderRoutesParallel(routes: Map<string, PageData>, ctx: RenderContext, options: RenderRoutesOptions): Promise<RenderedRoutes> {
  if (!options.reuse) return renderFresh(routes, ctx, options)
  // Pages the previous build made from the same data are taken from its output, unrendered.
  const siteHash = siteHashOf(ctx, { siteJson: options.siteJson, shellId: options.shell?.id })
  const notFound = options.notFound ?? true
  const keys = new Map(outputsOf(routes, options, notFound).map(([file, , json]) => [file, htmlKey(siteHash, file, json)]))
  const keep = new Set([...keys].filter(([file, key]) => options.reuse!(file, key)).map(([file]) => file))
  const rest = new Map([...routes].filter(([route]) => !keep.has(routeOutputFile(route, options.pageFiles ?? 'folder'))))
  // What is rendered is written with its key, for the next build to reuse.
  const emit = (file: OutputFile) => options.emit({ ...file, key: keys.get(file.path) })
  const out = await renderFresh(rest, ctx, { ...options, emit, notFound: notFound && !keep.has('404.html') })
  return { ...out, files: out.files + keep.size }
}

/** renderRoutesParallel without reuse of the previous output. */
async function renderFresh(routes: Map<string, PageData>, ctx: RenderContext, options: RenderRoutesOptions): Promise<RenderedRoutes> {
  if (options.shell) return renderWithSiteShell(routes, ctx, options, options.shell)
  const workers = Math.min(availableParallelism() - 1, 3)
  if (options.cache || workers < 1 || routes.size < PARALLEL_THRESHOLD || !existsSync(WORKER_FILE)) return renderInSlices(routes, ctx, options)
  // Interleaved, so every thread gets a mix of long and short pages.
  const all = [...routes]
  const shares = Array.from({ length: workers + 1 }, (_, w) => all.filter((_, i) => i % (workers + 1) === w))
  const out: RenderedRoutes = { files: 0, rendered: 0, diagnostics: [] }
  const accept = (reply: RenderReply) => {
    if ('html' in reply) {
      options.emit({ path: reply.file, contents: reply.html })
      out.files++
      out.rendered++
    } else {
      out.diagnostics.push(createDiagnostic('render-failed', `rendering ${reply.route} failed: ${reply.error}`, { file: options.sourceOf.get(reply.route) ?? reply.route }))
    }
  }
  const fromWorkers = shares.slice(1).map((share) => {
    const job: RenderJob = { ctx, routes: share.map(([route, data]) => ({ file: routeOutputFile(route, options.pageFiles ?? 'folder'), data })) }
    return new Promise<void>((resolve, reject) => {
      const worker = new Worker(WORKER_FILE, { workerData: job })
      worker.on('message', (message: RenderReply[] | 'done') => {
        if (message !== 'done') return message.forEach(accept)
        resolve()
        void worker.terminate()
      })
      worker.once('error', reject)
    })
  })
  // The main thread's share, in slices: between them the workers' replies are written, so they
  // do not pile up in memory until the main thread is done.
  const own = await renderInSlices(new Map(shares[0]!), ctx, options)
  await Promise.all(fromWorkers)
  out.files += own.files
  out.rendered += own.rendered
  out.diagnostics.push(...own.diagnostics)
  return out
}

/**
 * renderRoutes a few routes at a time, letting the event loop run every YIELD_EVERY_MS: in serve, a
 * rebuild of a thousand pages (after a config change, say) must not hold every request and the
 * Ctrl-C handler until it is done, and a page with a big sidebar takes milliseconds to render.
 */
async function renderInSlices(routes: Map<string, PageData>, ctx: RenderContext, options: RenderRoutesOptions): Promise<RenderedRoutes> {
  const all = [...routes]
  const out: RenderedRoutes = { files: 0, rendered: 0, diagnostics: [] }
  let yielded = performance.now()
  for (let i = 0; i <= all.length; i += SLICE) {
    const last = i + SLICE > all.length
    const r = renderRoutes(new Map(all.slice(i, i + SLICE)), ctx, options, last && (options.notFound ?? true))
    out.files += r.files
    out.rendered += r.rendered
    out.diagnostics.push(...r.diagnostics)
    if (!last && performance.now() - yielded > YIELD_EVERY_MS) {
      await new Promise((resolve) => setImmediate(resolve))
      yielded = performance.now()
    }
  }
  return out
}

const SLICE = 4
const YIELD_EVERY_MS = 10

/**
 * renderRoutes for a site with its own app shell: the shell's HTML of every route comes from the
 * worker that runs the site's code (shell-render.ts), the rest of each page from renderPage. With
 * a cache, only the routes whose HTML it lacks go to the worker: the shell's HTML depends on the
 * route's data, the site data and the shell alone, which the cache's keys hold.
 */
async function renderWithSiteShell(routes: Map<string, PageData>, ctx: RenderContext, options: RenderRoutesOptions, shell: NonNullable<SiteShell['server']>): Promise<RenderedRoutes> {
  const { cache } = options
  if (cache) keepIfSameSite(cache, ctx, { siteJson: options.siteJson, shellId: shell.id })
  const stale = outputsOf(routes, options, options.notFound ?? true).filter(([file, , json]) => cache?.byRoute.get(file)?.json !== json)
  const shown = await renderShellBodies(shell, ctx.site, stale.map(([file, data]): [string, PageData] => [file, data]))
  if (!shown.ok) return { files: 0, rendered: 0, diagnostics: [shown.diagnostic] }
  return renderRoutes(routes, ctx, { ...options, bodies: shown.bodies })
}
