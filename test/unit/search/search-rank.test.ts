import { describe, expect, it } from 'vitest'
import { decodeSearchIndex, encodeSearchIndex } from '../../../src/shared/search-codec.js'
import { startSearchIndex } from '../../../src/shared/search-engine.js'
import { querySearchIndex } from '../../../src/shared/search-rank.js'
import { buildIndex, ROWS } from './fixture.js'

const index = buildIndex()
const pagesOf = (q: string, limit = 8) => [...new Set(querySearchIndex(index, q, limit).hits.map((h) => h.u))]
const first = (q: string) => pagesOf(q)[0]

describe('chemistry spellings find their page', () => {
  it.each([
    ['13C NMR', '/docs/eln/nmr'],
    ['1H-NMR', '/docs/eln/nmr'],
    ['1h nmr', '/docs/eln/nmr'],
    ['UV-Vis', '/docs/eln/lcms'],
    ['uv vis', '/docs/eln/lcms'],
    ['LC-MS', '/docs/eln/lcms'],
    ['LCMS', '/docs/eln/lcms'],
    ['lc/ms', '/docs/eln/lcms'],
    ['GC-MS', '/docs/eln/lcms'],
    ['H2O', '/docs/eln/lcms'],
    ['DOI', '/docs/repo/doi'],
    ['ORCID', '/docs/repo/orcid'],
    ['novnc', '/docs/eln/novnc'],
    ['vnc', '/docs/eln/novnc'],
    ['ChemSpectra', '/docs/services/chemspectra'],
    ['chem spectra', '/docs/services/chemspectra'],
    ['PXRD', '/docs/services/chemspectra'],
    ['wellplate', '/docs/eln/wellplates'],
    ['well plate', '/docs/eln/wellplates'],
  ])('%s -> %s', (q, page) => {
    expect(first(q)).toBe(page)
  })

  it('finds "well plate" text for a "wellplate" query too', () => {
    expect(pagesOf('wellplate ')).toContain('/docs/eln/screens')
  })
})

describe('matching', () => {
  it('completes the word being typed, but not a finished one', () => {
    expect(pagesOf('spectr')).toEqual(expect.arrayContaining(['/docs/services/chemspectra', '/docs/eln/nmr']))
    expect(pagesOf('instal')).toEqual(expect.arrayContaining(['/docs/eln/novnc', '/docs/services/chemspectra']))
    expect(pagesOf('chro')).toEqual(['/docs/eln/lcms'])
    expect(pagesOf('chro ')).toEqual([])
  })

  it('forgives one typo in words of 5+ characters only', () => {
    expect(first('acetonitirle ')).toBe('/docs/eln/lcms')
    expect(first('specrta ')).toBe('/docs/services/chemspectra')
    expect(pagesOf('dio ')).toEqual([])
    // The boundary: 'scren' (5) finds 'screen'; 'peek' (4) does not find 'peak', although it
    // is one edit away, as '~1' shows.
    expect(first('scren ')).toBe('/docs/eln/screens')
    expect(pagesOf('peek ')).toEqual([])
    expect(pagesOf('peek~1 ')).toEqual(['/docs/eln/nmr'])
  })

  it('ranks pages with every word first, then pages that miss one of them', () => {
    expect(pagesOf('wellplate samples ')).toEqual(['/docs/eln/wellplates', '/docs/eln/screens'])
    expect(pagesOf('bruker topspin zebra ')).toEqual(['/docs/eln/nmr'])
    expect(pagesOf('doi orcid ').sort()).toEqual(['/docs/repo/doi', '/docs/repo/orcid'])
    expect(pagesOf('doi orcid zebra ')).toEqual([])
  })

  it('honours fields, presence, boosts and explicit edit distances', () => {
    expect(pagesOf('title:chemspectra ')).toEqual(['/docs/services/chemspectra'])
    expect(pagesOf('keywords:datacite ')).toEqual(['/docs/repo/doi'])
    expect(pagesOf('heading:installation ')).toEqual(['/docs/eln/novnc'])
    expect(pagesOf('description:ELN ')).toEqual(['/docs/eln/nmr'])
    expect(pagesOf('content:anchors ')).toEqual(['/docs/repo/doi'])
    expect(pagesOf('installation -novnc ')).toEqual(['/docs/services/chemspectra'])
    expect(pagesOf('+installation novnc ')[0]).toBe('/docs/eln/novnc')
    expect(pagesOf('+installation chemspectra ')[0]).toBe('/docs/services/chemspectra')
    expect(pagesOf('+installation chemspectra novnc^10 ')[0]).toBe('/docs/eln/novnc')
    expect(pagesOf('wellplote~1 ')).toContain('/docs/eln/wellplates')
    expect(pagesOf('wellplote~0 ')).toEqual([])
  })

  it('ignores stop words unless they are being typed', () => {
    expect(pagesOf('the doi ')).toEqual(['/docs/repo/doi'])
    expect(pagesOf('the ')).toEqual([])
  })

  it('returns the syntax error instead of hits', () => {
    expect(querySearchIndex(index, 'colour:red', 8)).toEqual({ hits: [], pages: 0, error: expect.objectContaining({ kind: 'unrecognised-field' }) })
    expect(querySearchIndex(index, 'spectrum~9', 8)).toEqual({ hits: [], pages: 0, error: expect.objectContaining({ kind: 'edit-distance', message: expect.stringContaining('at most 2') }) })
    expect(querySearchIndex(index, '', 8)).toEqual({ hits: [], pages: 0 })
  })

  it('searches pasted text and chemistry notation as text, not as syntax', () => {
    expect(first('DOI: DataCite')).toBe('/docs/repo/doi')
    expect(first('DOI:DataCite')).toBe('/docs/repo/doi')
    expect(first('^13C spectrum')).toBe('/docs/eln/nmr')
    expect(first('~96 samples')).toBe('/docs/eln/wellplates')
    expect(first('H2O:acetonitrile')).toBe('/docs/eln/lcms')
  })
})

