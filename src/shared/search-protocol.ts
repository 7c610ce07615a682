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
  /**
   * Words to mark in s and p, and on the target page (one `_highlight` each): every word of the
   * query the page has, as written there, also those outside this hit's text.
   */
  terms: string[]
  /** Set when the hit hangs under its page's title row: 'inter' if more of the page follow. */
  tree?: 'inter' | 'last'
}

export interface SearchResult {
  hits: SearchHit[]
  /** How many pages match in all (hits lists them up to the limit, a few rows each). */
  pages: number
  /** A query syntax error; hits is then empty. */
  error?: QueryError
  /** Answered before the section texts were indexed: ask again with `whole` for the rest. */
  partial?: boolean
}

/**
 * Which index a request is about: the site's base URL (absolute), a docs version name and that
 * version's index file relative to the base URL. The file name is content-hashed for caching,
 * so the page (which has it from the site data) passes it along; the worker refuses a file on
 * another origin than the base URL.
 */
export interface IndexLocation {
  baseUrl: string
  version: string
  file: string
}

/**
 * Page -> worker (spec §7: "fetch indexes" with a base URL and a version or tag, and "search").
 * Every request gets one reply, and none waits for another request: in any order they all end.
 * - `load` fetches the index of a version (its titles and headings) and indexes the pages of one
 *   search context `tag` (a URL path prefix with base, e.g. '/docs/eln'; '' for the whole site),
 *   replying `loaded` once they can be searched (the answers are then `partial`).
 * - `complete` does what `load` does, then fetches that index's section texts (the larger part of
 *   its bytes, once per file) and indexes them, replying `completed` when the context's answers
 *   are whole.
 * - `search` runs a query over the pages of the contexts in `tags` ([] for the whole site) as
 *   soon as their titles and headings are indexed (`partial` until the section texts are),
 *   returning at most `limit` hits; `related` is the URL of a page whose part of the docs ranks
 *   higher, and `section` the tag of a context whose pages rank higher (the reader's, when
 *   searching more). With `whole`, it first does what `complete` does: the answer is never
 *   partial.
 * Only `complete` and a `whole` search fetch the section texts. The page sends a `whole` search
 * once a partial answer is on screen, so the first query costs the titles and headings alone, and
 * a reader who opens the box and types nothing never downloads the texts.
 */
export type SearchRequest =
  | ({ type: 'load'; id: number; tag: string } & IndexLocation)
  | ({ type: 'complete'; id: number; tag: string } & IndexLocation)
  | ({ type: 'search'; id: number; tags: string[]; q: string; limit: number; related?: string; section?: string; whole?: boolean } & IndexLocation)

/** Worker -> page, matched to the request by id. */
export type SearchResponse =
  | { type: 'loaded'; id: number }
  | { type: 'completed'; id: number }
  /** `ms`: the query's time in the worker, without messaging (npm run bench reports it). */
  | { type: 'result'; id: number; result: SearchResult; ms: number }
  | { type: 'error'; id: number; message: string }
