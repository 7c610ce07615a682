import type { PageData, SiteData } from '../shared/types.js'
import { alternateUrls, documentTitle, pageHeadTags } from '../shared/page-head.js'

// Here, not in the router, for the same reason: only a page change needs it.
export { settleScroll } from './settle-scroll.js'

// What a client-side navigation needs beyond the first page, which has its data and head in the
// HTML: fetched with the first navigation, alongside its route chunk, to keep the entry small.

/**
 * The page data a route chunk default-exports. A chunk without it is a developer error no reload
 * can fix: flagged, so that the router shows it in the error box instead of reloading.
 */
export function pageOfChunk(url: string, chunk: { default?: PageData }): PageData {
  if (chunk.default) return chunk.default
  throw Object.assign(new Error(`The page component at ${url} doesn't have a default export. This makes it impossible to render anything. Consider default-exporting the page data, as chemdocs build does.`), { noDefault: true })
}

/**
 * Makes the document head say what the server-rendered HTML of the new page says (see
 * src/node/render/render.ts): title, description, Open Graph tags, canonical URL and the noindex of the
 * search and 404 pages. Tags the first page lacked are created; tags the new page has no value
 * for are removed, so sharing or bookmarking a page never shows another page's.
 */
export function updateHead(site: SiteData, page: PageData): void {
  document.title = documentTitle(site, page)
  for (const t of pageHeadTags(site, page)) setTag(t.tag, t.key, t.name, t.attr, t.value)
  for (const a of alternateUrls(site, page)) document.head.querySelector(`link[rel="alternate"][hreflang="${a.lang}"]`)?.setAttribute('href', a.href)
}

/** Sets `<tag key="name" attr="value">`, creating it if missing; an empty value removes it. */
function setTag(tag: 'meta' | 'link', key: string, name: string, attr: string, value: string): void {
  let el = document.head.querySelector(`${tag}[${key}="${name}"]`)
  if (!value) return el?.remove()
  if (!el) {
    el = document.head.appendChild(document.createElement(tag))
    el.setAttribute(key, name)
  }
  el.setAttribute(attr, value)
}
