import type { PageData } from '../shared/types.js'
import { routeToFile } from '../shared/url.js'
import { createDiagnostic, type Diagnostic } from './diagnostics.js'
import { renderPage, type RenderContext } from './render.js'
import { templatePageData } from './template-pages.js'
import type { OutputFile } from './types.js'

/**
 * HTML kept between dev rebuilds: a route is rendered again only when its data, the site data or
 * the client manifest changed. The owner (the dev server's BuildCache) drops it with the cache.
 */
export interface RenderCache {
  siteKey: string
  byRoute: Map<string, { json: string; html: string }>
}

/** Options of renderRoutes. */
export interface RenderRoutesOptions {
  /** route -> its data as JSON (from the route chunks), the cache key of its HTML. */
  json: Map<string, string>
  /** The site data as JSON (part of the cache key). */
  siteJson: string
  /** route -> source file shown when its render throws. */
  sourceOf: Map<string, string>
  cache?: RenderCache
  /**
   * Receives each HTML file as soon as it is rendered (the build writes it at once, so the HTML of
   * a big site is never all in memory).
   */
  emit: (file: OutputFile) => void
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
export function renderRoutes(routes: Map<string, PageData>, ctx: RenderContext, options: RenderRoutesOptions): RenderedRoutes {
  const { cache } = options
  const siteKey = cache && `${options.siteJson}\n${JSON.stringify(ctx.manifest)}\n${ctx.siteDataPath}`
  if (cache && cache.siteKey !== siteKey) {
    cache.siteKey = siteKey!
    cache.byRoute.clear()
  }
  const out: RenderedRoutes = { files: 0, rendered: 0, diagnostics: [] }
  const emit = (file: OutputFile) => {
    options.emit(file)
    out.files++
  }
  const notFound = templatePageData('notfound')
  const all: [string, PageData, string][] = [...routes].map(([route, data]) => [routeToFile(route), data, options.json.get(route) ?? JSON.stringify(data)])
  all.push(['404.html', notFound, JSON.stringify(notFound)])
  for (const [file, data, json] of all) {
    const hit = cache?.byRoute.get(file)
    if (hit?.json === json) {
      emit({ path: file, contents: hit.html })
      continue
    }
    try {
      const html = renderPage(data, ctx)
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