describe('hits', () => {
  it('carry t, u, h, s, b, the page title, match ranges and highlight terms', () => {
    const [title, ...rest] = querySearchIndex(index, 'doi', 8).hits
    expect(title).toMatchObject({ type: 'title', t: 'DOI Issues', u: '/docs/repo/doi', h: '', s: '', b: ['Repository'], p: 'DOI Issues', m: [[0, 3]], terms: ['doi'] })
    expect(rest[0]).toMatchObject({ type: 'content', u: '/docs/repo/doi', h: '', s: 'DOI Issues', tree: 'last' })
    expect(querySearchIndex(index, 'anchors', 8).hits[0]).toMatchObject({ type: 'heading', t: 'Custom anchor', h: '#custom', s: 'DOI Issues' })
    expect(querySearchIndex(index, 'hand', 8).hits[0]).toMatchObject({ type: 'content', h: '#custom', s: 'Custom anchor' })
  })

  it('are grouped by page: its title row, then its best sections as a tree', () => {
    const hits = querySearchIndex(index, 'wellplate', 8).hits
    expect(hits.map((h) => [h.u, h.type, h.tree])).toEqual([
      ['/docs/eln/wellplates', 'title', undefined],
      ['/docs/eln/wellplates', 'heading', 'inter'],
      ['/docs/eln/wellplates', 'content', 'last'],
      ['/docs/eln/screens', 'content', undefined],
    ])
  })

  it('show a keywords or description row when the title does not match', () => {
    expect(querySearchIndex(index, 'datacite', 8).hits[0]).toMatchObject({ type: 'keywords', t: 'DOI, DataCite', s: 'DOI Issues' })
    expect(querySearchIndex(index, 'resolve', 8).hits[0]).toMatchObject({ type: 'description', t: 'Why a DOI does not resolve.' })
  })

  it('stop at the limit, and count every matching page', () => {
    const few = querySearchIndex(index, 's', 3)
    expect(few.hits).toHaveLength(3)
    expect(few.pages).toBe(ROWS.length)
    const all = querySearchIndex(index, 's', Number.POSITIVE_INFINITY)
    expect(new Set(all.hits.map((h) => h.u)).size).toBe(ROWS.length)
    expect(all.pages).toBe(ROWS.length)
  })

  it('mark the typed word, or the matched word for typos and compounds', () => {
    expect(querySearchIndex(index, 'sampl', 8).hits[0]!.terms).toEqual(['samples'.slice(0, 5)])
    expect(querySearchIndex(index, 'acetonitirle ', 8).hits[0]!.terms).toEqual(['acetonitrile'])
    expect(querySearchIndex(index, 'lcms ', 8).hits[0]!.terms).toEqual(['lc-ms'])
  })
})

