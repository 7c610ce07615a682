import { Suspense } from 'react'
import type { PageData } from '../src/shared/types.js'
import { CategoryPage, HomePage, NotFoundPage, SearchPage, SitePage } from './lazy-pages.js'
import { DocPage } from './pages/DocPage.js'

/** Picks the template for a route's kind. */
export function PageContent({ page }: { page: PageData }) {
  switch (page.kind) {
    case 'doc':
      return <DocPage page={page} />
    case 'category':
      return (
        <Suspense fallback={null}>
          <CategoryPage page={page} />
        </Suspense>
      )
    case 'page':
      return (
        <Suspense fallback={null}>
          <SitePage page={page} />
        </Suspense>
      )
    default:
      return (
        <Suspense fallback={null}>
          <TemplatePage kind={page.kind} />
        </Suspense>
      )
  }
}

function TemplatePage({ kind }: { kind: 'home' | 'search' | 'notfound' }) {
  switch (kind) {
    case 'home':
      return <HomePage />
    case 'search':
      return <SearchPage />
    case 'notfound':
      return <NotFoundPage />
  }
}
