import { describe, expect, it } from 'vitest'
import { createSnippet, highlightText, type Segment } from '../../../src/shared/search-snippet.js'

const show = (segments: Segment[]) => segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join('')

describe('createSnippet', () => {
  const text = 'Bruker TopSpin writes FID folders into a shared directory that the data collector watches, then the ELN converts them.'

  it('shows whole words around the first match within the length', () => {
    const at = text.indexOf('collector')
    const snippet = show(createSnippet(text, [[at, at + 9]], 50))
    expect(snippet).toBe('…directory that the data [collector] watches, then…')
    expect(snippet.replace(/[[\]…]/g, '').length).toBeLessThanOrEqual(50)
  })

  it('always shows the first match, even when it is longer than the limit', () => {
    expect(show(createSnippet('aaaaaaaaaa bbb', [[0, 10]], 5))).toBe('[aaaaaaaaaa]…')
  })

  it('marks every match that fits and skips overlapping ranges', () => {
    expect(show(createSnippet('LC-MS and MS', [[0, 5], [3, 5], [10, 12]], 50))).toBe('[LC-MS] and [MS]')
  })

  it('cuts the start of the text when nothing matched', () => {
    expect(show(createSnippet(text, [], 30))).toBe('Bruker TopSpin writes FID…')
    expect(show(createSnippet('short', [], 30))).toBe('short')
    expect(createSnippet('', [], 30)).toEqual([])
  })
})

describe('highlightText', () => {
  it('marks every case-insensitive occurrence, longest first where they overlap', () => {
    expect(show(highlightText('NMR Spectra and nmr', ['nmr', 'spec', 'spectra']))).toBe('[NMR] [Spectra] and [nmr]')
  })

  it('marks only where a word starts', () => {
    expect(show(highlightText('Agilent ChemStation GC/MS, MSD', ['ms', 'gc/ms']))).toBe('Agilent ChemStation [GC/MS], [MS]D')
  })

  it('leaves text without terms as one plain piece, markup included', () => {
    expect(highlightText('<img src=x>', ['nmr'])).toEqual([{ text: '<img src=x>', mark: false }])
  })
})
