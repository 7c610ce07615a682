import type { PageData } from '../src/shared/types.js'
import { preloadable } from './preloadable.js'

// The browser twin of lazy-pages.ts: each page is its own chunk, fetched when first shown.
const loaders = {
  category: () => import('./pages/CategoryPage.js').then((m) => m.CategoryPage),
  home: () => import('./pages/HomePage.js').then((m) => m.HomePage),
  notfound: () => import('./pages/NotFoundPage.js').then((m) => m.NotFoundPage),
  page: () => import('./pages/SitePage.js').then((m) => m.SitePage),
  search: () => import('./search/SearchPage.js').then((m) => m.SearchPage),
}
const pages = preloadable(loaders)
const lazyPage = pages.component

export const CategoryPage = lazyPage<{ page: PageData }>('category')
export const HomePage = lazyPage('home')
export const NotFoundPage = lazyPage('notfound')
export const SearchPage = lazyPage('search')
export const SitePage = lazyPage<{ page: PageData }>('page')

/**
 * Fetches a page's chunk before it is shown, so that it renders whole: before hydration (the
 * server HTML of its Suspense boundary is hydrated at once) and before a client-side navigation
 * shows it (no empty moment).
 */
export async function preloadPage(kind: string): Promise<void> {
  if (kind in loaders) await pages.preload(kind as keyof typeof loaders)
}
