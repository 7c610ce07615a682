import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageData, SiteData } from '../shared/types.js'
import { hasHtmlEnding, toRoute } from '../shared/url.js'
import { App } from '../../templates/App.js'
import { RouterContext } from '../../templates/context.js'
import { preloadPage } from '../../templates/lazy-pages.js'
import { preloadShell } from '../../templates/lazy-shell.js'
import { createRouter } from './router.js'
import { createLazySearchClient } from './lazy-search-client.js'
import { createIslandLoader } from './island-loader.js'
import { createArticleWidgetsLoader } from './article-widgets-loader.js'
import { installDetailsLoader } from './details-loader.js'
import { SearchClientContext, type SearchClient } from '../../templates/search/search-client.js'

declare global {
  interface Window {
    __chemdocsRuntime?: { prefetch(url: string): void; preload(url: string): void }
  }
}

type Router = ReturnType<typeof createRouter>
let router: Router | undefined

// Set synchronously, before DOMContentLoaded: the base-URL banner checks for it.
window.__chemdocsRuntime = Object.freeze({
  prefetch: (url: string) => router?.prefetch(url),
  preload: (url: string) => router?.preload(url),
})

function ClientApp({ router, site, search, hydrateIslands, enhanceArticle }: { router: Router; site: SiteData; search: SearchClient; hydrateIslands: () => void; enhanceArticle: () => void }) {
  const state = useSyncExternalStore(router.subscribe, router.getState, router.getState)
  useLayoutEffect(() => router.didRender(), [state.page, router])
  // Each article shown, on load or after navigation: stored tab choices, copy buttons and the
  // TOC's scroll-spy, then client components.
  useLayoutEffect(() => enhanceArticle(), [state.page, enhanceArticle])
  // A microtask: islands unmount old roots, which React forbids while it is committing.
  useEffect(() => queueMicrotask(hydrateIslands), [state.page, hydrateIslands])
  // Once React has committed the hydrated page (hydrateRoot only schedules that): from now on
  // every control answers. Tests, the bench and live reload wait for this mark.
  useEffect(() => void (document.documentElement.dataset.hasHydrated = 'true'), [])
  return (
    <RouterContext.Provider value={state.api}>
      <SearchClientContext.Provider value={search}>
        <App site={site} page={state.page} status={state.status} />
      </SearchClientContext.Provider>
    </RouterContext.Provider>
  )
}

async function boot(): Promise<void> {
  // '/x.html' and '/x/index.html' mean '/x' (the 404 page of a static host lands here).
  if (hasHtmlEnding(location.pathname)) {
    location.replace(toRoute(location.pathname) + location.search + location.hash)
    return
  }
  const container = document.getElementById('__chemdocs')!
  const data = JSON.parse(document.getElementById('__chemdocs_page')!.textContent!) as Omit<PageData, 'html'>
  // The article is taken from the server-rendered DOM, never downloaded twice.
  const page: PageData = { ...data, html: container.querySelector('.markdown')?.innerHTML ?? '' }
  const site = await loadSiteData(container.dataset.site)
  const notFound = (route: string): PageData => ({ route, kind: 'notfound', title: 'Page Not Found', description: '', html: '', toc: [], breadcrumbs: [], hideToc: true })
  router = createRouter(site, page, notFound)
  await Promise.all([preloadPage(page.kind), preloadShell(site)])
  hydrateRoot(container, <ClientApp router={router} site={site} search={createLazySearchClient(site)} hydrateIslands={createIslandLoader(document)} enhanceArticle={createArticleWidgetsLoader(document)} />, {
    onRecoverableError: (error) => console.error('chemdocs hydration: onRecoverableError:', error),
  })
  installDetailsLoader(document)
}

/**
 * The site data (navbar, sidebar, route chunks) the app needs to run. Without it the page stays
 * as the server rendered it, readable but static: say why, for whoever deploys the site.
 */
async function loadSiteData(url: string | undefined): Promise<SiteData> {
  if (!url) throw new Error('chemdocs: this page has no site data reference (data-site); was it built by chemdocs?')
  const fail = (why: string, cause?: unknown) => new Error(`chemdocs: the site data ${url} ${why}, so the page stays static`, { cause })
  const response = await fetch(url).catch((error: unknown) => Promise.reject(fail('could not be fetched', error)))
  if (!response.ok) throw fail(`answered HTTP ${response.status}`, 'deploy the whole assets/ folder of the build')
  return (await response.json().catch((error: unknown) => Promise.reject(fail('is not valid JSON', error)))) as SiteData
}

boot().catch((error: unknown) => console.error(error))
