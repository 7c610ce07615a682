import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { loadConfig } from '../src/node/config/config.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { decodeSearchIndex } from '../src/shared/search-codec.js'
import { createSearchIndex, type SearchIndex } from '../src/shared/search-engine.js'
import { bodiesFileOf, findSearchContext } from '../src/shared/search-format.js'
import { querySearchIndex, type ReaderPlace } from '../src/shared/search-rank.js'
import { withBase } from '../src/shared/url.js'
import { readSearchIndex } from './helpers.js'

// Search on the real docs. Relevance: each query of search-relevance.queries.tsv, typed into the
// search box as a reader would (on the page of its third column, if any), must bring its page
// into the 8 suggestions (90% of queries) and to the top (70%). Also prints the index size per page and per 1,000 words (target: at most 1,600 bytes gzipped per 1,000 words, which main held before the pages grew by a seventh)
// and the query time per keystroke.
const ROOT = path.resolve(import.meta.dirname, '..')
const QUERIES = readFileSync(path.join(import.meta.dirname, 'search-relevance.queries.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.split('\t') as [q: string, page: string, from?: string])

/** Words of the Markdown pages under these folders, frontmatter left out. */
function sourceWords(dirs: string[]): number {
  let words = 0
  for (const dir of dirs) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8').replace(/^---\n[^]*?\n---\n/, '')
      words += text.split(/\s+/).filter(Boolean).length
    }
  }
  return words
}

const percent = (ranks: number[], test: (r: number) => boolean) => ((ranks.filter(test).length / ranks.length) * 100).toFixed(0)

let index: SearchIndex
let indexBytes: number
let routes: number
/** Where the search box of a page searches from: that page, in its search context. */
let readerAt: (url: string | undefined) => ReaderPlace
/** The search contexts of site.config.ts. */
let contextPaths: string[]

beforeAll(async () => {
  const writer = new MemoryWriter()
  const config = await loadConfig(ROOT)
  routes = (await build(config, { mode: 'production', writer })).pages
  contextPaths = config.search.contexts.map((c) => c.path)
  readerAt = (url) => {
    if (!url) return {}
    const context = findSearchContext(url, contextPaths)
    return { related: url, section: context ? withBase(config.base, `/${context}`) : undefined }
  }
  const file = [...writer.files.keys()].find((f) => /^assets\/search-index\.[0-9a-f]{8}\.json$/.test(f))!
  indexBytes = gzipSync(writer.read(file)!).length + gzipSync(writer.read(bodiesFileOf(file))!).length
  index = createSearchIndex(decodeSearchIndex(readSearchIndex((f) => writer.read(f), file)))
})

