import type { SearchClient } from '../../templates/search/search-client.js'
import type { SiteData } from '../shared/types.js'

/**
 * The search client, fetched as its own chunk on first use (the first focus of the search box,
 * the search page, or a page opened with terms to mark): most visits never search.
 */
export function createLazySearchClient(site: SiteData): SearchClient {
  let client: Promise<SearchClient> | undefined
  const get = () => (client ??= import('./search.js').then((m) => m.createSearchClient(site)))
  return {
    load: (context, version) => get().then((c) => c.load(context, version)),
    search: (request) => get().then((c) => c.search(request)),
    highlight(terms, hash) {
      // Clearing marks needs no client when none was ever made.
      if (terms.length > 0 || client) void get().then((c) => c.highlight(terms, hash))
    },
  }
}
