import { docText, type SearchIndex } from './search-engine.js'
import { isInScope } from './search-format.js'
import { planQuery, type PlannedClause } from './search-plan.js'
import { scorePages, type PageMatch, type Ranking } from './search-score.js'
import type { SearchHit, SearchResult } from './search-protocol.js'
import { parseQuery } from './search-query.js'
import { joinSpacedWords, tokenize } from './search-tokenize.js'
import { isOnlyStopWords, matchTitlesByText } from './search-title-match.js'

/**
 * How much being near the reader raises a page's score: this much for being in the reader's
 * section (search context), and this much per leading breadcrumb entry shared with the page being
 * read. Added up (a quarter for a page of the same section and category, up to about a half deep
 * in one), they put a nearby page before another section's page that matches about as well,
 * never before a clearly better match: every page can be found from every page.
 */
const SECTION_BOOST = 0.15
const RELATED_BOOST = 0.1

/** Where the reader stands, which ranks nearby pages higher (both optional). */
export interface ReaderPlace {
  /** URL (with base) of the page being read: pages sharing its breadcrumb rank higher. */
  related?: string
  /** URL path prefix (with base) of the reader's search context, e.g. '/docs/eln'. */
  section?: string
}

/**
 * Runs a query: parses it, scores every document with BM25 per doc type (as the original's five
 * lunr indexes do), ranks pages by their best matches, then lists per page its title (or
 * keywords) row followed by its best sections, up to `limit` hits (Infinity: every page that
 * matches). `pages` counts every matching page, listed or not. `reader` says where the query is
 * asked from: pages in the same section and part of the docs rank higher.
 */
export function querySearchIndex(index: SearchIndex, input: string, limit: number, reader: ReaderPlace = {}): SearchResult {
  const parsed = parseQuery(input)
  if (parsed.error) return { hits: [], pages: 0, error: parsed.error }
  const typing = input.length > 0 && !/\s$/.test(input)
  const clauses = planQuery(index, parsed, typing).slice(0, 30)
  const result = clauses.length === 0 ? { hits: [], pages: 0 } : rankPages(index, clauses, limit, reader)
  const plain = parsed.clauses.every((c) => !c.field && !c.presence)
  if (!plain || (result.pages > 0 && !isOnlyStopWords(input))) return result
  return withTitleMatches(index, result, matchTitlesByText(index, input, typing), limit)
}

/**
 * Puts the pages whose title begins with the query first (see matchTitlesByText), each as its
 * title row, and counts those the index did not find.
 */
function withTitleMatches(index: SearchIndex, result: SearchResult, titles: ReturnType<typeof matchTitlesByText>, limit: number): SearchResult {
  if (titles.length === 0) return result
  const rows = titles.map(({ page, ranges }): SearchHit => {
    const { url, title, breadcrumb } = index.pages[page]!
    const terms = [...new Set(ranges.map(([start, end]) => title.slice(start, end).toLowerCase()))]
    return { type: 'title', t: title, u: url, h: '', s: '', b: breadcrumb, p: title, m: ranges, terms }
  })
  const urls = new Set(rows.map((r) => r.u))
  const known = new Set(result.hits.map((h) => h.u))
  const hits = [...rows, ...result.hits.filter((h) => !urls.has(h.u))].slice(0, limit)
  return { ...result, hits: markTrees(hits), pages: result.pages + rows.filter((r) => !known.has(r.u)).length }
}

/** Scores the pages for planned clauses and lists their best rows, up to `limit`. */
function rankPages(index: SearchIndex, clauses: PlannedClause[], limit: number, reader: ReaderPlace): SearchResult {
  const ranking = scorePages(index, clauses)
  const { pages, docScore } = ranking
  favourReader(index, pages, reader)
  const terms = new Set(clauses.filter((c) => c.presence !== 'prohibited').flatMap((c) => [...c.alternatives.keys()]))
  const perPage = limit <= 10 ? 2 : 3
  const hits: SearchHit[] = []
  const wordsOnPage = createWordsOnPage(index, ranking, clauses)
  for (const match of pages) {
    if (hits.length >= limit) break
    for (const id of hitsOfPage(index, match.page, docScore, perPage)) {
      const hit = toHit(index, id, terms, clauses)
      // The link marks every word of the query the page has, not only those of this row.
      const elsewhere = match.clauses & ~ranking.docMask[id]!
      if (elsewhere) hit.terms = [...new Set([...hit.terms, ...wordsOnPage(match, elsewhere)])]
      hits.push(hit)
    }
  }
  return { hits: markTrees(hits.slice(0, limit)), pages: pages.length }
}

/**
 * Raises the score of each page in the reader's section, and by how much of its breadcrumb it
 * shares with the related page ('ELN > Samples' shares two entries with another sample page, one
 * with a reaction page), then re-ranks. A reader in the Repository part who types 'embargo'
 * means the Repository's embargo, but a much better match elsewhere still wins. An unknown URL
 * changes nothing.
 */
