import lunr from 'lunr'

/**
 * How a token relates to the text: `word` is a plain word (it counts towards the field length),
 * `part` is a camel-case piece of a word ('Script' in 'JavaScript'), `joined` is a compound
 * written without its separators ('lcms' for 'LC-MS', 'gcms' for 'GC/MS').
 */
export type TokenKind = 'word' | 'part' | 'joined'

/** A token of a text: its normalised (lower-case, unstemmed) text and where it stands. */
export interface Token {
  text: string
  start: number
  end: number
  kind: TokenKind
}

// Letters and digits joined by one or two other characters without a space form one compound:
// 1H-NMR, GC/MS, UV-Vis, (P)XRD, dialog.type, DEVISE_SENDER. lunr split only on spaces and
// hyphens, so 'dialog.type()' was one token and 'LC-MS' could only be found by its parts; here
// both the parts and the joined whole ('lcms') are indexed.
const COMPOUND = /[\p{L}\p{N}]+(?:[^\s\p{L}\p{N}]{1,2}[\p{L}\p{N}]+)*/gu
const WORD = /[\p{L}\p{N}]+/gu

/** Lower case without accents; superscripts become digits ('¹³C' -> '13c'). */
export function normalizeText(text: string): string {
  // The ASCII fast path matters: this runs for every word of the site when the worker indexes.
  if (ASCII.test(text)) return text.toLowerCase()
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase()
}

const ASCII = /^[\x00-\x7f]*$/
const NOT_WORD = /[^\p{L}\p{N}]/u
const CAMEL = /\p{Ll}\p{Lu}/u

/** Splits text into words, camel-case parts and joined compounds, with their positions. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  // Shared regexes, reset on use: copying one (new RegExp, matchAll) recompiles it, and this
  // runs for every distinct word of the site when the worker indexes.
  COMPOUND.lastIndex = 0
  for (let compound = COMPOUND.exec(text); compound; compound = COMPOUND.exec(text)) {
    const base = compound.index
    const whole = compound[0]
    if (!NOT_WORD.test(whole)) {
      addWord(tokens, whole, base)
      continue
    }
    WORD.lastIndex = 0
    for (let word = WORD.exec(whole); word; word = WORD.exec(whole)) addWord(tokens, word[0], base + word.index)
    tokens.push({ text: normalizeText(whole.replace(/[^\p{L}\p{N}]+/gu, '')), start: base, end: base + whole.length, kind: 'joined' })
  }
  return tokens
}

function addWord(tokens: Token[], word: string, start: number): void {
  tokens.push({ text: normalizeText(word), start, end: start + word.length, kind: 'word' })
  if (!hasCamelCase(word)) return
  for (const part of camelParts(word)) {
    tokens.push({ text: normalizeText(part.text), start: start + part.start, end: start + part.start + part.text.length, kind: 'part' })
  }
}

/**
 * Joined tokens for two words written with one space between them whose concatenation is a word
 * of the index ('well plate' -> 'wellplate'); the index does the same when it is built.
 */
export function joinSpacedWords(text: string, tokens: Token[], isWord: (text: string) => boolean): Token[] {
  const found: Token[] = []
  let prev: Token | undefined
  for (const token of tokens) {
    if (token.kind !== 'word') continue
    if (prev && token.start === prev.end + 1 && text[prev.end] === ' ' && isWord(prev.text + token.text)) {
      found.push({ text: prev.text + token.text, start: prev.start, end: token.end, kind: 'joined' })
    }
    prev = token
  }
  return found
}

/** True when a lower-case letter is followed by an upper-case one ('noVNC', 'JavaScript'). */
export function hasCamelCase(word: string): boolean {
  return CAMEL.test(word)
}

/**
 * Camel-case pieces of a mixed-case word: 'JavaScript' -> Java, Script; 'noVNC' -> no, VNC;
 * 'MyXMLParser' -> My, XML, Parser. Words without an inner lower-to-upper change give none.
 */
export function camelParts(word: string): { text: string; start: number }[] {
  const cuts: number[] = []
  for (let i = 1; i < word.length; i++) {
    const prev = word[i - 1]!
    const cur = word[i]!
    const next = word[i + 1] ?? ''
    if (isLower(prev) && isUpper(cur)) cuts.push(i)
    else if (isUpper(prev) && isUpper(cur) && isLower(next) && cuts.length > 0) cuts.push(i)
  }
  if (cuts.length === 0) return []
  const bounds = [0, ...cuts, word.length]
  return bounds.slice(1).map((end, i) => ({ text: word.slice(bounds[i], end), start: bounds[i]! }))
}

const isLower = (c: string) => c !== c.toUpperCase() && c === c.toLowerCase()
const isUpper = (c: string) => c !== c.toLowerCase() && c === c.toUpperCase()

/** lunr's English stop-word list ('the', 'a', 'no', ...): such words are not indexed. */
export function isStopWord(text: string): boolean {
  return lunr.stopWordFilter(new lunr.Token(text, {})) === undefined
}

/**
 * Turns normalised token texts into index terms, as lunr's English pipeline does: stop words give
 * undefined, other words their Porter stem (words with digits such as '13c' or 'h2o' are kept as
 * they are). Cached: the same few thousand words recur across the whole site.
 */
export function createTermMapper(): (text: string) => string | undefined {
  // '' stands for a stop word, so that one lookup answers (this runs for every token shown).
  const cache = new Map<string, string>()
  return (text) => {
    let term = cache.get(text)
    if (term === undefined) {
      term = isStopWord(text) ? '' : /\d/.test(text) || text.length < 3 ? text : lunr.stemmer(new lunr.Token(text, {})).toString()
      cache.set(text, term)
    }
    return term || undefined
  }
}
