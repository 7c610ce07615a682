import { mapToBytes, type IndexData } from './search-codec.js'
import { camelParts, createTermMapper, hasCamelCase, normalizeText } from './search-tokenize.js'

// Kinds of piece: the end of a string, a word, a compound joiner ('-', '/', ')'...), any other separator.
export const END = 0
export const WORD = 1
export const JOINER = 2
export const SEPARATOR = 3

/** Not analysed yet (mainTerm) / a stop word (mainTerm). */
const UNSEEN = -2
const NONE = -1

/** What a normalised word maps to, for prefix and typo lookups. */
export interface WordInfo {
  term: string
  /** How often it occurs in the index. */
  count: number
}

/**
 * The words of an index file as term ids, analysed on first use: each piece's own term and its
 * camel-case parts, the joined terms of compounds ('GC/MS' -> 'gcms') and of two words written
 * with a space when the joined word exists (data.joins: 'well plate' -> 'wellplate'). Also collects the
 * postings, one document at a time, with flat loops over typed arrays: this runs in the worker
 * when it loads, for ~150k word occurrences.
 */
export function createLexicon(data: Pick<IndexData, 'pieces' | 'isWord' | 'joins' | 'termOfPiece'>) {
  const { pieces } = data
  const termOf = createTermMapper()
  const termIds = new Map<string, number>()
  const termList: string[] = []
  const postings: number[][] = []
  let tf: Uint32Array = new Uint32Array(4 * pieces.length + 1024)
  const touched: number[] = []
  // A separator of one or two characters without a space joins a compound (see tokenize).
  const kind = mapToBytes(pieces, (p, i) => (i === 0 ? END : data.isWord[i] ? WORD : p.length <= 2 && !/\s/.test(p) ? JOINER : SEPARATOR))
  const mainTerm = new Int32Array(pieces.length).fill(UNSEEN)
  const partTerms: (number[] | undefined)[] = []
  const pieceCount = new Uint32Array(pieces.length)
  const compounds = new Map<string, { term: number; text: string; count: number }>()

  const idOf = (text: string): number => idOfTerm(termOf(text))
  const idOfTerm = (term: string | undefined): number => {
    if (term === undefined) return NONE
    let id = termIds.get(term)
    if (id === undefined) {
      termIds.set(term, (id = termList.push(term) - 1))
      postings.push([])
      if (id >= tf.length) tf = grow(tf)
    }
    return id
  }
  // Spaced pairs that also count joined (data.joins): by first word, then 'first second'.
  const joinFirst = new Set(data.joins.map((j) => j.slice(0, j.indexOf(' '))))
  const joins = new Set(data.joins)
  const norm: string[] = []

  return {
    kind,
    termOf,
    /** Counts one occurrence of the word piece p in the current document; returns 1 if it is an indexed word. */
    countPiece(p: number): number {
      if (mainTerm[p] === UNSEEN) {
        norm[p] = normalizeText(pieces[p]!)
        mainTerm[p] = idOfTerm(data.termOfPiece(p, norm[p]!))
        if (hasCamelCase(pieces[p]!)) partTerms[p] = camelParts(pieces[p]!).map((part) => idOf(normalizeText(part.text))).filter((t) => t >= 0)
      }
      pieceCount[p]!++
      const parts = partTerms[p]
      if (parts) for (const t of parts) this.count(t)
      const t = mainTerm[p]!
      if (t < 0) return 0
      this.count(t)
      return 1
    },
    /** Counts the joined form of a compound given as its word pieces ('UV', 'Vis'). */
    countCompound(ids: number[]): void {
      const key = ids.join(',')
      let compound = compounds.get(key)
      if (!compound) {
        const text = normalizeText(ids.map((p) => pieces[p]).join(''))
        compounds.set(key, (compound = { term: idOf(text), text, count: 0 }))
      }
      compound.count++
      if (compound.term >= 0) this.count(compound.term)
    },
    /** Counts the joined form of two words written with a space, when that form is a word. */
    countSpaced(a: number, b: number): void {
      if (!joinFirst.has(norm[a]!) || !joins.has(`${norm[a]} ${norm[b]}`)) return
      const t = idOf(norm[a]! + norm[b]!)
      if (t >= 0) this.count(t)
    },
    count(t: number): void {
      if (tf[t]!++ === 0) touched.push(t)
    },
    /** Ends the current document: its term frequencies go to the postings. */
    flush(doc: number): void {
      for (const t of touched) {
        postings[t]!.push(doc, tf[t]!)
        tf[t] = 0
      }
      touched.length = 0
    },
    postings: (): Map<string, number[]> => new Map(termList.map((term, id) => [term, postings[id]!])),
    /** Every indexed word (words, camel-case parts, compounds) with its term and count. */
    words(): Map<string, WordInfo> {
      const words = new Map<string, WordInfo>()
      const add = (text: string, term: string | undefined, count: number) => {
        if (term === undefined || count === 0) return
        const known = words.get(text)
        if (known) known.count += count
        else words.set(text, { term, count })
      }
      pieceCount.forEach((count, p) => {
        if (count === 0) return
        add(norm[p]!, termList[mainTerm[p]!], count)
        if (partTerms[p]) for (const part of camelParts(pieces[p]!)) add(normalizeText(part.text), termOf(normalizeText(part.text)), count)
      })
      for (const c of compounds.values()) add(c.text, termList[c.term], c.count)
      return words
    },
  }
}

export type Lexicon = ReturnType<typeof createLexicon>

/** A zero-filled array twice as long, with a's values at the start. */
function grow(a: Uint32Array): Uint32Array {
  const b = new Uint32Array(a.length * 2)
  b.set(a)
  return b
}
