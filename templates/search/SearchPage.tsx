import { useRouter, useSite } from '../context.js'
import { LoadingRing } from './LoadingRing.js'
import { SearchResultItem } from './SearchResultItem.js'
import { SEARCH_TEXT } from './search-text.js'
import { hitUrl } from './search-urls.js'
import { useSearchPage } from './useSearchPage.js'

/** The /search/ page: query box, context select, result count and all results. */
export function SearchPage() {
  const site = useSite()
  const router = useRouter()
  const page = useSearchPage()
  return (
    <main className="container search-page">
      <h1>{page.title}</h1>
      <form className="search-page__form" role="search" onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          name="q"
          className="search-page__input"
          aria-label={SEARCH_TEXT.label}
          autoComplete="off"
          autoFocus
          value={page.query}
          onChange={(e) => page.setQuery(e.target.value)}
        />
        {site.search.contexts.length > 0 && (
          <select id="context-selector" className="search-page__context" aria-label={SEARCH_TEXT.contextLabel} value={page.context} onChange={(e) => page.setContext(e.target.value)}>
            <option value="">{SEARCH_TEXT.everywhere}</option>
            {site.search.contexts.map((c) => (
              <option key={c.path} value={c.path}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </form>
      {page.loading && <LoadingRing className="search-page__ring" />}
      {page.error && (
        <p className="search-page__error" role="alert">
          {page.error}
        </p>
      )}
      {page.count && (
        <p className="search-page__count" role="status">
          {page.count}
        </p>
      )}
      <div className="search-page__results">
        {page.hits.map((hit, i) => {
          const href = hitUrl(hit, site.search.highlight)
          return <SearchResultItem key={`${i}|${href}`} hit={hit} href={href} onOpen={() => router.navigate(href)} />
        })}
      </div>
    </main>
  )
}
