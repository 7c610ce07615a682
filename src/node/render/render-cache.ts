import type { RenderContext } from './render.js'

/**
 * HTML kept between dev rebuilds: a route is rendered again only when its data, the site data,
 * the client manifest or the site's own shell changed. The owner (the dev server's BuildCache)
 * drops it with the cache.
 */
export interface RenderCache {
  siteKey: string
  /** Output file -> the route data it was rendered from (as JSON) and its HTML. */
  byRoute: Map<string, { json: string; html: string }>
}

/** An empty render cache: the first build with it renders every route. */
export function createRenderCache(): RenderCache {
  return { siteKey: '', byRoute: new Map() }
}

/** What every page shows besides the context: the site data as JSON, and the site's own shell. */
export interface SiteParts {
  siteJson: string
  /** The id of the bundle of the site's own shell (see shell-server.ts), when it has one. */
  shellId?: string
}

/** Empties the cache when anything every page shows changed since it was filled. */
export function keepIfSameSite(cache: RenderCache, ctx: RenderContext, parts: SiteParts): void {
  const siteKey = [parts.siteJson, JSON.stringify(ctx.manifest), ctx.siteDataPath, JSON.stringify(ctx.customCss ?? []), parts.shellId ?? ''].join('\n')
  if (cache.siteKey === siteKey) return
  cache.siteKey = siteKey
  cache.byRoute.clear()
}
