import { describe, expect, it } from 'vitest'
import type { ResolvedConfig } from '../../../src/node/config/config-schema.js'
import { buildSearchIndexes, toPageRow } from '../../../src/node/search/search-index.js'
import type { SearchSource } from '../../../src/node/types.js'
import { attachBodies, decodeSearchIndex } from '../../../src/shared/search-codec.js'
import { createSearchIndex, startSearchIndex } from '../../../src/shared/search-engine.js'
import { querySearchIndex } from '../../../src/shared/search-rank.js'

const source = (route: string, over: Partial<SearchSource> = {}): SearchSource => ({
  route,
  title: route,
  description: '',
  keywords: [],
  breadcrumb: [],
  sections: [{ heading: '', hash: '', text: `text of ${route}` }],
  type: 'doc',
  ...over,
})
const config = (over: Partial<ResolvedConfig['search']> = {}, base = '/') => ({ base, search: { indexDocs: true, indexPages: true, contexts: [], ...over } }) as unknown as ResolvedConfig

describe('buildSearchIndexes', () => {
  const sources = [source('/docs/b'), source('/'), source('/search'), source('/404'), source('/about', { type: 'page' }), source('/docs/a')]

  it('writes a hashed index file with the docs and pages in route order (home, search and 404 left out), and their section texts in a second file', () => {
    const { files, indexPaths } = buildSearchIndexes(sources, config())
    expect(files.map((f) => f.path)).toEqual([expect.stringMatching(/^assets\/search-index\.[0-9a-f]{8}\.json$/), files[0]!.path.replace('search-index.', 'search-bodies.')])
    expect(indexPaths).toEqual({ '': `/${files[0]!.path}` })
    const data = decodeSearchIndex(JSON.parse(files[0]!.contents as string))
    expect(data.pages.map((p) => p.url)).toEqual(['/about', '/docs/a', '/docs/b'])
    // Titles and headings answer at once; the texts wait for their file.
    expect(data.awaitingBodies).toBe(true)
    expect(() => createSearchIndex(data)).toThrow('search index section texts are not attached yet')
  })

  it('finds a word of a section text once the second file is attached, and only then', () => {
    const { files } = buildSearchIndexes([source('/docs/nmr', { title: 'NMR', sections: [{ heading: 'Shims', hash: '#shims', text: 'Adjust the lock signal before acquisition.' }] })], config())
    const heads = () => decodeSearchIndex(JSON.parse(files[0]!.contents as string))
    const partial = startSearchIndex(heads(), []).index
    expect(querySearchIndex(partial, 'shims', 8).hits.map((h) => [h.u, h.type])).toEqual([['/docs/nmr', 'heading']])
    expect(querySearchIndex(partial, 'acquisition', 8).hits).toEqual([])
    const data = heads()
    attachBodies(data, JSON.parse(files[1]!.contents as string))
    expect(querySearchIndex(createSearchIndex(data), 'acquisition', 8).hits.map((h) => [h.u, h.type])).toEqual([['/docs/nmr', 'content']])
    expect(() => attachBodies(data, JSON.parse(files[1]!.contents as string))).toThrow('already has its section texts')
  })

  it('leaves docs out when indexDocs is off, and prefixes URLs with the base', () => {
    const { files } = buildSearchIndexes(sources, config({ indexDocs: false }, '/chem/'))
    const data = decodeSearchIndex(JSON.parse(files[0]!.contents as string))
    expect(data.pages.map((p) => p.url)).toEqual(['/chem/about'])
  })

  it('leaves the top-level pages out when indexPages is off', () => {
    const { files } = buildSearchIndexes(sources, config({ indexPages: false }))
    const data = decodeSearchIndex(JSON.parse(files[0]!.contents as string))
    expect(data.pages.map((p) => p.url)).toEqual(['/docs/a', '/docs/b'])
  })

  it('changes the file name when the content changes', () => {
    const a = buildSearchIndexes([source('/docs/a')], config()).files[0]!.path
    const b = buildSearchIndexes([source('/docs/a', { title: 'Other' })], config()).files[0]!.path
    expect(a).not.toBe(b)
  })

  it('gives a searchable index', () => {
    const { files } = buildSearchIndexes([source('/docs/nmr', { title: 'NMR', keywords: ['13C', 'spectra'] })], config())
    const data = decodeSearchIndex(JSON.parse(files[0]!.contents as string))
    attachBodies(data, JSON.parse(files[1]!.contents as string))
    expect(querySearchIndex(createSearchIndex(data), '13C', 8).hits[0]).toMatchObject({ type: 'keywords', t: '13C, spectra', u: '/docs/nmr' })
  })
})

describe('toPageRow', () => {
  it('keeps hashes only when they differ from the heading slug', () => {
    const row = toPageRow(source('/x', { sections: [{ heading: 'Peak picking', hash: '#peak-picking', text: 'a' }, { heading: 'Peak picking', hash: '#peak-picking-1', text: 'b' }] }), '/')
    expect(row[5]).toEqual([['Peak picking', 'a'], ['Peak picking', 'b', '#peak-picking-1']])
  })

  it('drops a description that only repeats the start of the text', () => {
    const intro = { heading: '', hash: '', text: 'Samples are the central element of the ELN and link a structure to its data.' }
    expect(toPageRow(source('/x', { description: 'Samples are the central element…', sections: [intro] }), '/')[3]).toBe('')
    expect(toPageRow(source('/x', { description: 'How to add samples.', sections: [intro] }), '/')[3]).toBe('How to add samples.')
  })

  it('joins keywords with ", "', () => {
    expect(toPageRow(source('/x', { keywords: ['NMR', '13C'] }), '/')[4]).toBe('NMR, 13C')
  })
})
