import { impliedHash, SEARCH_INDEX_VERSION, type IndexedPageRow, type SearchBodiesFile, type SearchIndexFile } from './search-format.js'
import { createTermMapper, normalizeText } from './search-tokenize.js'

/**
 * A decoded index file: every string as piece ids in one buffer, each string ended by 0. The
 * short strings (per page: title, description, keywords, section headings) come first and are
 * decoded at once; the section texts follow once decodeBodies has run.
 */
export interface IndexData {
  /** Words and separators; 0 ('') ends a string. */
  pieces: string[]
  /** 1 for pieces made of letters and digits. */
  isWord: Uint8Array
  stream: Uint32Array
  pages: IndexDataPage[]
  /** The coded section texts, until decodeBodies reads them. */
  bodies: string | undefined
  /** True while the section texts are in a file not read yet (see attachBodies). */
  awaitingBodies: boolean
  /** Where the short strings end and the section texts start in the stream. */
  headsEnd: number
  /** Normalised word pairs ('well plate') that also count as their joined form. */
  joins: string[]
  /** The index term of a word piece, given its normalised text (undefined for a stop word). */
  termOfPiece(piece: number, text: string): string | undefined
}

export interface IndexDataPage {
  url: string
  breadcrumb: string[]
  /** Offset of the title; description and keywords follow, then the section headings. */
  start: number
  sections: number
  /** Section hashes that are not the slug of their heading, by section number. */
  hashes: Record<number, string>
  /** Offset of each section's text (after decodeBodies). */
  bodies: number[]
}

