import { Suspense } from 'react'
import type { PageData, SiteData } from '../src/shared/types.js'
import { SiteContext } from './context.js'
import { ErrorBoundary } from './ErrorBoundary.js'
import { AnnouncementBar } from './lazy-shell.js'
import { Footer } from './Footer.js'
import { Navbar } from './Navbar.js'
import { PageContent } from './PageContent.js'
import { PageLoader, type LoadStatus } from './PageLoader.js'
import { SkipToContent } from './SkipToContent.js'

export interface AppProps {
  site: SiteData
  page: PageData
  /** State of the route being loaded, if any (client only). */
  status?: LoadStatus
}

/** The whole app shell: rendered to HTML on Node and hydrated in the browser. */
export function App({ site, page, status = { state: 'idle' } }: AppProps) {
  const isDoc = page.kind === 'doc' || page.kind === 'category'
  // The outer boundary catches what fails outside the page (a navbar item, the footer): the
  // crash screen then replaces the whole shell.
  return (
    <SiteContext.Provider value={site}>
      <ErrorBoundary resetKey={page.route}>
      <SkipToContent />
      {site.announcement && (
        <Suspense fallback={null}>
          <AnnouncementBar bar={site.announcement} />
        </Suspense>
      )}
      <Navbar page={page} />
      <div id="__chemdocs_skipToContent_fallback" className={isDoc ? 'main-wrapper docs-wrapper' : 'main-wrapper'}>
        <PageLoader status={status}>
          <ErrorBoundary resetKey={page.route}>
            <PageContent page={page} />
          </ErrorBoundary>
        </PageLoader>
      </div>
      <Footer />
      </ErrorBoundary>
    </SiteContext.Provider>
  )
}
