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
   * (its name; the site's version when left out), once per context and version.
   */
  load(context: string, version?: string): Promise<void>
  /**
   * Runs a query in a context; resolves with the hits or a query syntax error. `related` (a page
   * URL with base) ranks pages of the same part of the docs higher, and `section` (a context
   * path) the pages of that context.
   */
  search(request: { q: string; context: string; limit: number; related?: string; section?: string; version?: string }): Promise<SearchResult>
  /** Marks the terms in the page's article and scrolls to the first; [] removes the marks. */
  highlight(terms: string[], hash: string): void
}

export const SearchClientContext = createContext<SearchClient | null>(null)

/** The search client, or null while rendering on the server. */
export function useSearchClient(): SearchClient | null {
  return useContext(SearchClientContext)
}