// Piece ids are written as JSON-safe ASCII (no '"' or '\'), in bijective base: zero or more
// "continuation" characters, then one "final" character. The 84 most frequent pieces take one
// character, the next 756 two. It gzips as well as a binary varint, and stays a .json file that
// every static host compresses. 84 finals to 9 continuations measured smallest on this site
// (256 KB gzip against 258 KB at 64 to 29): the text's common words and separators are far more
// frequent than the rest, so a longer code for rare words costs less than it saves.
const ALPHABET = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).filter((c) => c !== '"' && c !== '\\')
const FINALS = ALPHABET.slice(0, 84)
const CONTINUATIONS = ALPHABET.slice(84)
const PIECE = /[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu
/**
 * The word list travels as one string, its pieces between line breaks: a JSON array's quotes and
 * commas cost about 600 B of gzip on this site. The texts are whitespace-normalised before they
 * get here, so no piece holds a line break (one that did would become a space).
 */
const PIECE_SEPARATOR = '\n'
const WORD_START = /^[\p{L}\p{N}]/u

/** True for pieces made of letters and digits (the rest are separators). */
export function isWordPiece(piece: string): boolean {
  const c = piece.charCodeAt(0)
  // ASCII first: the Unicode-class pattern is slow in a cold worker, and runs for every piece.
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
  return WORD_START.test(piece)
}

/** Codes pages as an index file. A single space between two words is implied, not stored. */
export function encodeSearchIndex(rows: IndexedPageRow[]): SearchIndexFile {
  const heads = rows.flatMap(([, title, , description, keywords, sections]) => [title, description, keywords, ...sections.map(([heading]) => heading)])
  const bodies = rows.flatMap(([, , , , , sections]) => sections.map(([, text]) => text))
  // One pass over the text: each piece gets a first-seen id and a count; ids are then renumbered
  // by frequency, so the most frequent pieces get the shortest codes.
  const seenId = new Map<string, number>()
  const seen: string[] = []
  const counts: number[] = []
  const toSeenIds = (s: string): number[] => {
    const found = s.match(PIECE) ?? []
    const ids: number[] = []
    for (let i = 0; i < found.length; i++) {
      const p = found[i]!
      // The one space between two words is implied.
      if (p === ' ' && i > 0 && i + 1 < found.length && isWordPiece(found[i - 1]!) && isWordPiece(found[i + 1]!)) continue
      let id = seenId.get(p)
      if (id === undefined) {
        id = seen.push(p) - 1
        seenId.set(p, id)
        counts.push(0)
      }
      counts[id]!++
      ids.push(id)
    }
    return ids
  }
  const headSeen = heads.map(toSeenIds)
  const bodySeen = bodies.map(toSeenIds)
  const order = seen.map((_, i) => i).sort((a, b) => counts[b]! - counts[a]! || (seen[a]! < seen[b]! ? -1 : 1))
  // Piece 0 is '', the end of a string.
  const pieces = ['', ...order.map((i) => seen[i]!.replaceAll(PIECE_SEPARATOR, ' '))]
  const idOfSeen = new Uint32Array(seen.length)
  order.forEach((i, rank) => (idOfSeen[i] = rank + 1))
  const ids = (strings: number[][]) => strings.map((list) => list.map((i) => idOfSeen[i]!))
  const [headIds, bodyIds] = [ids(headSeen), ids(bodySeen)]
  const pages = rows.map(([url, , breadcrumb, , , sections]): SearchIndexFile['pages'][number] => {
    const hashes: Record<number, string> = {}
    sections.forEach(([heading, , hash], i) => {
      if (hash !== undefined && hash !== impliedHash(heading)) hashes[i] = hash
    })
    return Object.keys(hashes).length ? [url, breadcrumb, sections.length, hashes] : [url, breadcrumb, sections.length]
  })
  // Normalised once per distinct word, not once per occurrence.
  const normal = new Map(pieces.filter(isWordPiece).map((p) => [p, normalizeText(p)]))
  const codes = pieces.map((_, id) => toCode(id))
  return { v: SEARCH_INDEX_VERSION, pieces: pieces.join(PIECE_SEPARATOR), pages, heads: codeOf(headIds, codes), bodies: codeOf(bodyIds, codes), joins: findJoins([...headIds, ...bodyIds], pieces, normal), ...stemsOf(pieces, normal) }
}

/** Strings of piece ids as coded text, each string ended by piece 0. */
function codeOf(strings: number[][], codes: string[]): string {
  const parts: string[] = []
  for (const ids of strings) {
    for (const id of ids) parts.push(codes[id]!)
    parts.push(codes[0]!)
  }
  return parts.join('')
}

/** Each word piece's index term as an edit of its normalised form (see SearchIndexFile.stems). */
function stemsOf(pieces: string[], normal: Map<string, string>): { stems: string; stemEdits: string[] } {
  const termOf = createTermMapper()
  const editIds = new Map([['0', 0]])
  const stems = pieces.map((piece) => {
    const text = normal.get(piece)
    if (!piece || text === undefined) return ALPHABET[0]
    const term = termOf(text)
    let kept = 0
    while (term !== undefined && kept < term.length && term[kept] === text[kept]) kept++
    const edit = term === undefined ? '-' : `${text.length - kept}${term.slice(kept)}`
    if (!editIds.has(edit)) editIds.set(edit, editIds.size)
    return ALPHABET[editIds.get(edit)!]
  })
  if (editIds.size > ALPHABET.length) throw new Error(`too many stem edits for the search index (${editIds.size})`)
  return { stems: stems.join(''), stemEdits: [...editIds.keys()] }
}

/**
 * Neighbouring words (written with one space) whose joined form is itself a word of the site:
 * 'well plate' when 'wellplate' occurs too. Both parts have 3+ letters: shorter joins such as
 * 'in to' -> 'into' are noise. Strings are piece ids; each distinct pair is looked at once.
 */
function findJoins(strings: number[][], pieces: string[], normal: Map<string, string>): string[] {
  const words = new Set(normal.values())
  const joinable = pieces.map((p) => {
    const text = normal.get(p)
    return text !== undefined && text.length >= 3 ? text : undefined
  })
  const seen = new Set<number>()
  const joins = new Set<string>()
  for (const ids of strings) {
    for (let i = 1; i < ids.length; i++) {
      const a = joinable[ids[i - 1]!]
      const b = joinable[ids[i]!]
      if (a === undefined || b === undefined) continue
      const pair = ids[i - 1]! * pieces.length + ids[i]!
      if (seen.has(pair)) continue
      seen.add(pair)
      if (words.has(a + b)) joins.add(`${a} ${b}`)
    }
  }
  return [...joins].sort()
}

/**
 * Reads an index file's pages and short strings; the section texts wait for decodeBodies. A file
 * without them (as the build writes it) waits for attachBodies first.
 */
export function decodeSearchIndex(file: SearchIndexFile): IndexData {
  checkVersion(file.v)
  // Two spare ends after the last string let readers look two pieces ahead without a bounds check.
  const stream = new Uint32Array(file.heads.length + (file.bodies?.length ?? 0) + 2)
  const headsEnd = decodeInto(file.heads, stream, 0)
  const pieces = file.pieces.split(PIECE_SEPARATOR)
  const isWord = mapToBytes(pieces, (p) => (isWordPiece(p) ? 1 : 0))
  const edits = file.stemEdits.map((edit) => (edit === '-' ? undefined : { drop: parseInt(edit, 10), add: edit.replace(/^\d+/, '') }))
  const termOfPiece = (piece: number, text: string) => {
    const edit = edits[ALPHABET_INDEX[file.stems.charCodeAt(piece)] ?? 0]
    return edit && text.slice(0, text.length - edit.drop) + edit.add
  }
  const data: IndexData = { pieces, isWord, stream, pages: [], bodies: file.bodies, awaitingBodies: file.bodies === undefined, headsEnd, joins: file.joins, termOfPiece }
  let at = 0
  const next = () => {
    while (stream[at] !== 0) at++
    at++
  }
  for (const [url, breadcrumb, sections, hashes = {}] of file.pages) {
    data.pages.push({ url, breadcrumb, start: at, sections, hashes, bodies: [] })
    for (let i = 0; i < 3 + sections; i++) next()
  }
  return data
}

function checkVersion(v: unknown): void {
  if (v !== SEARCH_INDEX_VERSION) throw new Error(`search index format ${String(v)} is not supported (expected ${SEARCH_INDEX_VERSION})`)
}

/** Gives an index read without its section texts the file that holds them (once). */
export function attachBodies(data: IndexData, file: SearchBodiesFile): void {
  checkVersion(file.v)
  if (!data.awaitingBodies) throw new Error('search index already has its section texts')
  const stream = new Uint32Array(data.headsEnd + file.bodies.length + 2)
  stream.set(data.stream.subarray(0, data.headsEnd))
  data.stream = stream
  data.bodies = file.bodies
  data.awaitingBodies = false
}

/** Decodes the section texts (once); their offsets land in each page's `bodies`. */
export function decodeBodies(data: IndexData): void {
  if (data.awaitingBodies) throw new Error('search index section texts are not attached yet')
  if (data.bodies === undefined) return
  const end = decodeInto(data.bodies, data.stream, data.headsEnd)
  data.bodies = undefined
  let at = data.headsEnd
  for (const page of data.pages) {
    for (let i = 0; i < page.sections; i++) {
      page.bodies.push(at)
      while (data.stream[at] !== 0) at++
      at++
    }
  }
  if (at !== end) throw new Error('search index sections do not match its pages')
}

/** The string starting at a stream offset, spaces between words restored. */
export function decodeString(data: Pick<IndexData, 'pieces' | 'stream' | 'isWord'>, start: number): string {
  let out = ''
  let prevWord = false
  for (let i = start; data.stream[i] !== 0 && i < data.stream.length; i++) {
    const id = data.stream[i]!
    const word = data.isWord[id] === 1
    if (word && prevWord) out += ' '
    out += data.pieces[id]
    prevWord = word
  }
  return out
}

const ALPHABET_INDEX = (() => {
  const index = new Int8Array(128).fill(-1)
  ALPHABET.forEach((c, i) => (index[c.charCodeAt(0)] = i))
  return index
})()

const DIGIT = (() => {
  const digit = new Int8Array(128).fill(-1)
  FINALS.forEach((c, i) => (digit[c.charCodeAt(0)] = i))
  CONTINUATIONS.forEach((c, i) => (digit[c.charCodeAt(0)] = FINALS.length + i))
  return digit
})()

/** Decodes coded text into the stream from `at`; returns where it ended. */
function decodeInto(text: string, stream: Uint32Array, at: number): number {
  let high = 0
  for (let i = 0; i < text.length; i++) {
    const d = DIGIT[text.charCodeAt(i)] ?? -1
    if (d < 0) throw new Error('search index text is corrupt')
    if (d >= FINALS.length) high = high * CONTINUATIONS.length + (d - FINALS.length + 1)
    else {
      stream[at++] = high * FINALS.length + d
      high = 0
    }
  }
  return at
}

/** A typed array of f over an array; a plain loop, as Uint8Array.from(array, f) is slow in V8. */
export function mapToBytes<T>(items: readonly T[], f: (item: T, i: number) => number): Uint8Array {
  const bytes = new Uint8Array(items.length)
  for (let i = 0; i < items.length; i++) bytes[i] = f(items[i]!, i)
  return bytes
}

function toCode(id: number): string {
  let code = FINALS[id % FINALS.length]!
  let high = Math.floor(id / FINALS.length)
  while (high > 0) {
    high--
    code = CONTINUATIONS[high % CONTINUATIONS.length]! + code
    high = Math.floor(high / CONTINUATIONS.length)
  }
  return code
}
