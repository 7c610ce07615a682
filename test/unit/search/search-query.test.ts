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
    ['nmr~1:x', 'unrecognised-field', 'Unknown field "nmr~1": search in title, heading, description, keywords, content, or write \\: to search for a colon.'],
    ['title:', 'expected-term', 'Expected a search term after "title:".'],
    ['nmr +', 'expected-term', 'Expected a search term after "+".'],
    ['-', 'expected-term', 'Expected a search term after "-".'],
    ['~1', 'expected-term', 'Expected a search term before "~".'],
    [':nmr', 'expected-term', 'Expected a field name before ":".'],
    ['spectrum~', 'edit-distance', 'The edit distance after "~" must be a number, as in "spectrum~1".'],
    ['spectrum~x', 'edit-distance', 'The edit distance after "~" must be a number, as in "spectrum~1".'],
    ['sample^', 'boost', 'The boost after "^" must be a number, as in "sample^2".'],
    ['sample^high', 'boost', 'The boost after "^" must be a number, as in "sample^2".'],
  ])('%s: %s', (input, kind, message) => {
    const { error } = parseQuery(input)
    expect(error?.kind).toBe(kind)
    expect(error?.message).toBe(message)
    expect(error!.start).toBeGreaterThanOrEqual(0)
    expect(error!.end).toBeGreaterThan(error!.start)
  })
})
