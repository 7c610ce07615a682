import type { PageData, PageKind } from '../../shared/types.js'

type BuiltInKind = Exclude<PageKind, 'doc' | 'category' | 'page'>

const PAGES: Record<BuiltInKind, { route: string; title: string; description: string }> = {
  home: { route: '/', title: 'Home', description: '' },
  search: { route: '/search', title: 'Search the documentation', description: 'Search the documentation.' },
  notfound: { route: '/404', title: 'Page Not Found', description: 'The page you were looking for does not exist.' },
}

/** Routes the theme always owns; no doc or page may take them. */
export const RESERVED_ROUTES: readonly string[] = [PAGES.search.route]

/** Route data of a page the theme renders itself. */
export function templatePageData(kind: BuiltInKind): PageData {
  const p = PAGES[kind]
  return { route: p.route, kind, title: p.title, description: p.description, html: '', toc: [], breadcrumbs: [], hideToc: true }
}

/**
 * The theme's own pages a site gets besides its docs and pages: the search page, and a plain
 * home page (title, tagline, a link to the docs) when the site has no page of its own at `/`.
 */
export function builtInPages(routes: ReadonlyMap<string, PageData>): PageData[] {
  const kinds: BuiltInKind[] = routes.has('/') ? ['search'] : ['home', 'search']
  return kinds.map(templatePageData)
}