describe('scopes and phases', () => {
  it('indexes only the pages of a scope', () => {
    const eln = buildIndex(ROWS, ['/docs/eln'])
    expect(eln.pages.map((p) => p.url)).toEqual(['/docs/eln/nmr', '/docs/eln/lcms', '/docs/eln/wellplates', '/docs/eln/screens', '/docs/eln/novnc'])
    expect(querySearchIndex(eln, 'doi', 8).hits).toEqual([])
  })

  it('indexes the pages of several contexts (a tag list) together, and all pages for none', () => {
    const two = buildIndex(ROWS, ['/docs/repo', '/docs/services'])
    expect(two.pages.map((p) => p.url)).toEqual(['/docs/repo/doi', '/docs/repo/orcid', '/docs/services/chemspectra'])
    expect(pagesOf('installation')).toEqual(['/docs/eln/novnc', '/docs/services/chemspectra'])
    expect([...new Set(querySearchIndex(two, 'installation', 8).hits.map((h) => h.u))]).toEqual(['/docs/services/chemspectra'])
    expect(buildIndex(ROWS, []).pages).toHaveLength(ROWS.length)
  })

  it('ranks pages of the related page\'s part of the docs higher, and ignores an unknown one', () => {
    const ranked = (related?: string) => [...new Set(querySearchIndex(index, 'settings ', 8, { related }).hits.map((h) => h.u))]
    expect(ranked()).toEqual(['/docs/repo/orcid', '/docs/eln/novnc', '/docs/repo/doi'])
    // From an ELN admin page, the noVNC settings (ELN > Admin) come first.
    expect(ranked('/docs/eln/novnc/')).toEqual(['/docs/eln/novnc', '/docs/repo/orcid', '/docs/repo/doi'])
    expect(ranked('/docs/repo/doi')).toEqual(ranked())
    expect(ranked('/docs/nowhere')).toEqual(ranked())
    // A page matching in its title still beats a weak match next to the related page.
    expect([...new Set(querySearchIndex(index, 'doi', 8, { related: '/docs/eln/nmr' }).hits.map((h) => h.u))]).toEqual(['/docs/repo/doi'])
  })

  it('ranks the reader\'s section first among matches about as good, and still lists the rest', () => {
    const ranked = (q: string, section?: string) => [...new Set(querySearchIndex(index, q, 8, { section }).hits.map((h) => h.u))]
    // Two title matches of the same strength: the section decides their order.
    expect(ranked('settings ')[0]).toBe('/docs/repo/orcid')
    expect(ranked('settings ', '/docs/eln')).toEqual(['/docs/eln/novnc', '/docs/repo/orcid', '/docs/repo/doi'])
    expect(ranked('settings ', '/docs/repo')).toEqual(ranked('settings '))
    // A title match elsewhere beats a mention in the text of a page in the section, which follows.
    expect(ranked('chemspectra ', '/docs/eln')).toEqual(['/docs/services/chemspectra', '/docs/eln/nmr'])
    // Section and breadcrumb add up: from an ELN admin page, 'installation' favours noVNC's page
    // (ELN > Admin) over nothing else, and ChemSpectra's still follows.
    expect(ranked('installation ', '/docs/eln')).toEqual(['/docs/eln/novnc', '/docs/services/chemspectra'])
    expect(querySearchIndex(index, 'installation ', 8, { related: '/docs/eln/novnc', section: '/docs/eln' }).hits[0]!.u).toBe('/docs/eln/novnc')
    // A section prefix is a path prefix, not a string prefix.
    expect(ranked('settings ', '/docs/el')).toEqual(ranked('settings '))
  })

  it('link every word of the query that the page has, also those outside the row shown', () => {
    const hits = querySearchIndex(index, 'wellplate button ', 8).hits
    // The title row matches 'wellplate' only; 'button' is in the page's "Create a wellplate" text.
    const title = hits.find((h) => h.u === '/docs/eln/wellplates' && h.type === 'title')!
    expect(title.m).toEqual([[0, 10]])
    expect(title.terms).toEqual(['wellplate', 'button'])
    // The screens page ("well plate", no button) comes second, missing a word: only its word is linked.
    const screens = hits.find((h) => h.u === '/docs/eln/screens')!
    expect(screens.terms).toEqual(['well plate'])
    // A word typed with a typo is linked as the page writes it; a prohibited word never.
    expect(querySearchIndex(index, 'wellplate buton ', 8).hits[0]!.terms).toEqual(['wellplate', 'button'])
    expect(querySearchIndex(index, 'wellplate -button ', 8).hits.every((h) => !h.terms.includes('button'))).toBe(true)
  })

  it('adds the section texts a page at a time; queries meanwhile see titles and headings alone', () => {
    const building = startSearchIndex(decodeSearchIndex(encodeSearchIndex(ROWS)), [])
    const heads = querySearchIndex(building.index, 'installation ', 8)
    let slices = 0
    while (!building.finishSome(() => true)) {
      slices++
      expect(building.index.complete).toBe(false)
      expect(querySearchIndex(building.index, 'acetonitrile', 8).hits).toEqual([])
      expect(querySearchIndex(building.index, 'installation ', 8)).toEqual(heads)
    }
    expect(slices).toBe(ROWS.length - 1)
    // The same index as one built at once.
    for (const q of ['installation ', 'acetonitrile', 'wellplate button ']) expect(querySearchIndex(building.index, q, 8)).toEqual(querySearchIndex(index, q, 8))
  })

  it('answers from titles and headings before the section texts are indexed', () => {
    const building = startSearchIndex(decodeSearchIndex(encodeSearchIndex(ROWS)), [])
    expect(building.index.complete).toBe(false)
    expect(querySearchIndex(building.index, 'peak', 8).hits.map((h) => h.type)).toEqual(['heading'])
    expect(querySearchIndex(building.index, 'acetonitrile', 8).hits).toEqual([])
    building.finish()
    expect(building.index.complete).toBe(true)
    expect(querySearchIndex(building.index, 'acetonitrile', 8).hits.map((h) => h.u)).toEqual(['/docs/eln/lcms'])
  })
})
