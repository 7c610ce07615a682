import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import { routeOutputFile, type PageFiles } from './route-path.js'

/** Files every build writes besides its pages' (the not-found page, the sitemap). */
export const GENERATED_FILES: Readonly<Record<string, string>> = { '404.html': 'the not-found page', 'sitemap.xml': 'the sitemap' }

/**
 * Routes whose output files cannot all be written: one page's file is a folder of another's
 * (slug `/index.html` beside the docs' own `docs/index.html`), a page's file is a file chemdocs
 * writes itself (`src/pages/sitemap.xml.md`), or a page's file is the not-found page's (`/404` with
 * one file per page). Compared without case, as macOS and Windows file systems do. Each problem is a
 * `duplicate-route` error at the page that came second; `placeOf` gives a route's file.
 */
export function outputCollisions(routes: Iterable<string>, pageFiles: PageFiles, placeOf: (route: string) => { file: string; line?: number; column?: number } | undefined): Diagnostic[] {
  const owners = new Map<string, string>(Object.entries(GENERATED_FILES).map(([file, what]) => [file.toLowerCase(), what]))
  const problems: Diagnostic[] = []
  const files: [string, string][] = []
  for (const route of routes) {
    const place = placeOf(route)
    const file = routeOutputFile(route, pageFiles)
    owners.set(file.toLowerCase(), `route ${route}`)
    if (!place) continue // the theme's own pages: their routes are reserved already
    // As in Docusaurus, a page at /404 is a page like any other (404/index.html); static hosts
    // answer a missing URL with 404.html, the theme's NotFound page. A writer who made the page
    // to replace that one is told where it is, once; a file clash (404.html) stays an error below.
    if (route === '/404' && file !== '404.html') problems.push(createDiagnostic('duplicate-route', `route /404 is an ordinary page, written to ${file}; readers who follow a missing URL get the not-found page (404.html) instead, which comes from the theme component NotFound: to change that page, override it in src/theme/NotFound`, place, 'warning'))
    files.push([route, file])
  }
  for (const [route, file] of files) {
    const parts = file.toLowerCase().split('/')
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/')
      const owner = owners.get(folder)
      if (owner === undefined) continue
      problems.push(createDiagnostic('duplicate-route', `route ${route} is written to ${file}, inside a folder named ${folder}, which is the file of ${owner}; change the slug or the file name of one of them`, placeOf(route)!))
      break
    }
    const generated = GENERATED_FILES[file.toLowerCase()]
    if (generated !== undefined) problems.push(createDiagnostic('duplicate-route', `route ${route} is written to ${file}, the file of ${generated}; choose another slug or file name`, placeOf(route)!))
  }
  return problems
}

/**
 * Files of static/ that a generated file replaces (a hand-written `static/sitemap.xml`, a
 * `404.html` brought from another generator, `static/docs/x/index.html` where a page is): a
 * `static-overwritten` warning each, at the static file, instead of dropping it silently.
 */
export function staticShadowed(staticPaths: Iterable<{ path: string; copyOf: string }>, routes: Iterable<string>, pageFiles: PageFiles, display: (abs: string) => string): Diagnostic[] {
  const generated = new Map<string, string>(Object.entries(GENERATED_FILES))
  for (const route of routes) generated.set(routeOutputFile(route, pageFiles), `the page ${route}`)
  const problems: Diagnostic[] = []
  for (const file of staticPaths) {
    const by = generated.get(file.path)
    if (by !== undefined) problems.push(createDiagnostic('static-overwritten', `${file.path} is replaced by ${by}, which chemdocs writes to the same file; rename or remove the static file`, { file: display(file.copyOf) }))
  }
  return problems
}
