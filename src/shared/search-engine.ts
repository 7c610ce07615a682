import { decodeBodies, decodeString, type IndexData } from './search-codec.js'
import { impliedHash, isInScope } from './search-format.js'
import { createLexicon, END, JOINER, WORD, type Lexicon, type WordInfo } from './search-lexicon.js'

export type { WordInfo }

/** The five kinds of search document, in lunr-plugin slot order (behaviour A4). */
export const DOC_TYPES = ['title', 'heading', 'description', 'keywords', 'content'] as const
export type DocType = (typeof DOC_TYPES)[number]

/** One search document: a page's title, description or keywords, or a section's heading or text. */
export interface SearchDoc {
  type: DocType
  /** Index of type in DOC_TYPES. */
  slot: number
  page: number
  /** Section number within the page, or -1 for page-level documents. */
  section: number
  /** Where its text starts in the piece stream. */
  start: number
  /** Indexed words (the BM25 field length). */
  length: number
}

export interface IndexedPage {
  url: string
  title: string
  breadcrumb: string[]
  sections: { heading: string; hash: string }[]
  /** Ids of the page's documents, in order. */
  docs: number[]
}

/** The in-memory index the worker queries. */
export interface SearchIndex {
  data: IndexData
  docs: SearchDoc[]
  pages: IndexedPage[]
  /** term -> flat [doc, termFrequency, doc, termFrequency, ...], docs ascending. */
  postings: Map<string, number[]>
  /** Documents and average length per doc type (DOC_TYPES order). */
  docCount: number[]
  avgLength: number[]
  /** All normalised words, sorted (binary search for prefixes). */
  words: string[]
  wordInfo: Map<string, WordInfo>
  termOf: (text: string) => string | undefined
  /** False while only titles, descriptions, keywords and headings are indexed. */
  complete: boolean
  /** Token positions and terms of recently shown documents, by stream offset (for match ranges). */
  tokens: Map<number, { start: number; end: number; term: string | undefined }[]>
  /** Scoring arrays reused from query to query (search-score.ts). */
  buffers?: { docScore: Float64Array; docMask: Uint32Array; scratch: Float64Array; matchedDocs: number[] }
  /** How often each of `words` occurs (same order). */
  wordCounts: Uint32Array
  /** Breadcrumb of every page of the file, in or out of scope, by URL (for a query's related item). */
  breadcrumbs: Map<string, string[]>
}

/**
 * Builds the whole index of the pages within the search contexts `tags` (URL path prefixes with
 * base; none for the whole site) at once.
 */
export function createSearchIndex(data: IndexData, tags: readonly string[] = []): SearchIndex {
  const building = startSearchIndex(data, tags)
  building.finish()
  return building.index
}

/** An index being built: titles and headings first, the section texts after. */
export interface BuildingIndex {
  index: SearchIndex
  /** Adds the section texts, all at once. */
  finish(): void
  /**
   * Adds the section texts page by page until `shouldYield` returns true; true once all are in.
   * Until then queries see the titles and headings alone: the whole site's texts take the worker
   * a tenth of a second and more, which a keystroke must not wait for.
   */
  finishSome(shouldYield: () => boolean): boolean
}

/**
 * Starts the index of the pages within any of the contexts `tags` ([] for all pages) with their short documents (titles, descriptions,
 * keywords, headings): they are a tenth of the text, index in a fraction of the time and already
 * answer most queries well. `finish` decodes and adds the section texts. The worker runs this on
 * every load, so indexing is one flat pass over piece ids (see search-lexicon.ts).
 */
