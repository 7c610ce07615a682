import { createHash } from 'node:crypto'
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

/** Everything every page's HTML is made from besides its own route data, as one string. */
export function siteKeyOf(ctx: RenderContext, parts: SiteParts): string {
  return [parts.siteJson, JSON.stringify(ctx.manifest), ctx.siteDataPath, JSON.stringify(ctx.customCss ?? []), JSON.stringify(ctx.head ?? null), JSON.stringify(ctx.allow ?? null), parts.shellId ?? ''].join('\n')
}

/**
 * The key of one page's HTML, for reusing the file an earlier build wrote (see FsWriter.reuse): the
 * site key's hash (siteKeyOf, hashed once per build), the page's output file and its data as JSON.
 * chemdocs' own code and React are not in it: the writer's reuse is keyed by them as a whole.
 */
export function htmlKey(siteHash: string, file: string, json: string): string {
  return createHash('sha256').update(siteHash).update('\n').update(file).update('\n').update(json).digest('hex')
}

/** The hash of siteKeyOf, for htmlKey. */
export function siteHashOf(ctx: RenderContext, parts: SiteParts): string {
  return createHash('sha256').update(siteKeyOf(ctx, parts)).digest('hex')
}

/** Empties the cache when anything every page shows changed since it was filled. */
export function keepIfSameSite(cache: RenderCache, ctx: RenderContext, parts: SiteParts): void {
  const siteKey = siteKeyOf(ctx, parts)
  if (cache.siteKey === siteKey) return
  cache.siteKey = siteKey
  cache.byRoute.clear()
}
