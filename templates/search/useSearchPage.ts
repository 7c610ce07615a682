import { useEffect, useState } from 'react'
import { useRouter, useSite } from '../context.js'
import { SEARCH_TEXT } from './search-text.js'
import { validContext } from './search-urls.js'
import { validVersion } from './search-version.js'
import { useSearchResults } from './useSearchResults.js'

/**
 * Results on the search page: every matching page with its best rows (behaviour A13 asks for
 * all of them, not just 8; the original's cap of 100 hid most pages of a broad query).
 */
export const PAGE_RESULT_LIMIT = Number.POSITIVE_INFINITY

/**
 * The search page's state: q, ctx and version come from the URL (read after hydration, since
 * the server renders the page without a query; an unknown ctx or version means the default) and
 * typing keeps the URL in sync without new history entries.
 */
export function useSearchPage() {
  const site = useSite()
  const router = useRouter()
  const [hydrated, setHydrated] = useState(false)
  const [query, setQuery] = useState('')
  const params = new URLSearchParams(hydrated ? router.search : '')
  const urlQuery = params.get('q') ?? ''
  const context = validContext(site, params.get('ctx'))?.path ?? ''
  const version = validVersion(site, params.get('version'))
  const results = useSearchResults(context, PAGE_RESULT_LIMIT, { version })

  useEffect(() => setHydrated(true), [])
  // The URL wins when it changes from outside (a "see all results" link while already here).
  useEffect(() => setQuery(urlQuery), [urlQuery])
  useEffect(() => {
    document.title = `${SEARCH_TEXT.pageTitle(query)} | ${site.title}`
  }, [query, site.title])
  // Searches when the query or the context changes (results.search is new on every render).
  useEffect(() => results.search(query), [query, context, version])

  const replaceParams = (change: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(router.search)
    change(next)
    const search = next.toString()
    router.navigate(router.pathname + (search ? `?${search}` : '') + router.hash, { replace: true })
  }
  const { result, failure } = results
  const searching = query.trim() !== ''
  const hits = searching && result ? result.hits : []
  // Partial results show at once; the ring and the count wait for the whole answer.
  const loading = searching && (results.loading || result === null)
  return {
    query,
    context,
    hits,
    title: SEARCH_TEXT.pageTitle(query),
    loading: loading && !failure,
    error: failure ? SEARCH_TEXT.unavailable(failure) : searching ? (result?.error?.message ?? '') : '',
    // Counts pages, not rows: a page is listed once with up to a few of its sections under it.
    count: !searching || loading || !result || result.error ? '' : result.pages === 0 ? SEARCH_TEXT.noPages : SEARCH_TEXT.pagesFound(result.pages),
    setQuery: (q: string) => {
      setQuery(q)
      replaceParams((p) => (q ? p.set('q', q) : p.delete('q')))
    },
    setContext: (ctx: string) => replaceParams((p) => (ctx ? p.set('ctx', ctx) : p.delete('ctx'))),
  }
}
