import { hashOf } from '../write/output-names.js'
import type { Page, SourceFile } from '../types.js'

/** The site's routes, which every page's links resolve against: computed once per build. */
export interface SiteRoutes {
  /** Keyed by the file's absolute path in NFC (see routeOf in markdown/context.ts). */
  routeOfFile: Map<string, string>
  /** routesKeyOf(every source file). */
  key: string
}

export function siteRoutesOf(files: SourceFile[]): SiteRoutes {
  // A translation's relative links name files beside it, translated or not: both places lead to the page.
  const others = files.flatMap((f): [string, string][] => (f.otherPath ? [[f.otherPath.normalize('NFC'), f.route]] : []))
  return { routeOfFile: new Map([...others, ...files.map((f): [string, string] => [f.path.normalize('NFC'), f.route])]), key: routesKeyOf(files) }
}

/** Which routes exist: a page that read all of them (see RouteReads) is made again when this changes. */
function routesKeyOf(files: SourceFile[]): string {
  return hashOf(files.map((f) => `${f.path},${f.route}`).join('\n'))
}

/**
 * Whether a page made when the site's routes had key `routesKey` would link the same way now:
 * each markdown file it looked up has the same route (or still none), or, for a page that read
 * the whole list, the routes are all the same.
 */
export function readsSameRoutes(page: Pick<Page, 'routeReads'>, routesKey: string, routes: SiteRoutes): boolean {
  if (page.routeReads === 'all') return routesKey === routes.key
  return page.routeReads.every(([file, route]) => (routes.routeOfFile.get(file) ?? null) === route)
}
