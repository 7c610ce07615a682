/** Options of Docusaurus' `useBaseUrl`; `absolute` is not supported (the site's URL is not known here). */
export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean
}

/**
 * What `useBaseUrl(url)` of `@docusaurus/useBaseUrl` returns, by Docusaurus' rules: a site path
 * gets the base in front, unless it already starts with it; full URLs, anchors and empty strings
 * are left alone. chemdocs bakes the base of the build into the module (see mdx-resolve.ts).
 */
export function addBaseUrl(base: string, url: string, options: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url)) return url
  if (options.forcePrependBaseUrl) return base + url.replace(/^\//, '')
  if (url === '/' && base.endsWith('/')) return base
  return url.startsWith(base) ? url : base + url.replace(/^\//, '')
}
