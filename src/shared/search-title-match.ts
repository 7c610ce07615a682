import type { SearchIndex } from './search-engine.js'
import { isStopWord, normalizeText, tokenize } from './search-tokenize.js'

/**
 * Pages whose title begins with the query's words, for the queries the index cannot answer. Stop
 * words are not indexed, so a page titled only with them ('About Us') could never be found, and
 * a reader who types 'about' means that page. Used when every word typed is a stop word, or when
 * nothing in the index matched ('abou' while typing). Returns the pages' numbers, in site order,
 * each with the title's character ranges that matched.
 */
export function matchTitlesByText(index: SearchIndex, input: string, typing: boolean): { page: number; ranges: [number, number][] }[] {
  const typed = wordsOf(input)
  if (typed.length === 0) return []
  const found: { page: number; ranges: [number, number][] }[] = []
  index.pages.forEach((page, i) => {
    const words = tokenize(page.title).filter((t) => t.kind === 'word')
    if (words.length < typed.length) return
    const ranges: [number, number][] = []
    for (let w = 0; w < typed.length; w++) {
      const word = words[w]!
      // The word being typed may be unfinished: it matches the start of the title's word.
      const last = w === typed.length - 1 && typing
      if (last ? !word.text.startsWith(typed[w]!) : word.text !== typed[w]) return
      ranges.push([word.start, word.end])
    }
    found.push({ page: i, ranges })
  })
  return found
}

/** True when every word of the input is a stop word ('about', 'about us'): the index has none. */
export function isOnlyStopWords(input: string): boolean {
  const words = wordsOf(input)
  return words.length > 0 && words.every(isStopWord)
}

function wordsOf(input: string): string[] {
  return tokenize(normalizeText(input)).filter((t) => t.kind === 'word').map((t) => t.text)
}
