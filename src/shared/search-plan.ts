import { DOC_TYPES, type SearchIndex } from './search-engine.js'
import type { ParsedQuery, Presence, QueryClause } from './search-query.js'
import { tokenize } from './search-tokenize.js'

/** A query word resolved against the index: the index terms it may match, each with a weight. */
export interface PlannedClause {
  /** The normalised word as typed (for highlighting). */
  word: string
  /** index term -> weight in (0, 1]: 1 for the word itself, less for completions and typos. */
  alternatives: Map<string, number>
  /** Bit mask of DOC_TYPES slots the clause may match. */
  slots: number
  presence: Presence
  boost: number
}

/**
 * Completions considered for a prefix, the most frequent words first: a letter or two says little
 * about the word meant, and each completion costs a posting list on every keystroke.
 */
const maxCompletions = (prefix: string) => (prefix.length === 1 ? 10 : prefix.length === 2 ? 20 : 40)
/** Typo tolerance applies to words of this many characters or more. */
const MIN_FUZZY_LENGTH = 5
const ALL_SLOTS = (1 << DOC_TYPES.length) - 1

/**
 * Resolves parsed clauses to index terms. Without + or - in the query every word is required
 * (typed words narrow the results, as in the original); with them, lunr's rules apply and plain
 * words are optional. The word being typed (the last, with no space after it) also matches as a
 * prefix. A word of 5+ characters that is not in the index matches words one edit away.
 */
export function planQuery(index: SearchIndex, query: ParsedQuery, typing: boolean): PlannedClause[] {
  const explicit = query.clauses.some((c) => c.presence)
  const planned: PlannedClause[] = []
  query.clauses.forEach((clause, ci) => {
    const words = tokenize(clause.term)
    const plain = words.filter((t) => t.kind === 'word')
    plain.forEach((word, wi) => {
      const last = wi === plain.length - 1
      const isPrefix = last && (clause.prefix || (typing && ci === query.clauses.length - 1 && clause.editDistance === undefined))
      const term = index.termOf(word.text)
      if (term === undefined && !isPrefix) return // a stop word: not indexed
      const alternatives = new Map<string, number>()
      // A word the site never uses that only shares a stem ('samle' -> 'saml') is likely a typo.
      const known = index.wordInfo.has(word.text)
      if (term !== undefined && index.postings.has(term)) alternatives.set(term, known ? 1 : 0.6)
      // 'LC-MS' also matches the joined form, as written 'LCMS' or 'LC/MS'.
      const joined = words.find((t) => t.kind === 'joined' && t.start <= word.start && word.end <= t.end)
      addTerm(index, alternatives, joined?.text, 1)
      const completions = isPrefix ? addCompletions(index, alternatives, word.text) : 0
      const typo = !known && completions === 0 && word.text.length >= MIN_FUZZY_LENGTH
      // parseQuery rejects ~N above MAX_EDIT_DISTANCE.
      const distance = clause.editDistance ?? (typo ? 1 : 0)
      if (distance > 0) addNearWords(index, alternatives, word.text, distance)
      planned.push({ word: word.text, alternatives, slots: slotsOf(clause), presence: presenceOf(clause, explicit, term === undefined), boost: clause.boost })
    })
  })
  joinAdjacentWords(index, planned)
  return planned
}

function presenceOf(clause: QueryClause, explicit: boolean, isStopWord: boolean): Presence {
  if (clause.presence) return clause.presence
  return explicit || isStopWord ? 'optional' : 'required'
}

function slotsOf(clause: QueryClause): number {
  return clause.field ? 1 << DOC_TYPES.indexOf(clause.field) : ALL_SLOTS
}

function addTerm(index: SearchIndex, alternatives: Map<string, number>, text: string | undefined, weight: number): void {
  const term = text === undefined ? undefined : index.termOf(text)
  if (term === undefined || !index.postings.has(term)) return
  alternatives.set(term, Math.max(weight, alternatives.get(term) ?? 0))
}

/**
 * Words starting with the prefix (other than the prefix itself); a completion weighs more the
 * more of it was typed. Returns how many there were.
 */
function addCompletions(index: SearchIndex, alternatives: Map<string, number>, prefix: string): number {
  const { words, wordCounts } = index
  let lo = 0
  let hi = words.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (words[mid]! < prefix) lo = mid + 1
    else hi = mid
  }
  const found: number[] = []
  for (let i = lo; i < words.length && words[i]!.startsWith(prefix); i++) if (words[i] !== prefix) found.push(i)
  found.sort((a, b) => wordCounts[b]! - wordCounts[a]!)
  for (const i of found.slice(0, maxCompletions(prefix))) addTerm(index, alternatives, words[i]!, 0.5 + (0.5 * prefix.length) / words[i]!.length)
  return found.length
}

/** Words within the edit distance (insert, delete, substitute, swap two neighbours). */
function addNearWords(index: SearchIndex, alternatives: Map<string, number>, word: string, distance: number): void {
  for (const candidate of index.words) {
    if (Math.abs(candidate.length - word.length) > distance || candidate === word) continue
    // One edit, the usual case, is checked without the table (this scans every word of the site).
    const d = distance === 1 ? (isOneEditAway(word, candidate) ? 1 : 2) : editDistance(word, candidate, distance)
    if (d <= distance) addTerm(index, alternatives, candidate, 0.5 / d)
  }
}

/** True when b is a, with one character inserted, deleted or replaced, or two neighbours swapped. */
export function isOneEditAway(a: string, b: string): boolean {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return i < a.length
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps), giving up early: returns
 * max + 1 as soon as the distance must exceed max.
 */
export function editDistance(a: string, b: string, max: number): number {
  let prevPrev: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1)
      row.push(d)
      rowMin = Math.min(rowMin, d)
    }
    if (rowMin > max) return max + 1
    prevPrev = prev
    prev = row
  }
  return prev[b.length]!
}

/** 'well plate' also matches 'wellplate' when the index has it: both words accept the joined term. */
function joinAdjacentWords(index: SearchIndex, planned: PlannedClause[]): void {
  for (let i = 1; i < planned.length; i++) {
    const a = planned[i - 1]!
    const b = planned[i]!
    if (a.presence === 'prohibited' || b.presence === 'prohibited') continue
    addTerm(index, a.alternatives, a.word + b.word, 1)
    addTerm(index, b.alternatives, a.word + b.word, 1)
  }
}