describe('search relevance on the real docs', () => {
  it(`has at least 30 queries`, () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(30)
  })

  it('finds pasted text with colons, tildes and carets instead of reporting a syntax error', () => {
    const syntax = QUERIES.filter(([q]) => /[:~^]/.test(q)).map(([q]) => [q, querySearchIndex(index, q, 8).error?.message])
    expect(syntax.length).toBeGreaterThanOrEqual(4)
    expect(syntax.filter(([, error]) => error)).toEqual([])
  })

  it('puts the right page in the top 8 for 90% of the queries and first for 70%', () => {
    const ranks = QUERIES.map(([q, page, from]) => ({ q, page, rank: [...new Set(querySearchIndex(index, q, 8, readerAt(from)).hits.map((h) => h.u))].indexOf(page) }))
    const misses = ranks.filter((r) => r.rank !== 0).map((r) => `${r.q} -> ${r.page}: ${r.rank < 0 ? 'not in the top 8' : `rank ${r.rank + 1}`}`)
    const top8 = ranks.filter((r) => r.rank >= 0).length / ranks.length
    const first = ranks.filter((r) => r.rank === 0).length / ranks.length
    console.log(`search relevance: top 8 ${(top8 * 100).toFixed(0)}%, first ${(first * 100).toFixed(0)}% of ${ranks.length} queries${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`)
    expect(top8).toBeGreaterThanOrEqual(0.9)
    expect(first).toBeGreaterThanOrEqual(0.7)
  })

  it('finds pages of another section from where the question is asked: every one among the suggestions', () => {
    // 'helpdesk' on an ELN page, 'ComPlat' (the About page) or a ChemSpectra question on an ELN
    // admin page: the box searches the whole site, its own section only ranks first.
    const asked = QUERIES.filter(([, , from]) => from)
    expect(asked.length).toBeGreaterThanOrEqual(15)
    expect(asked.filter(([, page, from]) => findSearchContext(page, contextPaths) === findSearchContext(from!, contextPaths))).toEqual([])
    const ranks = asked.map(([q, page, from]) => [...new Set(querySearchIndex(index, q, 8, readerAt(from)).hits.map((h) => h.u))].indexOf(page))
    console.log(`search relevance across sections: top 8 ${percent(ranks, (r) => r >= 0)}%, first ${percent(ranks, (r) => r === 0)}% of ${ranks.length} queries`)
    expect(ranks.filter((r) => r < 0)).toEqual([])
    expect(ranks.filter((r) => r === 0).length / ranks.length).toBeGreaterThanOrEqual(0.7)
  })

  it('keeps the right page when the reader is elsewhere, and favours the part of the docs being read', () => {
    // The search box passes the page being read and its section. Read from a page of another
    // part of the docs, the expected page must still be found as often; read from a sibling page
    // (same breadcrumb), it comes first at least as often as with no related page.
    const pageOf = (url: string) => index.pages.find((p) => p.url === url)!
    const rankOf = (q: string, page: string, from?: string) => [...new Set(querySearchIndex(index, q, 8, readerAt(from)).hits.map((h) => h.u))].indexOf(page)
    const elsewhere = QUERIES.map(([q, page]) => {
      const other = index.pages.find((p) => p.breadcrumb[0] !== pageOf(page).breadcrumb[0])!
      return rankOf(q, page, other.url)
    })
    const sibling = QUERIES.map(([q, page]) => {
      const crumbs = pageOf(page).breadcrumb.join('/')
      const near = index.pages.find((p) => p.url !== page && p.breadcrumb.join('/') === crumbs)
      return { plain: rankOf(q, page), near: near ? rankOf(q, page, near.url) : rankOf(q, page) }
    })
    const share = (ranks: number[], test: (r: number) => boolean) => ranks.filter(test).length / ranks.length
    console.log(`search relevance read from elsewhere: top 8 ${(share(elsewhere, (r) => r >= 0) * 100).toFixed(0)}%, first ${(share(elsewhere, (r) => r === 0) * 100).toFixed(0)}%; from a sibling page first ${(share(sibling.map((s) => s.near), (r) => r === 0) * 100).toFixed(0)}%`)
    expect(share(elsewhere, (r) => r >= 0)).toBeGreaterThanOrEqual(0.9)
    expect(share(elsewhere, (r) => r === 0)).toBeGreaterThanOrEqual(0.7)
    expect(share(sibling.map((s) => s.near), (r) => r === 0)).toBeGreaterThanOrEqual(share(sibling.map((s) => s.plain), (r) => r === 0))
  })

  it('links every expected page to an indexed page (a moved page needs the query set updated)', () => {
    const urls = new Set(index.pages.map((p) => p.url))
    expect(QUERIES.flatMap(([, page, from]) => (from ? [page, from] : [page])).filter((page) => !urls.has(page))).toEqual([])
  })

  it('ships at most 1,600 gzipped bytes of index per 1,000 words of the indexed pages', () => {
    // Measured against the text indexed, not per page: pages that explain more (issue #33 added a
    // seventh to the docs) need a bigger index, and what this guards is how compact the engine is.
    const indexed = index.pages.length
    expect(indexed).toBeLessThan(routes)
    const bytes = indexBytes
    const words = sourceWords([path.join(ROOT, 'docs'), path.join(ROOT, 'pages')])
    console.log(`search index: ${bytes} bytes gzipped for ${indexed} indexed pages (${routes} built), ${(bytes / indexed).toFixed(0)} per page, ${((bytes / words) * 1000).toFixed(0)} per 1,000 words of their ${words}`)
    expect((bytes / words) * 1000).toBeLessThanOrEqual(1600)
  })

  it('answers each keystroke quickly', () => {
    // Every prefix of every query, as typed, after a warm-up round.
    const keystrokes = QUERIES.flatMap(([q]) => [...q].map((_, i) => q.slice(0, i + 1)))
    for (const q of keystrokes) querySearchIndex(index, q, 8)
    const times = keystrokes.map((q) => {
      const start = performance.now()
      querySearchIndex(index, q, 8)
      return performance.now() - start
    })
    times.sort((a, b) => a - b)
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!
    console.log(`search query time over ${times.length} keystrokes: p50 ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${at(1).toFixed(3)} ms`)
    // A loose bound: catches a pathological slowdown without failing on a busy machine.
    expect(at(0.95)).toBeLessThan(25)
  })
})
