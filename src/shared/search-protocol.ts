/** Search results and the messages between the page and the search worker. */
import type { DocType } from './search-engine.js'
import type { QueryError } from './search-query.js'

/**
 * One search result (behaviour A4): t is the matched text (title, heading, description, keywords
 * or section text), u the page URL with base, h the hash ('' for none), s the section or page
 * title shown as context, b the breadcrumb of the page.
 */
export interface SearchHit {
  type: DocType
  t: string
  u: string
  h: string
  s: string
  b: string[]
  /** Title of the page the hit belongs to. */
  p: string
  /** Matched character ranges [start, end) in t, ascending. */
  m: [number, number][]
  /** Words to mark in s and p, and on the target page (one `_highlight` each). */
  terms: string[]
  /** Set when the hit hangs under its page's title row: 'inter' if more of the page follow. */
  tree?: 'inter' | 'last'
}

export interface SearchResult {
  hits: SearchHit[]
  /** A query syntax error; hits is then empty. */
  error?: QueryError
  /** Answered before the section texts were indexed: ask again once the context has loaded. */
  partial?: boolean
}

/**
 * Page -> worker. `load` fetches an index file and indexes the pages in `scope` (a URL path
 * prefix with base, e.g. '/docs/eln'; '' for the whole site: the search context as a tag) and
 * replies when fully indexed; `search` runs a query there as soon as titles and headings are
 * indexed (the result is then `partial`).
 */
export type SearchRequest =
  | { type: 'load'; id: number; indexUrl: string; scope: string }
  | { type: 'search'; id: number; indexUrl: string; scope: string; q: string; limit: number }

/** Worker -> page, matched to the request by id. */
export type SearchResponse =
  | { type: 'loaded'; id: number }
  | { type: 'result'; id: number; result: SearchResult }
  | { type: 'error'; id: number; message: string }
