import { describe, expect, it } from 'vitest'
import { parseQuery } from '../../../src/shared/search-query.js'

describe('parseQuery', () => {
  it('reads terms with fields, presence, edit distance, boost, prefix and escapes', () => {
    const { clauses, error } = parseQuery('title:nmr +bruker -varian spectrum~2 sample^3 instal* 10\\:30')
    expect(error).toBeUndefined()
    expect(clauses.map(({ term, field, presence, editDistance, boost, prefix }) => ({ term, field, presence, editDistance, boost, prefix }))).toEqual([
      { term: 'nmr', field: 'title', presence: undefined, editDistance: undefined, boost: 1, prefix: false },
      { term: 'bruker', field: undefined, presence: 'required', editDistance: undefined, boost: 1, prefix: false },
      { term: 'varian', field: undefined, presence: 'prohibited', editDistance: undefined, boost: 1, prefix: false },
      { term: 'spectrum', field: undefined, presence: undefined, editDistance: 2, boost: 1, prefix: false },
      { term: 'sample', field: undefined, presence: undefined, editDistance: undefined, boost: 3, prefix: false },
      { term: 'instal', field: undefined, presence: undefined, editDistance: undefined, boost: 1, prefix: true },
      { term: '10:30', field: undefined, presence: undefined, editDistance: undefined, boost: 1, prefix: false },
    ])
  })

  it('keeps hyphens inside terms and allows a space after the field', () => {
    expect(parseQuery('1H-NMR content: solvent').clauses.map((c) => [c.term, c.field])).toEqual([
      ['1H-NMR', undefined],
      ['solvent', 'content'],
    ])
  })

  it('returns nothing for blank input', () => {
    expect(parseQuery('   ')).toEqual({ clauses: [] })
  })

  it.each([
    ['colour:red', 'unrecognised-field', 'Unknown field "colour": search in title, heading, description, keywords, content, or write \\: to search for a colon.'],
    ['heading:nmr colour:red', 'unrecognised-field', 'Unknown field "colour": search in title, heading, description, keywords, content, or write \\: to search for a colon.'],
    ['title:', 'expected-term', 'Expected a search term after "title:".'],
    ['nmr +', 'expected-term', 'Expected a search term after "+".'],
    ['-', 'expected-term', 'Expected a search term after "-".'],
    ['title: ', 'expected-term', 'Expected a search term after "title:".'],
    ['spectrum~', 'edit-distance', 'The edit distance after "~" must be a number, as in "spectrum~1".'],
    ['spectrum~x', 'edit-distance', 'The edit distance after "~" must be a number, as in "spectrum~1".'],
    ['nmr~1:x', 'edit-distance', 'The edit distance after "~" must be a number, as in "nmr~1".'],
    ['spectrum~3', 'edit-distance', 'The edit distance after "~" can be at most 2, as in "spectrum~2".'],
    ['spectrum~9', 'edit-distance', 'The edit distance after "~" can be at most 2, as in "spectrum~2".'],
    ['sample^', 'boost', 'The boost after "^" must be a number, as in "sample^2".'],
    ['sample^high', 'boost', 'The boost after "^" must be a number, as in "sample^2".'],
  ])('%s: %s', (input, kind, message) => {
    const { error } = parseQuery(input)
    expect(error?.kind).toBe(kind)
    expect(error?.message).toBe(message)
    expect(error!.start).toBeGreaterThanOrEqual(0)
    expect(error!.end).toBeGreaterThan(error!.start)
  })

  // Pasted text and chemistry notation are not syntax (see parseQuery for the rule).
  it.each([
    ['DOI: 10.1000/xyz123', ['DOI:', '10.1000/xyz123']],
    ['doi:10.1000/xyz123', ['doi:10.1000/xyz123']],
    ['ratio 1:2', ['ratio', '1:2']],
    ['C:N', ['C:N']],
    ['Si:O', ['Si:O']],
    ['https://chemotion.net', ['https://chemotion.net']],
    ['~5 mg', ['~5', 'mg']],
    ['^13C', ['^13C']],
    [':nmr', [':nmr']],
    ['10\\:30', ['10:30']],
  ])('reads %s as text', (input, terms) => {
    const { clauses, error } = parseQuery(input)
    expect(error).toBeUndefined()
    expect(clauses.map((c) => [c.term, c.field, c.editDistance, c.boost])).toEqual(terms.map((t) => [t, undefined, undefined, 1]))
  })

  it('reads a field name in any case, and a field prefix followed by a colon in the term', () => {
    expect(parseQuery('Title:NMR content:10:30').clauses.map((c) => [c.term, c.field])).toEqual([
      ['NMR', 'title'],
      ['10:30', 'content'],
    ])
  })
})
