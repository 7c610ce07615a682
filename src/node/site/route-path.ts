import { decodePath, routeToFile } from '../../shared/url.js'

// How names become routes: Node only (the client never makes routes, and every export of a
// shared module costs the entry bundle bytes, since lazy chunks borrow them from it).

/**
 * Percent-encodes a decoded path segment (a file name, a slug's step): what may not stand in a
 * URL path as it is (spaces, non-ASCII letters, '?', '#', '%', '/', '\\') is escaped, and the
 * characters a browser leaves alone are kept, so the route equals the pathname a browser shows
 * for its link. Every name gets its URL from here, so two names that are one file are one route.
 */
export function encodePathSegment(segment: string): string {
  return segment.normalize('NFC').replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@]/gu, encodeChar)
}

/**
 * A slug (a URL path, below `dir` unless it starts with '/') as a route. Each segment is decoded
 * once first, so that an encoded '/' or '.' ('..%2F', '%2e%2e') is a step here, where '.' and '..'
 * are resolved (never above '/'); the steps are then encoded again, '%' included, so that nothing
 * decodes into a step when the page's file is written. 'Über uns' and '%C3%9Cber%20uns' give the
 * same route.
 */
export function slugToRoute(slug: string, dir: string): string {
  const joined = `${slug.startsWith('/') ? '' : dir}/${slug.split('/').map(decodePath).join('/')}`
  const steps: string[] = []
  for (const step of joined.replace(/\\/g, '/').split('/')) {
    if (step === '..') steps.pop()
    else if (step !== '' && step !== '.') steps.push(encodePathSegment(step))
  }
  return `/${steps.join('/')}`
}

/** A lone surrogate (no valid text) has no UTF-8 form: it becomes U+FFFD, as a browser does. */
function encodeChar(c: string): string {
  return c.length === 1 && c >= '\ud800' && c <= '\udfff' ? '%EF%BF%BD' : encodeURIComponent(c)
}

/** How a page's file is named: `docs/x/index.html` ('folder') or `docs/x.html` ('html'). */
export type PageFiles = 'folder' | 'html'

/**
 * The output file of a route ('/docs/x'): 'docs/x/index.html', or with `pageFiles: 'html'`
 * 'docs/x.html', as Docusaurus writes pages with `trailingSlash: false`. The home page is
 * 'index.html' either way. Like routeToFile, the file gets the decoded name. A route ending in
 * '.html' keeps the rule (Docusaurus' client redirects write 'x.html/index.html' so; its pages would
 * be written as 'x.html' itself, a difference chemdocs does not make).
 */
export function routeOutputFile(route: string, pageFiles: PageFiles): string {
  return pageFiles === 'html' && route !== '/' ? `${decodePath(route).slice(1)}.html` : routeToFile(route)
}

/**
 * The files a web server may answer a decoded route with, in the order it tries them: the folder
 * form first, then the '.html' one (as nginx's `try_files $uri/index.html $uri.html`, GitHub Pages
 * and Netlify do), so a site built with either layout is served at the same URLs.
 */
export function pageFilesOf(decodedRoute: string): string[] {
  return decodedRoute === '/' ? ['index.html'] : [`${decodedRoute.slice(1)}/index.html`, `${decodedRoute.slice(1)}.html`]
}
