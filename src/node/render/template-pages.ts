import type { PageData, PageKind } from '../../shared/types.js'

/** Pages whose content lives in templates/ rather than docs/. */
export const TEMPLATE_PAGES = ['home', 'about', 'helpdesk', 'search'] as const

const PAGES: Record<(typeof TEMPLATE_PAGES)[number] | 'notfound', { route: string; title: string; description: string }> = {
  home: { route: '/', title: 'Home', description: 'Documentation for the Chemotion electronic lab notebook, the Chemotion repository, LabIMotion, their services and device integration.' },
  about: { route: '/about', title: 'About Us', description: 'Who develops Chemotion and this documentation, and where the open-source code lives.' },
  helpdesk: { route: '/helpdesk', title: 'Helpdesk', description: 'How to get help with Chemotion: search the docs, ask your admin, report a bug or request a feature.' },
  search: { route: '/search', title: 'Search the documentation', description: 'Search the Chemotion documentation.' },
  notfound: { route: '/404', title: 'Page Not Found', description: 'The page you were looking for does not exist.' },
}

/** Route data of a template page. */
export function templatePageData(kind: Exclude<PageKind, 'doc' | 'category'>): PageData {
  const p = PAGES[kind]
  return { route: p.route, kind, title: p.title, description: p.description, html: '', toc: [], breadcrumbs: [], hideToc: true }
}
