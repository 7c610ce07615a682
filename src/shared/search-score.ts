import type { SearchIndex } from './search-engine.js'
import type { PlannedClause } from './search-plan.js'

/** lunr's BM25 tuning (spec §9). */
const K1 = 1.2
const B = 0.75
/**
 * How much a match counts by where it is (DOC_TYPES order: title, heading, description,
 * keywords, content): a word in the title says more about the page than one in its text.
 */
const SLOT_WEIGHT = [8, 4, 2, 3, 1]
/** Score factor of a page that misses one of the words. */
const MISSING_WORD_FACTOR = 0.25

export interface PageMatch {
  page: number
  score: number
  /** Required words the page misses (at most one, with 2+ words). */
  tier: number
  /** Bit i set: clause i matches somewhere on the page. */
  clauses: number
}

/**
 * Pages in rank order, each document's score (0: no match) and clauses (bit i: clause i matches
 * in it), valid until the next query, and per page and clause its best-matching document.
 */
export interface Ranking {
  pages: PageMatch[]
  docScore: Float64Array
  docMask: Uint32Array
  /** Document with the best match of clause ci on page p at [p * clauses + ci] (-1: none). */
  bestDoc: Int32Array
}

/**
 * Scores documents with BM25 per doc type (as the original's five lunr indexes do: each type has
 * its own statistics) and ranks pages: the sum of each word's best match in the page, plus the
 * best document that matches several words. Typed arrays rather than maps: this runs on every
 * keystroke.
 */
export function scorePages(index: SearchIndex, clauses: PlannedClause[]): Ranking {
  const nPages = index.pages.length
  const n = clauses.length
  const { docScore, docMask, scratch, matchedDocs } = clearBuffers(index)
  const best = new Float64Array(nPages * n)
  // Which document holds each page's best match of each word: a hit's link marks the words the
  // page has, also those found outside the row shown (search-rank.ts).
  const bestDoc = new Int32Array(nPages * n).fill(-1)
  const excluded = new Uint8Array(nPages)
  clauses.forEach((clause, ci) => {
    for (const d of scoreClause(index, clause, scratch)) {
      const doc = index.docs[d]!
      const score = scratch[d]! * SLOT_WEIGHT[doc.slot]! * clause.boost
      scratch[d] = 0
      if (clause.presence === 'prohibited') {
        excluded[doc.page] = 1
        continue
      }
      if (docMask[d] === 0) matchedDocs.push(d)
      docScore[d]! += score
      docMask[d]! |= 1 << ci
      if (score > best[doc.page * n + ci]!) {
        best[doc.page * n + ci] = score
        bestDoc[doc.page * n + ci] = d
      }
    }
  })
  // A title, heading or section that matches several words counts again: the words together
  // are more likely what was meant than each on its own somewhere in the page.
  const together = new Float64Array(nPages)
  const pages = new Set<number>()
  for (const d of matchedDocs) {
    const page = index.docs[d]!.page
    pages.add(page)
    const mask = docMask[d]!
    if ((mask & (mask - 1)) !== 0) together[page] = Math.max(together[page]!, docScore[d]!)
  }
  const required = clauses.flatMap((c, ci) => (c.presence === 'required' ? [ci] : []))
  // Like the original's drop-one queries (which start at 3 words): with 2+ words, a page missing
  // one still comes, at a quarter of its score, so only a strong match ('embargo' in the title
  // for 'embargo period') outranks pages that have every word.
  const tolerated = !clauses.some((c) => c.presence === 'prohibited') && required.length >= 2 ? 1 : 0
  const ranked: PageMatch[] = []
  for (const page of pages) {
    if (excluded[page]) continue
    const tier = required.filter((ci) => best[page * n + ci] === 0).length
    if (tier > tolerated) continue
    let sum = together[page]!
    let matched = 0
    for (let ci = 0; ci < n; ci++) {
      sum += best[page * n + ci]!
      if (best[page * n + ci]! > 0) matched |= 1 << ci
    }
    ranked.push({ page, score: sum * (tier ? MISSING_WORD_FACTOR : 1), tier, clauses: matched })
  }
  ranked.sort((a, b) => b.score - a.score || a.page - b.page)
  return { pages: ranked, docScore, docMask, bestDoc }
}

/**
 * Per-document arrays, kept with the index and cleared where the last query wrote: allocating
 * and zeroing them on every keystroke cost more than the scoring itself.
 */
function clearBuffers(index: SearchIndex): NonNullable<SearchIndex['buffers']> {
  const n = index.docs.length
  let buffers = index.buffers
  if (!buffers || buffers.docScore.length !== n) {
    buffers = { docScore: new Float64Array(n), docMask: new Uint32Array(n), scratch: new Float64Array(n), matchedDocs: [] }
    index.buffers = buffers
  }
  for (const d of buffers.matchedDocs) {
    buffers.docScore[d] = 0
    buffers.docMask[d] = 0
  }
  buffers.matchedDocs.length = 0
  return buffers
}

/**
 * BM25 score of each document for one clause, the best of its alternative terms, written into
 * `scores` (which the caller zeroes again); returns the documents scored.
 */
function scoreClause(index: SearchIndex, clause: PlannedClause, scores: Float64Array): number[] {
  const scored: number[] = []
  const df = [0, 0, 0, 0, 0]
  for (const [term, weight] of clause.alternatives) {
    const posting = index.postings.get(term)!
    df.fill(0)
    for (let i = 0; i < posting.length; i += 2) df[index.docs[posting[i]!]!.slot]!++
    for (let i = 0; i < posting.length; i += 2) {
      const d = posting[i]!
      const doc = index.docs[d]!
      if (!(clause.slots & (1 << doc.slot))) continue
      const docs = index.docCount[doc.slot]!
      const idf = Math.log(1 + Math.abs((docs - df[doc.slot]! + 0.5) / (df[doc.slot]! + 0.5)))
      const tf = posting[i + 1]!
      const score = (weight * idf * (K1 + 1) * tf) / (K1 * (1 - B + (B * doc.length) / index.avgLength[doc.slot]!) + tf)
      if (scores[d] === 0) scored.push(d)
      if (score > scores[d]!) scores[d] = score
    }
  }
  return scored
}
