import { docText, type SearchDoc, type SearchIndex } from './search-engine.js'
import { planQuery, type PlannedClause } from './search-plan.js'
import { scorePages, type PageMatch } from './search-score.js'
import type { SearchHit, SearchResult } from './search-protocol.js'
import { parseQuery } from './search-query.js'
import { joinSpacedWords, tokenize } from './search-tokenize.js'

/** Score factor per leading breadcrumb entry a page shares with the related item. */
const RELATED_BOOST = 0.2

/**
 * Runs a query: parses it, scores every document with BM25 per doc type (as the original's five
 * lunr indexes do), ranks pages by their best matches, then lists per page its title (or
 * keywords) row followed by its best sections, up to `limit` hits (Infinity: every page that
 * matches). `pages` counts every matching page, listed or not. `related` is the URL of a page,
 * usually the one the reader is on: pages in the same part of the docs rank higher.
 */
export function querySearchIndex(index: SearchIndex, input: string, limit: number, related?: string): SearchResult {
  const parsed = parseQuery(input)
  if (parsed.error) return { hits: [], pages: 0, error: parsed.error }
  const typing = input.length > 0 && !/\s$/.test(input)
  const clauses = planQuery(index, parsed, typing).slice(0, 30)
  if (clauses.length === 0) return { hits: [], pages: 0 }
  const { pages, docScore } = scorePages(index, clauses)
  if (related) favourRelated(index, pages, related)
  const terms = new Set(clauses.filter((c) => c.presence !== 'prohibited').flatMap((c) => [...c.alternatives.keys()]))
  const perPage = limit <= 10 ? 2 : 3
  const hits: SearchHit[] = []
  for (const { page } of pages) {
    if (hits.length >= limit) break
    hits.push(...hitsOfPage(index, page, docScore, perPage).map((doc) => toHit(index, doc, terms, clauses)))
  }
  return { hits: markTrees(hits.slice(0, limit)), pages: pages.length }
}

/**
 * Raises the score of each page by how much of its breadcrumb it shares with the related page
 * ('ELN > Samples' shares two entries with another sample page, one with a reaction page), then
 * re-ranks. A reader in the Repository part who types 'embargo' means the Repository's embargo,
 * but a much better match elsewhere still wins. An unknown URL changes nothing.
 */
function favourRelated(index: SearchIndex, pages: PageMatch[], related: string): void {
  const url = related.replace(/(.)\/$/, '$1')
  const trail = index.breadcrumbs.get(url)
  if (!trail?.length) return
  for (const match of pages) {
    const crumbs = index.pages[match.page]!.breadcrumb
    let shared = 0
    while (shared < crumbs.length && shared < trail.length && crumbs[shared] === trail[shared]) shared++
    match.score *= 1 + RELATED_BOOST * shared
  }
  pages.sort((a, b) => b.score - a.score || a.page - b.page)
}

/**
 * The rows of one page: its title row (or keywords, or description row when the title did not
 * match), then its best-matching sections, one row per section, at most `perPage` of them.
 */
function hitsOfPage(index: SearchIndex, page: number, docScore: Float64Array, perPage: number): SearchDoc[] {
  const ids = index.pages[page]!.docs.filter((id) => docScore[id]! > 0)
  const head = ['title', 'keywords', 'description'].map((type) => ids.find((id) => index.docs[id]!.type === type)).find((id) => id !== undefined)
  const bestOfSection = new Map<number, number>()
  for (const id of ids) {
    const section = index.docs[id]!.section
    const seen = bestOfSection.get(section)
    if (section >= 0 && (seen === undefined || docScore[id]! > docScore[seen]!)) bestOfSection.set(section, id)
  }
  const sections = [...bestOfSection.values()].sort((a, b) => docScore[b]! - docScore[a]! || index.docs[a]!.section - index.docs[b]!.section)
  return [...(head === undefined ? [] : [head]), ...sections.slice(0, perPage)].map((id) => index.docs[id]!)
}

function toHit(index: SearchIndex, doc: SearchDoc, terms: Set<string>, clauses: PlannedClause[]): SearchHit {
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
