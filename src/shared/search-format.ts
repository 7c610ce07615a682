/**
 * The search index file: what the build writes and the worker reads. It carries the site's text,
 * not an inverted index: the worker indexes on load, and the text is most of what any index
 * weighs anyway (lunr's serialised index added about three times as much again). The text is
 * coded as word ids over one shared word list (search-codec.ts), which gzips a fifth smaller
 * than the plain text and lets the worker index without scanning strings. Titles and headings
 * come apart from the section texts, so the worker can answer from them first.
 */

/** A page to index: URL (with base), title, breadcrumb, description, keywords, sections. */
export type IndexedPageRow = [url: string, title: string, breadcrumb: string[], description: string, keywords: string, sections: IndexedSectionRow[]]

/**
 * A section: heading ('' for the text under the title), its text, and its hash when that is not
 * simply '#' + slug(heading) (stored only then, as nearly every heading's id is its slug).
 */
export type IndexedSectionRow = [heading: string, text: string, hash?: string]

/** The index file (JSON). Written by encodeSearchIndex, read by decodeSearchIndex. */
export interface SearchIndexFile {
  /** Format version; bump when the layout changes. */
  v: typeof SEARCH_INDEX_VERSION
  /** Words and the separators between them, one string with a line break between two; id 0 ('') ends a string. */
  pieces: string
  /** Per page: URL, breadcrumb, number of sections, hashes that differ from the heading slug. */
  pages: [url: string, breadcrumb: string[], sections: number, hashes?: Record<number, string>][]
  /** Per page: title, description, keywords and section headings, as coded piece ids (search-codec.ts). */
  heads: string
  /**
   * Per page: the text of each section, coded the same way (decoded after the heads). The build
   * writes it to a file of its own (bodiesFileOf), fetched only once a query has been answered
   * from this one (see search-protocol.ts): the first query costs titles and headings alone, not
   * the texts, four fifths of the bytes.
   */
  bodies?: string
  /**
   * Two words written with a space whose joined form is also a word of the site ('well plate',
   * as 'wellplate' occurs too): found at build time, so the worker need not search for them.
   */
  joins: string[]
  /**
   * The index term of each word piece as an edit of its lower-case form, so the worker need not
   * run the stemmer over the whole vocabulary: one character per piece, an index into stemEdits
   * ('3e': drop 3 characters, append 'e'; '-': a stop word, not indexed).
   */
  stems: string
  stemEdits: string[]
}

export const SEARCH_INDEX_VERSION = 6

/** The section texts of an index file, in a file of their own. */
export interface SearchBodiesFile {
  v: typeof SEARCH_INDEX_VERSION
  bodies: string
}

/** The file of an index file's section texts: 'assets/search-index.ab12cd34.json' -> 'assets/search-bodies.ab12cd34.json' (a URL too). */
export function bodiesFileOf(indexFile: string): string {
  const at = indexFile.lastIndexOf('/search-index.')
  if (at < 0) throw new Error(`not a search index file: ${indexFile}`)
  return `${indexFile.slice(0, at)}/search-bodies.${indexFile.slice(at + '/search-index.'.length)}`
}

/** The id a heading gets by default (github-slugger's rule, minus its duplicate counter). */
export function slugOf(heading: string): string {
  const lower = heading.toLowerCase()
  // ASCII headings (nearly all) skip the Unicode-class pattern, which is slow in a cold worker.
  const kept = /^[\x20-\x7e]*$/.test(lower) ? lower.replace(/[^a-z0-9_ -]/g, '') : lower.replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
  return kept.replace(/ /g, '-')
}

/** The default hash of a section heading: '#' + slug, or '' for the text under the title. */
export function impliedHash(heading: string): string {
  return heading ? `#${slugOf(heading)}` : ''
}

/**
 * The search context of a route (without base): the longest configured context path it lies in,
 * or '' (the root) when none. Longest, so that a page under docs/eln/devices belongs to Devices
 * rather than to ELN.
 */
export function findSearchContext(route: string, contextPaths: readonly string[]): string {
  const path = trimSlashes(route)
  let best = ''
  for (const raw of contextPaths) {
    const p = trimSlashes(raw)
    if ((path === p || path.startsWith(p + '/')) && p.length > best.length) best = p
  }
  return best
}

/** True when a URL lies in the scope (a URL path prefix; '' is the whole site). */
export function isInScope(url: string, scope: string): boolean {
  return scope === '' || url === scope || url.startsWith(scope + '/')
}

export function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '')
}
