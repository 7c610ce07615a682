import { lazy, type ComponentType } from 'react'
import type { PageData } from '../src/shared/types.js'

// The browser twin of lazy-pages.ts: each page is its own chunk, fetched when first shown.
const loaders = {
  about: () => import('./pages/AboutPage.js').then((m) => m.AboutPage),
  category: () => import('./pages/CategoryPage.js').then((m) => m.CategoryPage),
  helpdesk: () => import('./pages/HelpdeskPage.js').then((m) => m.HelpdeskPage),
  home: () => import('./pages/HomePage.js').then((m) => m.HomePage),
  notfound: () => import('./pages/NotFoundPage.js').then((m) => m.NotFoundPage),
  search: () => import('./search/SearchPage.js').then((m) => m.SearchPage),
}
type Kind = keyof typeof loaders
// Each page has its own props; lazyPage gives each export its type back.
type Page = ComponentType<any>

/** Components already fetched: rendered as they are, without suspending even for a moment. */
const loaded: Partial<Record<Kind, Page>> = {}

/**
 * A page that renders at once when preloadPage fetched it, and otherwise suspends while its
 * chunk loads. React.lazy alone would suspend (and show the empty fallback) on its first render
 * even when the chunk is already in memory.
 */
function lazyPage<P extends object>(kind: Kind): ComponentType<P> {
  const Lazy = lazy(() => loaders[kind]().then((component: Page) => ({ default: (loaded[kind] = component) })))
  return (props: P) => {
    const Component = loaded[kind] ?? Lazy
    return <Component {...props} />
  }
}

export const AboutPage = lazyPage('about')
export const CategoryPage = lazyPage<{ page: PageData }>('category')
export const HelpdeskPage = lazyPage('helpdesk')
export const HomePage = lazyPage('home')
export const NotFoundPage = lazyPage('notfound')
export const SearchPage = lazyPage('search')

/**
 * Fetches a page's chunk before it is shown, so that it renders whole: before hydration (the
 * server HTML of its Suspense boundary is hydrated at once) and before a client-side navigation
 * shows it (no empty moment).
 */
export async function preloadPage(kind: string): Promise<void> {
  if (kind in loaders) loaded[kind as Kind] ??= await loaders[kind as Kind]()
}
