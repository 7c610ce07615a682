import { describe, expect, it } from 'vitest'
import { decodeBodies, decodeSearchIndex, decodeString, encodeSearchIndex } from '../../../src/shared/search-codec.js'
import { buildIndex, ROWS } from './fixture.js'

describe('index file codec', () => {
  it('gives back every string exactly, spaces and punctuation included', () => {
    const file = encodeSearchIndex(ROWS)
    const data = decodeSearchIndex(JSON.parse(JSON.stringify(file)))
    decodeBodies(data)
    ROWS.forEach(([url, title, breadcrumb, description, keywords, sections], i) => {
      const page = data.pages[i]!
      expect(page.url).toBe(url)
      expect(page.breadcrumb).toEqual(breadcrumb)
      let at = page.start
      const next = () => {
        const text = decodeString(data, at)
        while (data.stream[at] !== 0) at++
        at++
        return text
      }
      expect([next(), next(), next()]).toEqual([title, description, keywords])
      expect(sections.map(() => next())).toEqual(sections.map((s) => s[0]))
      expect(page.bodies.map((start) => decodeString(data, start))).toEqual(sections.map((s) => s[1]))
    })
  })

  it('keeps odd spacing and non-ASCII text', () => {
    const text = ' two  spaces, tabs\tand ümlauts → arrows;  λmax (ε) = 254 '
    const data = decodeSearchIndex(encodeSearchIndex([['/x', text, [], '', '', []]]))
    expect(decodeString(data, data.pages[0]!.start)).toBe(text)
  })

  it('stores a hash only when it is not the slug of its heading', () => {
    const file = encodeSearchIndex(ROWS)
    expect(file.pages.find((p) => p[0] === '/docs/repo/doi')).toEqual(['/docs/repo/doi', ['Repository'], 2, { 1: '#custom' }])
    const index = buildIndex()
    expect(index.pages.find((p) => p.url === '/docs/repo/doi')!.sections.map((s) => s.hash)).toEqual(['', '#custom'])
    expect(index.pages.find((p) => p.url === '/docs/eln/nmr')!.sections.map((s) => s.hash)).toEqual(['', '#peak-picking'])
  })

  it('codes the index text as JSON-safe ASCII, frequent pieces first', () => {
    const file = encodeSearchIndex(ROWS)
    expect(file.heads + file.bodies).toMatch(/^[\x20-\x7e]*$/)
    expect(file.heads + file.bodies).not.toMatch(/["\\]/)
    // One string, pieces between line breaks, the end-of-string piece '' first.
    expect(file.pieces.split('\n')[0]).toBe('')
    expect(file.pieces.split('\n')).toContain('samples')
  })

  it('lists spaced pairs whose joined form is a word, and stem edits per piece', () => {
    const file = encodeSearchIndex(ROWS)
    expect(file.joins).toEqual(['well plate'])
    const data = decodeSearchIndex(file)
    const term = (piece: string) => data.termOfPiece(data.pieces.indexOf(piece), piece.toLowerCase())
    expect(term('samples')).toBe('sampl')
    expect(term('Wellplates')).toBe('wellplat')
    expect(term('the')).toBeUndefined()
    expect(term('H2O')).toBe('h2o')
  })

  it('rejects another format version and corrupt text', () => {
    const file = encodeSearchIndex(ROWS)
    expect(() => decodeSearchIndex({ ...file, v: 1 as never })).toThrow('search index format 1 is not supported (expected 6)')
    expect(() => decodeSearchIndex({ ...file, heads: file.heads + '\u00e9' })).toThrow('search index text is corrupt')
  })
})
