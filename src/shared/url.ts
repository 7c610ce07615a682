/** Path and URL helpers used by the build and by the browser. */

/** True for URLs with a scheme or protocol-relative URLs (they leave the site). */
export function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')
}

/** Normalises a base path to '/x/y/' form ('/' for the root). */
export function normalizeBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? '/' : `/${trimmed}/`
}

/** Prefixes a site-absolute route ('/docs/x') with the base path ('/chemdocs/docs/x'). */
export function withBase(base: string, route: string): string {
  if (isExternal(route) || !route.startsWith('/')) return route
  return base === '/' ? route : base.slice(0, -1) + route
}

/** Removes the base path from a pathname; returns undefined when it does not start with it. */
export function stripBase(base: string, pathname: string): string | undefined {
  if (base === '/') return pathname
  const root = base.slice(0, -1)
  if (pathname === root || pathname === base) return '/'
  return pathname.startsWith(base) ? pathname.slice(root.length) : undefined
}

/**
 * The route a pathname means: a trailing '/index.html' or '.html' and a trailing slash are
 * dropped ('/docs/x.html' -> '/docs/x', '/index.html' -> '/').
 */
export function toRoute(pathname: string): string {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '')
  if (p.length > 1) p = p.replace(/\/+$/, '')
  return p === '' ? '/' : p
}

/**
 * True when a pathname's last segment has an extension, as a file the site serves as it is (an
 * image, a PDF, an archive) does: the client router leaves such a link to the browser, which shows
 * or downloads it. A page whose file name holds a dot (`v1.2.md`) is then loaded by the browser
 * too, which is slower but right; a list of extensions would cost every page's entry script.
 */
export function isFilePath(pathname: string): boolean {
  return /\.[^/]+$/.test(pathname)
}

/** True when a pathname carries an `.html` ending that should be redirected away. */
export function hasHtmlEnding(pathname: string): boolean {
  return /(\/index)?\.html$/.test(pathname)
}

/**
 * The output file of a route: '/' -> 'index.html', '/docs/x' -> 'docs/x/index.html'. A route is
 * a URL path, percent-encoded ('/docs/%C3%96lbad'); the file gets the decoded name ('docs/Ölbad/
 * index.html'), because every web server (ours, nginx, GitHub Pages) decodes the request path
 * before it looks for the file.
 */
export function routeToFile(route: string): string {
  return pathToFile(decodePath(route))
}

/** routeToFile for a path that is decoded already (a web server's view of a request). */
export function pathToFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`
}

/** Percent-decodes a URL path; a malformed escape ('100%') is kept as it is. */
export function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}