function favourReader(index: SearchIndex, pages: PageMatch[], { related, section }: ReaderPlace): void {
  const trail = (related && index.breadcrumbs.get(related.replace(/(.)\/$/, '$1'))) || []
  if (trail.length === 0 && !section) return
  for (const match of pages) {
    const page = index.pages[match.page]!
    const crumbs = page.breadcrumb
    let shared = 0
    while (shared < crumbs.length && shared < trail.length && crumbs[shared] === trail[shared]) shared++
    match.score *= 1 + (section && isInScope(page.url, section) ? SECTION_BOOST : 0) + RELATED_BOOST * shared
  }
  pages.sort((a, b) => b.score - a.score || a.page - b.page)
}

/**
 * The words to mark for clauses (a bit mask) that a page matches outside the row shown: each as
 * written where the page matches it best. Remembered per page and clause for the query.
 */
function createWordsOnPage(index: SearchIndex, { bestDoc }: Ranking, clauses: PlannedClause[]) {
  const found = new Map<number, string[]>()
  return (match: PageMatch, mask: number): string[] => {
    const words: string[] = []
    clauses.forEach((clause, ci) => {
      if (!(mask & (1 << ci))) return
      const key = match.page * clauses.length + ci
      let forClause = found.get(key)
      if (!forClause) {
        const doc = index.docs[bestDoc[key]!]!
        const text = docText(index, doc)
        forClause = highlightTerms(text, matchRanges(index, text, new Set(clause.alternatives.keys()), doc.start), [clause])
        found.set(key, forClause)
      }
      words.push(...forClause)
    })
    return words
  }
}

/**
 * The rows of one page (document ids): its title row (or keywords, or description row when the
 * title did not match), then its best-matching sections, one row per section, at most `perPage`.
 */
function hitsOfPage(index: SearchIndex, page: number, docScore: Float64Array, perPage: number): number[] {
  const ids = index.pages[page]!.docs.filter((id) => docScore[id]! > 0)
  const head = ['title', 'keywords', 'description'].map((type) => ids.find((id) => index.docs[id]!.type === type)).find((id) => id !== undefined)
  const bestOfSection = new Map<number, number>()
  for (const id of ids) {
    const section = index.docs[id]!.section
    const seen = bestOfSection.get(section)
    if (section >= 0 && (seen === undefined || docScore[id]! > docScore[seen]!)) bestOfSection.set(section, id)
  }
  const sections = [...bestOfSection.values()].sort((a, b) => docScore[b]! - docScore[a]! || index.docs[a]!.section - index.docs[b]!.section)
  return [...(head === undefined ? [] : [head]), ...sections.slice(0, perPage)]
}

function toHit(index: SearchIndex, id: number, terms: Set<string>, clauses: PlannedClause[]): SearchHit {
  const doc = index.docs[id]!
  const page = index.pages[doc.page]!
  const section = doc.section >= 0 ? page.sections[doc.section]! : undefined
  const t = docText(index, doc)
  const m = matchRanges(index, t, terms, doc.start)
  const s = doc.type === 'title' ? '' : doc.type === 'content' ? section?.heading || page.title : page.title
  return { type: doc.type, t, u: page.url, h: section?.hash ?? '', s, b: page.breadcrumb, p: page.title, m, terms: highlightTerms(t, m, clauses) }
}

/** Where the matched terms stand in a text: whole words, camel-case parts or compounds. */
export function matchRanges(index: SearchIndex, text: string, terms: Set<string>, key?: number): [number, number][] {
  // The same documents come back keystroke after keystroke: keep their tokens for a while.
  let tokens = key === undefined ? undefined : index.tokens.get(key)
  if (!tokens) {
    const words = tokenize(text)
    tokens = [...words, ...joinSpacedWords(text, words, (w) => index.wordInfo.has(w))].map((t) => ({ start: t.start, end: t.end, term: index.termOf(t.text) }))
    if (index.tokens.size >= 500) index.tokens.clear()
    if (key !== undefined) index.tokens.set(key, tokens)
  }
  const ranges: [number, number][] = []
  for (const token of tokens) if (token.term !== undefined && terms.has(token.term)) ranges.push([token.start, token.end])
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const merged: [number, number][] = []
  for (const r of ranges) if (!merged.length || r[0] >= merged[merged.length - 1]![1]) merged.push(r)
  return merged
}

/**
 * The words to mark for a hit: the typed word when the match starts with it and it is at least
 * half of it ('sampl' marks 'sample' and 'samples' alike), otherwise the matched text itself (a
 * typo, a stem match, a compound such as 'UV/Vis', or 'wellplate' for 'well plate').
 */
function highlightTerms(text: string, ranges: [number, number][], clauses: PlannedClause[]): string[] {
  const out = new Set<string>()
  for (const [start, end] of ranges) {
    const matched = text.slice(start, end).toLowerCase()
    const typed = clauses.find((c) => matched.startsWith(c.word) && c.word.length * 2 >= matched.length)
    out.add(typed ? typed.word : matched)
  }
  return [...out]
}

/** Sets the tree connectors of rows that hang under their page's title or keywords row. */
function markTrees(hits: SearchHit[]): SearchHit[] {
  let head: SearchHit | undefined
  hits.forEach((hit, i) => {
    if (hit.type === 'title' || hit.type === 'keywords' || hit.type === 'description') {
      head = hit.type === 'description' ? undefined : hit
      return
    }
    if (!head || head.u !== hit.u) return
    hit.tree = hits[i + 1]?.u === hit.u && hits[i + 1]!.type !== 'title' ? 'inter' : 'last'
  })
  return hits
}
