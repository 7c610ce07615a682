import path from 'node:path'
import type { PageData } from '../../shared/types.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import { RESERVED_ROUTES } from '../render/template-pages.js'
import type { Page } from '../types.js'

/**
 * Route data of the site's own pages (the pages folder): a page layout without the docs sidebar.
 * A Markdown page's HTML is its article; a React page's HTML is the whole page (`fullPage`). A
 * page may not take a route a doc or the theme already has.
 */
export function sitePageRoutes(pages: Page[], docRoutes: ReadonlyMap<string, PageData>, config: Pick<ResolvedConfig, 'root' | 'pagesTitleHeading'>): { routes: Map<string, PageData>; diagnostics: Diagnostic[] } {
  const routes = new Map<string, PageData>()
  const diagnostics: Diagnostic[] = []
  for (const page of pages) {
    const { route, displayPath } = page.source
    const taken = RESERVED_ROUTES.includes(route) ? 'a built-in page' : docRoutes.has(route) ? 'a doc' : routes.has(route) ? routes.get(route)!.source : undefined
    if (taken !== undefined) {
      diagnostics.push(createDiagnostic('duplicate-route', `route ${route} is also produced by ${taken}; rename one of them`, { file: displayPath, line: 1, column: 1 }))
      continue
    }
    const markdown = /\.mdx?$/i.test(page.source.path)
    routes.set(route, {
      route,
      kind: 'page',
      title: page.title,
      ...(page.heading !== undefined && { heading: page.heading }),
      // No h1 from the template where the site's rule gives none (see pagesTitleHeading).
      // A blog post keeps its title as h1 (blog-routes.ts), as Docusaurus heads every post so.
      ...((page.h1InBody || (markdown && !page.source.blogPost && page.untitledText && !config.pagesTitleHeading)) && { h1InBody: true }),
      ...(page.ownTitle && { ownTitle: true }),
      description: page.description,
      html: page.html,
      toc: [],
      breadcrumbs: [],
      hideToc: true,
      ...(!markdown && { fullPage: true }),
      source: path.relative(config.root, page.source.path).split(path.sep).join('/'),
    })
  }
  return { routes, diagnostics }
}
