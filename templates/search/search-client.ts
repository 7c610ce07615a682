import { createContext, useContext } from 'react'
import type { SearchResult } from '../../src/shared/search-protocol.js'

/**
 * What the search UI needs from the browser: the worker facade and the article highlighter
 * (src/client/search.ts implements it; the client entry provides it). Templates cannot import
 * client code, so it comes in through this context; on the server there is none.
 */
export interface SearchClient {
  /**
   * Starts the worker and indexes a search context ('' for the whole site) of a docs version
   * (its name; the site's version when left out), once per context and version. Resolves once
   * its titles and headings can be searched; the section texts are not fetched.
   */
  load(context: string, version?: string): Promise<void>
  /**
   * Runs a query in a context; resolves with the hits or a query syntax error, `partial` while
   * the context's section texts are not indexed. With `whole`, those are fetched and indexed
   * first (once): the UI asks so only after a partial answer is shown, as they are most of the
   * bytes. `related` (a page URL with base) ranks pages of the same part of the docs higher, and
   * `section` (a context path) the pages of that context.
   */
  search(request: { q: string; context: string; limit: number; related?: string; section?: string; version?: string; whole?: boolean }): Promise<SearchResult>
  /** Marks the terms in the page's article and scrolls to the first; [] removes the marks. */
  highlight(terms: string[], hash: string): void
}

export const SearchClientContext = createContext<SearchClient | null>(null)

/** The search client, or null while rendering on the server. */
export function useSearchClient(): SearchClient | null {
  return useContext(SearchClientContext)
}
