import type { SearchHit } from '../../src/shared/search-protocol.js'
import { findSearchContext, isInScope, trimSlashes } from '../../src/shared/search-format.js'
import type { SearchContextData, SiteData } from '../../src/shared/types.js'
import { stripBase, withBase } from '../../src/shared/url.js'

/** The query parameter that carries the terms to mark on the target page. */
export const HIGHLIGHT_PARAM = '_highlight'

/** Where a hit leads: its page, one `_highlight` per term (when enabled), then its hash. */
export function hitUrl(hit: SearchHit, highlight: boolean): string {
  const params = new URLSearchParams(highlight ? hit.terms.map((t) => [HIGHLIGHT_PARAM, t]) : [])
  const query = params.toString()
  return hit.u + (query ? `?${query}` : '') + hit.h
}

/** The search page for a query, limited to a context path when one is given. */
export function searchPageUrl(base: string, q: string, context: string): string {
  const params = new URLSearchParams({ q })
  if (context) params.set('ctx', context)
  return `${withBase(base, '/search/')}?${params.toString()}`
}

/** The terms to mark on this page, from its query string. */
export function highlightTermsOf(search: string): string[] {
  return new URLSearchParams(search).getAll(HIGHLIGHT_PARAM).filter((t) => t.trim())
}

/** A path + query + hash without its `_highlight` parameters (other parameters and the hash stay). */
export function withoutHighlight(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search)
  params.delete(HIGHLIGHT_PARAM)
  const query = params.toString()
  return pathname + (query ? `?${query}` : '') + hash
}

/** The search context of the page at a pathname (with base), if any. */
export function contextOfPath(site: SiteData, pathname: string): SearchContextData | undefined {
  const route = stripBase(site.base, pathname) ?? pathname
  const path = findSearchContext(route, site.search.contexts.map((c) => c.path))
  return site.search.contexts.find((c) => c.path.replace(/^\/+|\/+$/g, '') === path && path !== '')
}

/** True when a URL (with base) lies in a context, whether or not a narrower context holds it. */
export function isInContext(site: SiteData, url: string, context: SearchContextData): boolean {
  return isInScope(url.replace(/[?#].*$/, ''), withBase(site.base, `/${trimSlashes(context.path)}`))
}

/** A `ctx` parameter is honoured only when it names a configured context (behaviour A12). */
export function validContext(site: SiteData, ctx: string | null): SearchContextData | undefined {
  return ctx ? site.search.contexts.find((c) => c.path === ctx) : undefined
}