export function startSearchIndex(data: IndexData, tags: readonly string[]): BuildingIndex {
  const lexicon = createLexicon(data)
  const index: SearchIndex = { data, docs: [], pages: [], postings: new Map(), docCount: [], avgLength: [], words: [], wordInfo: new Map(), termOf: lexicon.termOf, complete: false, tokens: new Map(), wordCounts: new Uint32Array(0), breadcrumbs: new Map(data.pages.map((p) => [p.url, p.breadcrumb])) }
  // Statistics (document counts, average lengths) are those of the tagged pages alone, as with
  // the original's one lunr index per search context.
  const inScope = tags.length === 0 ? data.pages : data.pages.filter((p) => tags.some((tag) => isInScope(p.url, tag)))
  const add = (page: number, type: DocType, start: number, section = -1) => {
    if (data.stream[start] === 0) return
    index.pages[page]!.docs.push(index.docs.length)
    index.docs.push({ type, slot: DOC_TYPES.indexOf(type), page, section, start, length: 0 })
  }
  inScope.forEach((head, page) => {
    const title = decodeString(data, head.start)
    index.pages.push({ url: head.url, title, breadcrumb: head.breadcrumb, sections: [], docs: [] })
    let at = head.start
    const next = () => {
      const start = at
      while (data.stream[at] !== 0) at++
      at++
      return start
    }
    for (const type of ['title', 'description', 'keywords'] as const) add(page, type, next())
    for (let i = 0; i < head.sections; i++) {
      const start = next()
      const heading = decodeString(data, start)
      index.pages[page]!.sections.push({ heading, hash: head.hashes[i] ?? impliedHash(heading) })
      if (heading !== title) add(page, 'heading', start, i)
    }
  })
  countDocs(index, lexicon, 0)
  // A copy of the postings: those of the lexicon grow while the texts are added.
  refreshStatistics(index, lexicon, true)
  let nextPage = -1 // -1: the section texts are not decoded yet
  const finishSome = (shouldYield: () => boolean): boolean => {
    if (index.complete) return true
    if (nextPage < 0) {
      decodeBodies(data)
      nextPage = 0
    }
    while (nextPage < inScope.length) {
      const from = index.docs.length
      const page = nextPage++
      inScope[page]!.bodies.forEach((start, i) => add(page, 'content', start, i))
      countDocs(index, lexicon, from)
      if (nextPage < inScope.length && shouldYield()) return false
    }
    refreshStatistics(index, lexicon, false)
    index.complete = true
    return true
  }
  return { index, finish: () => void finishSome(() => false), finishSome }
}

/** Counts the words of the documents from `from` on into the lexicon's postings. */
function countDocs(index: SearchIndex, lexicon: Lexicon, from: number): void {
  const { stream } = index.data
  const { kind } = lexicon
  for (let id = from; id < index.docs.length; id++) {
    const doc = index.docs[id]!
    for (let i = doc.start; stream[i] !== END; i++) {
      const p = stream[i]!
      if (kind[p] !== WORD) continue
      doc.length += lexicon.countPiece(p)
      if (i === doc.start) continue
      const before = kind[stream[i - 1]!]
      // Two word pieces in a row were written with one space between them.
      if (before === WORD) lexicon.countSpaced(stream[i - 1]!, p)
      // The last word of a compound ('Vis' in 'UV/Vis') also counts the compound's joined form.
      else if (before === JOINER && i - 2 >= doc.start && kind[stream[i - 2]!] === WORD && !(kind[stream[i + 1]!] === JOINER && kind[stream[i + 2]!] === WORD)) {
        let first = i
        while (first - 2 >= doc.start && kind[stream[first - 1]!] === JOINER && kind[stream[first - 2]!] === WORD) first -= 2
        const ids: number[] = []
        for (let j = first; j <= i; j += 2) ids.push(stream[j]!)
        lexicon.countCompound(ids)
      }
    }
    lexicon.flush(id)
  }
}

/**
 * Takes the postings, words and statistics from the lexicon; `copy` when documents will still be
 * added, so that queries meanwhile see a consistent index.
 */
function refreshStatistics(index: SearchIndex, lexicon: Lexicon, copy: boolean): void {
  const postings = lexicon.postings()
  index.postings = copy ? new Map([...postings].map(([term, list]) => [term, list.slice()])) : postings
  index.wordInfo = lexicon.words()
  index.words = [...index.wordInfo.keys()].sort()
  index.wordCounts = new Uint32Array(index.words.length)
  index.words.forEach((w, i) => (index.wordCounts[i] = index.wordInfo.get(w)!.count))
  index.docCount = DOC_TYPES.map((_, slot) => index.docs.filter((d) => d.slot === slot).length)
  index.avgLength = index.docCount.map((n, slot) => (n ? index.docs.reduce((sum, d) => sum + (d.slot === slot ? d.length : 0), 0) / n : 1))
}

/** The text of a document. */
export function docText(index: SearchIndex, doc: SearchDoc): string {
  return decodeString(index.data, doc.start)
}
