import { describe, expect, it } from 'vitest'
import { findSearchContext, impliedHash, isInScope, slugOf } from '../../../src/shared/search-format.js'
import { editDistance, isOneEditAway, planQuery } from '../../../src/shared/search-plan.js'
import { parseQuery } from '../../../src/shared/search-query.js'
import { buildIndex } from './fixture.js'

const index = buildIndex()
const plan = (q: string, typing = false) => planQuery(index, parseQuery(q), typing).map((c) => ({ word: c.word, terms: [...c.alternatives.keys()], presence: c.presence }))

describe('planQuery', () => {
  it('resolves a word to its stem, and a typo to the words one edit away', () => {
    expect(plan('samples')).toEqual([{ word: 'samples', terms: ['sampl'], presence: 'required' }])
    expect(plan('acetonitirle')[0]!.terms).toEqual(['acetonitril'])
  })

  it('adds completions to the word being typed or written with *', () => {
    expect(plan('chro', true)[0]!.terms).toEqual(['chromatographi'])
    expect(plan('chro* nmr')[0]!.terms).toEqual(['chromatographi'])
    expect(plan('chro nmr', true)[0]!.terms).toEqual([])
  })

  it('gives compounds their joined form, and two words their joined form when it exists', () => {
    expect(plan('LC-MS').map((c) => c.terms)).toEqual([
      ['lc', 'lcm'],
      ['ms', 'lcm'],
    ])
    expect(plan('well plate').map((c) => c.terms)).toEqual([
      ['well', 'wellplat'],
      ['plate', 'wellplat'],
    ])
  })

  it('drops stop words, keeps a stop word being typed as an optional prefix', () => {
    expect(plan('the doi').map((c) => c.word)).toEqual(['doi'])
    expect(plan('doi the', true)).toEqual([
      { word: 'doi', terms: ['doi'], presence: 'required' },
      { word: 'the', terms: [], presence: 'optional' },
    ])
  })

  it('makes plain words optional once + or - is used', () => {
    expect(plan('+doi orcid -nmr').map((c) => c.presence)).toEqual(['required', 'optional', 'prohibited'])
  })
})

describe('editDistance', () => {
  it.each([
    ['sample', 'sample', 0],
    ['sample', 'samples', 1],
    ['sample', 'sampel', 1],
    ['sample', 'simple', 1],
    ['sample', 'smaple', 1],
    ['sample', 'spmael', 3],
    ['', 'ab', 2],
  ])('%s -> %s: %i', (a, b, d) => {
    expect(editDistance(a, b, 3)).toBe(d)
  })

  it('gives up past the maximum', () => {
    expect(editDistance('sample', 'zzzzzz', 1)).toBe(2)
  })

  it.each([
    ['sample', 'samples', true],
    ['samples', 'sample', true],
    ['sample', 'sampel', true],
    ['sample', 'simple', true],
    ['sample', 'smaple', true],
    ['sample', 'sample', false],
    ['sample', 'spmael', false],
    ['sample', 'sampler', true],
    ['sample', 'xsample', true],
    ['sample', 'samplers', false],
  ])('%s and %s are one edit apart: %s', (a, b, near) => {
    expect(isOneEditAway(a, b)).toBe(near)
    expect(isOneEditAway(a, b)).toBe(editDistance(a, b, 2) === 1)
  })
})

describe('index file helpers', () => {
  it('slugs headings like github-slugger, ASCII or not', () => {
    expect(slugOf('Peak picking: 13C & 1H (fast)')).toBe('peak-picking-13c--1h-fast')
    expect(slugOf('Größe der Probe')).toBe('größe-der-probe')
    expect(impliedHash('')).toBe('')
    expect(impliedHash('Tabs of a wellplate')).toBe('#tabs-of-a-wellplate')
  })

  it('finds the most specific context of a route', () => {
    const contexts = ['docs/eln', '/docs/eln/devices/', 'docs/repo']
    expect(findSearchContext('/docs/eln/devices/nmr', contexts)).toBe('docs/eln/devices')
    expect(findSearchContext('/docs/eln/faq', contexts)).toBe('docs/eln')
    expect(findSearchContext('/docs/eln', contexts)).toBe('docs/eln')
    expect(findSearchContext('/docs/elnx', contexts)).toBe('')
  })

  it('tells whether a URL lies in a scope', () => {
    expect(isInScope('/docs/eln/faq', '/docs/eln')).toBe(true)
    expect(isInScope('/docs/eln', '/docs/eln')).toBe(true)
    expect(isInScope('/docs/elnx', '/docs/eln')).toBe(false)
    expect(isInScope('/anything', '')).toBe(true)
  })
})
