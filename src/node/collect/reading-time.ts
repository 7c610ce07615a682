/** Words a reader gets through in a minute, as Docusaurus' blog counts them. */
const WORDS_PER_MINUTE = 200

/**
 * A post's reading time in minutes (two decimals), as Docusaurus' blog works it out: the word-like
 * segments of its Markdown text, by the locale's rules (so a language without spaces counts
 * right), at 200 words a minute. 0 for a text without words.
 */
export function readingMinutes(text: string, locale: string): number {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' })
  let words = 0
  for (const piece of pieces(text)) for (const segment of segmenter.segment(piece)) if (segment.isWordLike) words++
  return words === 0 ? 0 : Math.round((words / WORDS_PER_MINUTE) * 100) / 100
}

/** Longest text handed to the segmenter at once. */
const PIECE = 2000

/**
 * The text cut at whitespace into pieces of at most about PIECE characters. Node's segmenter takes
 * time that grows with the square of the text's length (a 100 KB post: tens of seconds); no word
 * spans whitespace, so the pieces hold the same words. A run without whitespace longer than PIECE
 * (a data URL) is cut where it is: it counts as a word or two either way.
 */
function* pieces(text: string): Generator<string> {
  let start = 0
  while (text.length - start > PIECE) {
    let end = start + PIECE
    while (end > start && !/\s/.test(text[end]!)) end--
    if (end === start) end = start + PIECE
    yield text.slice(start, end)
    start = end
  }
  yield text.slice(start)
}

/** "One min read", "3 min read": whole minutes, rounded up, as the post's header shows them (an empty post: "0 min read", as in Docusaurus). */
export function readingTimeLabel(minutes: number): string {
  const whole = Math.ceil(minutes)
  return whole === 1 ? 'One min read' : `${whole} min read`
}
