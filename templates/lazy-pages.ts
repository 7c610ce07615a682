/**
 * Pages that most visits never show. On the server they are plain imports; the client bundle
 * swaps this module for lazy-pages.client.tsx (see node/bundle.ts), which loads each on demand,
 * so the JavaScript every doc page loads stays small.
 */
export { CategoryPage } from './pages/CategoryPage.js'
export { HomePage } from './pages/HomePage.js'
export { NotFoundPage } from './pages/NotFoundPage.js'
export { SearchPage } from './search/SearchPage.js'
export { SitePage } from './pages/SitePage.js'

/** Nothing to load on the server. */
export function preloadPage(_kind: string): Promise<void> {
  return Promise.resolve()
}
