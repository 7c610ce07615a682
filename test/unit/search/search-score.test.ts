import { describe, expect, it } from 'vitest'
import { planQuery } from '../../../src/shared/search-plan.js'
import { parseQuery } from '../../../src/shared/search-query.js'
import { scorePages } from '../../../src/shared/search-score.js'
import { buildIndex } from './fixture.js'

// BM25 with lunr's tuning (spec §9: b 0.75, k1 1.2) and lunr's idf, on a site small enough to
// count by hand: three pages whose text is their only content document, no stop words.
const index = buildIndex([
  ['/a', 'Alpha', [], '', '', [['', 'zinc zinc copper']]],
  ['/b', 'Beta', [], '', '', [['', 'zinc iron nickel cobalt tin lead']]],
  ['/c', 'Gamma', [], '', '', [['', 'copper']]],
])

function bm25(tf: number, length: number, { docs, df, avgLength }: { docs: number; df: number; avgLength: number }): number {
  const k1 = 1.2
  const b = 0.75
  const idf = Math.log(1 + Math.abs((docs - df + 0.5) / (df + 0.5)))
  return (idf * (k1 + 1) * tf) / (k1 * (1 - b + (b * length) / avgLength) + tf)
}

describe('scorePages', () => {
  it('scores a word in the text by BM25 with b 0.75 and k1 1.2', () => {
    const { pages } = scorePages(index, planQuery(index, parseQuery('zinc '), false))
    const stats = { docs: 3, df: 2, avgLength: (3 + 6 + 1) / 3 }
    const score = (url: string) => pages.find((p) => index.pages[p.page]!.url === url)?.score
    expect(pages).toHaveLength(2)
    expect(score('/a')).toBeCloseTo(bm25(2, 3, stats), 10)
    expect(score('/b')).toBeCloseTo(bm25(1, 6, stats), 10)
    // The length normalisation matters here: the same text at tf 1 in a shorter doc wins.
    expect(score('/a')).toBeGreaterThan(score('/b')!)
  })
})
