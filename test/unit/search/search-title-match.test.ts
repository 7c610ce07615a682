import { describe, expect, it } from 'vitest'
import { querySearchIndex } from '../../../src/shared/search-rank.js'
import { buildIndex, ROWS } from './fixture.js'

// A page titled only with stop words ('About Us') has no indexed title word: the search box
// finds it by the title's text instead (spec: search indexes docs and pages).
const index = buildIndex([
  ...ROWS,
  ['/about', 'About Us', [], 'Who develops the software.', '', [['', 'The lantern team writes the software.']]],
  ['/helpdesk', 'Helpdesk', [], 'How to get help.', '', [['', 'Ask your admin first, then open an issue.']]],
])
const query = (q: string) => querySearchIndex(index, q, 8)

describe('titles made of stop words', () => {
  it.each(['about', 'About Us', 'about us ', 'abou'])('%j opens the about page first, its title marked', (q) => {
    const { hits, pages } = query(q)
    expect(hits[0]).toMatchObject({ type: 'title', u: '/about', t: 'About Us', h: '' })
    expect(hits[0]!.m[0]).toEqual([0, 5])
    expect(hits[0]!.terms).toContain('about')
    expect(pages).toBeGreaterThanOrEqual(1)
  })

  it('matches whole words once the word is finished, and the title from its start', () => {
    expect(query('abou ').hits).toEqual([])
    expect(query('us').hits.map((h) => h.u)).not.toContain('/about')
  })

  it('leaves queries the index answers, and queries with syntax, as they were', () => {
    expect(query('helpdesk').hits[0]).toMatchObject({ u: '/helpdesk', type: 'title' })
    expect(query('lantern').hits[0]).toMatchObject({ u: '/about', type: 'content' })
    expect(query('title:about').hits).toEqual([])
    expect(query('+about').hits).toEqual([])
  })
})
