import type { PageData, SiteData } from './types.js'
import { withBase } from './url.js'

// What the head of a page says, computed the same way by the server (src/node/render/render.ts) and by
// the client after a navigation (src/client/route-page.ts), so the two never drift apart.

/**
 * 'Page | Site'; the home page is 'Site | Tagline', or just 'Site' when there is no tagline, unless
 * it rendered a title of its own (`<Layout title>`), which Docusaurus puts first there too.
 */
export function documentTitle(site: Pick<SiteData, 'title' | 'tagline'>, page: Pick<PageData, 'kind' | 'title' | 'ownTitle'> & { route?: string }): string {
  if (page.kind === 'home' || (page.kind === 'page' && page.route === '/' && !page.ownTitle)) return site.tagline ? `${site.title} | ${site.tagline}` : site.title
  return `${page.title} | ${site.title}`
}

/** The page's public URL: the 404 page names its file, the search page its folder. */
export function canonicalUrl(site: Pick<SiteData, 'url' | 'base'>, page: Pick<PageData, 'kind' | 'route'>): string {
  return site.url + withBase(site.base, page.kind === 'notfound' ? '/404.html' : page.route === '/search' ? '/search/' : page.route)
}

/**
 * The same page in each language of a multilingual site (`hreflang`), and the default language's as
 * `x-default`, as Docusaurus links them; none for a site in one language.
 */
export function alternateUrls(site: Pick<SiteData, 'url' | 'locales'>, page: Pick<PageData, 'kind' | 'route'>): { lang: string; href: string }[] {
  const locales = site.locales
  if (!locales || locales.all.length < 2) return []
  const fallback = locales.all.find((l) => l.locale === locales.default)
  return [...locales.all, ...(fallback ? [{ ...fallback, htmlLang: 'x-default' }] : [])].map((l) => ({ lang: l.htmlLang, href: canonicalUrl({ url: site.url, base: l.base }, page) }))
}

/** One tag of the head that differs from page to page: `<meta name=… content=…>` and the like. */
export interface HeadTag {
  tag: 'meta' | 'link'
  key: 'name' | 'property' | 'rel'
  name: string
  attr: 'content' | 'href'
  /** Empty: the page has no such tag. */
  value: string
}

/** The head tags of a page besides its title, in the order the server writes them. */
export function pageHeadTags(site: Pick<SiteData, 'title' | 'tagline' | 'url' | 'base'>, page: Pick<PageData, 'kind' | 'title' | 'ownTitle' | 'route' | 'description' | 'noIndex'>): HeadTag[] {
  const title = documentTitle(site, page)
  const canonical = canonicalUrl(site, page)
  const meta = (key: HeadTag['key'], name: string, value: string): HeadTag => ({ tag: 'meta', key, name, attr: 'content', value })
  return [
    meta('name', 'description', page.description),
    { tag: 'link', key: 'rel', name: 'canonical', attr: 'href', value: canonical },
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:type', page.kind === 'doc' ? 'article' : 'website'),
    // The search and 404 pages are for readers, not for search engines.
    meta('name', 'robots', page.kind === 'search' || page.kind === 'notfound' ? 'noindex, follow' : page.noIndex ? 'noindex, nofollow' : ''),
  ]
}
