/** Words a reader gets through in a minute, as Docusaurus' blog counts them. */
const WORDS_PER_MINUTE = 200

/**
 * A post's reading time in minutes (two decimals), as Docusaurus' blog works it out: the word-like
 * segments of its Markdown text, by the locale's rules (so a language without spaces counts
 * right), at 200 words a minute. 0 for a text without words.
 */
export function readingMinutes(text: string, locale: string): number {
  let words = 0
  for (const segment of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) if (segment.isWordLike) words++
  return words === 0 ? 0 : Math.round((words / WORDS_PER_MINUTE) * 100) / 100
}

/** "One min read", "3 min read": whole minutes, rounded up, as the post's header shows them (an empty post: "0 min read", as in Docusaurus). */
export function readingTimeLabel(minutes: number): string {
  const whole = Math.ceil(minutes)
  return whole === 1 ? 'One min read' : `${whole} min read`
}
