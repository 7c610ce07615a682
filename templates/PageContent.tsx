import type { PageData } from '../src/shared/types.js'
import { AboutPage } from './pages/AboutPage.js'
import { CategoryPage } from './pages/CategoryPage.js'
import { DocPage } from './pages/DocPage.js'
import { HelpdeskPage } from './pages/HelpdeskPage.js'
import { HomePage } from './pages/HomePage.js'
import { NotFoundPage } from './pages/NotFoundPage.js'
import { SearchPage } from './search/SearchPage.js'

/** Picks the template for a route's kind. */
export function PageContent({ page }: { page: PageData }) {
  switch (page.kind) {
    case 'doc':
      return <DocPage page={page} />
    case 'category':
      return <CategoryPage page={page} />
    case 'home':
      return <HomePage />
    case 'about':
      return <AboutPage />
    case 'helpdesk':
      return <HelpdeskPage />
    case 'search':
      return <SearchPage />
    case 'notfound':
      return <NotFoundPage />
  }
}
