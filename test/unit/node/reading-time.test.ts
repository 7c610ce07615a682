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

  it('shows whole minutes, rounded up: "One min read" up to a minute', () => {
    expect([0, 0.4, 1, 1.01, 2.5].map(readingTimeLabel)).toEqual(['0 min read', 'One min read', 'One min read', '2 min read', '3 min read'])
  })
})
