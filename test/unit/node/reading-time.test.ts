import { describe, expect, it } from 'vitest'
import { readingMinutes, readingTimeLabel } from '../../../src/node/collect/reading-time.js'

describe("a blog post's reading time", () => {
  it('counts the words at 200 a minute, punctuation and spaces not counted', () => {
    expect(readingMinutes('word '.repeat(200), 'en')).toBe(1)
    expect(readingMinutes('Hello, world! — 42 times.', 'en')).toBe(0.02)
    expect(readingMinutes('   ', 'en')).toBe(0)
  })

  it("counts the words of a language written without spaces by the locale's rules", () => {
    // Six words in Japanese, one run of characters without a space.
    expect(readingMinutes('私は東京に住んでいます', 'ja')).toBeGreaterThan(0.02)
  })

  it('counts a long post as the words of its text, however long its lines (it is read in pieces cut at whitespace)', () => {
    const paragraph = 'Titrate the sample slowly, 0.1 mL at a time, until the indicator turns pink. '
    // 40,000 words on one line, then a long run without spaces (a data URL), then Japanese.
    const long = `${paragraph.repeat(2500)}\n![plot](data:image/png;base64,${'QUJD'.repeat(2000)})\n${'私は東京に住んでいます。'.repeat(50)}`
    const wholeWords = (text: string) => [...new Intl.Segmenter('en', { granularity: 'word' }).segment(text.slice(0, 20_000))].filter((s) => s.isWordLike).length
    const perParagraph = wholeWords(paragraph.repeat(10)) / 10
    expect(readingMinutes(paragraph.repeat(2500), 'en')).toBe(Math.round(((perParagraph * 2500) / 200) * 100) / 100)
    expect(readingMinutes(long, 'en')).toBeGreaterThan(readingMinutes(paragraph.repeat(2500), 'en'))
  })

  it('shows whole minutes, rounded up: "One min read" up to a minute', () => {
    expect([0, 0.4, 1, 1.01, 2.5].map(readingTimeLabel)).toEqual(['0 min read', 'One min read', 'One min read', '2 min read', '3 min read'])
  })
})
