import { useEffect } from 'react'
import { useRouter, useSite } from '../context.js'
import { useSearchClient } from './search-client.js'
import { highlightTermsOf } from './search-urls.js'

/**
 * Marks the terms a search hit brought the reader here with (`_highlight`) in the article, on
 * every new page or query string (behaviour A14), and hands them to `onTerms` for the search box.
 */
export function useTargetHighlight(onTerms: (terms: string[]) => void): void {
  const site = useSite()
  const router = useRouter()
  const client = useSearchClient()
  useEffect(() => {
    if (!client || !site.search.highlight) return
    const terms = highlightTermsOf(router.search)
    client.highlight(terms, router.hash)
    if (terms.length > 0) onTerms(terms)
    // A hash change alone does not re-mark.
  }, [client, site.search.highlight, router.pathname, router.search])
}
