import type { PageData, SiteData } from './types.js'
import { withBase } from './url.js'

// What the head of a page says, computed the same way by the server (src/node/render.ts) and by
// the client after a navigation (src/client/route-page.ts), so the two never drift apart.

/** 'Page | Site'; the home page is 'Site | Tagline', or just 'Site' when there is no tagline. */
export function documentTitle(site: Pick<SiteData, 'title' | 'tagline'>, page: Pick<PageData, 'kind' | 'title'>): string {
  if (page.kind === 'home') return site.tagline ? `${site.title} | ${site.tagline}` : site.title
  return `${page.title} | ${site.title}`
}

/** The page's public URL: the 404 page names its file, the search page its folder. */
export function canonicalUrl(site: Pick<SiteData, 'url' | 'base'>, page: Pick<PageData, 'kind' | 'route'>): string {
  return site.url + withBase(site.base, page.kind === 'notfound' ? '/404.html' : page.route === '/search' ? '/search/' : page.route)
}
