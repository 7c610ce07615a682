import { lazy } from 'react'

// The browser twin of lazy-pages.ts: each page is its own chunk, fetched when first shown.
const loaders = {
  about: () => import('./pages/AboutPage.js').then((m) => ({ default: m.AboutPage })),
  helpdesk: () => import('./pages/HelpdeskPage.js').then((m) => ({ default: m.HelpdeskPage })),
  home: () => import('./pages/HomePage.js').then((m) => ({ default: m.HomePage })),
  notfound: () => import('./pages/NotFoundPage.js').then((m) => ({ default: m.NotFoundPage })),
  search: () => import('./search/SearchPage.js').then((m) => ({ default: m.SearchPage })),
}

export const AboutPage = lazy(loaders.about)
export const HelpdeskPage = lazy(loaders.helpdesk)
export const HomePage = lazy(loaders.home)
export const NotFoundPage = lazy(loaders.notfound)
export const SearchPage = lazy(loaders.search)

/**
 * Fetches a page's chunk before hydration, so the server HTML of its Suspense boundary is
 * hydrated as soon as React asks for the (now cached) module.
 */
export async function preloadPage(kind: string): Promise<void> {
  if (kind in loaders) await loaders[kind as keyof typeof loaders]()
}
