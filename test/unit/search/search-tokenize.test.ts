import { describe, expect, it } from 'vitest'
import { camelParts, createTermMapper, isStopWord, joinSpacedWords, normalizeText, tokenize } from '../../../src/shared/search-tokenize.js'

const texts = (text: string, kind?: string) => tokenize(text).filter((t) => !kind || t.kind === kind).map((t) => t.text)

describe('tokenize', () => {
  it.each([
    ['13C NMR', ['13c', 'nmr'], []],
    ['1H-NMR', ['1h', 'nmr'], ['1hnmr']],
    ['UV-Vis', ['uv', 'vis'], ['uvvis']],
    ['LC-MS', ['lc', 'ms'], ['lcms']],
    ['GC/MS', ['gc', 'ms'], ['gcms']],
    ['(P)XRD', ['p', 'xrd'], ['pxrd']],
    ['dialog.type()', ['dialog', 'type'], ['dialogtype']],
    ['DEVISE_SENDER', ['devise', 'sender'], ['devisesender']],
    ['H2O', ['h2o'], []],
    ['DOI and ORCID', ['doi', 'and', 'orcid'], []],
  ])('%s: words %j, joined %j', (text, words, joined) => {
    expect(texts(text, 'word')).toEqual(words)
    expect(texts(text, 'joined')).toEqual(joined)
  })

  it('keeps hyphens and slashes with spaces around them as separators', () => {
    expect(texts('GC / MS - LC', 'joined')).toEqual([])
  })

  it('adds camel-case parts for mixed-case words', () => {
    expect(texts('noVNC ChemSpectra LabIMotion JSON', 'part')).toEqual(['no', 'vnc', 'chem', 'spectra', 'lab', 'i', 'motion'])
    expect(camelParts('ChemSpectra')).toEqual([
      { text: 'Chem', start: 0 },
      { text: 'Spectra', start: 4 },
    ])
    expect(camelParts('nmr')).toEqual([])
  })

  it('records positions in the original text', () => {
    const [word] = tokenize('  ¹³C spectrum')
    expect(word).toEqual({ text: '13c', start: 2, end: 5, kind: 'word' })
  })

  it('normalises case, accents and superscripts', () => {
    expect(normalizeText('Müller ¹³C Ångström')).toBe('muller 13c angstrom')
  })

  it('joins two spaced words when the joined form is a word', () => {
    const text = 'a well plate, a well'
    const joined = joinSpacedWords(text, tokenize(text), (w) => w === 'wellplate')
    expect(joined).toEqual([{ text: 'wellplate', start: 2, end: 12, kind: 'joined' }])
  })
})

describe('index terms', () => {
  it('stems English words, keeps words with digits and drops stop words', () => {
    const termOf = createTermMapper()
    expect(termOf('samples')).toBe('sampl')
    expect(termOf('installation')).toBe(termOf('install'))
    expect(termOf('13c')).toBe('13c')
    expect(termOf('h2o')).toBe('h2o')
    expect(termOf('the')).toBeUndefined()
    expect(isStopWord('no')).toBe(true)
    expect(isStopWord('nmr')).toBe(false)
  })
})
