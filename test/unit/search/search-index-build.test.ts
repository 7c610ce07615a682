import { describe, expect, it } from 'vitest'
import { decodeSearchIndex } from '../../../src/shared/search-codec.js'
import { createSearchIndex } from '../../../src/shared/search-engine.js'
import { querySearchIndex } from '../../../src/shared/search-rank.js'
import { buildFixture, readSearchIndex } from '../../helpers.js'

// search.indexPages through a whole build: which routes end up in the index file.
async function indexedUrls(fixture: string): Promise<{ indexed: string[]; built: string[] }> {
  const { writer, diagnostics } = await buildFixture(fixture)
  expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([])
  const file = [...writer.files.keys()].find((f) => /^assets\/search-index\.[0-9a-f]{8}\.json$/.test(f))!
  const data = decodeSearchIndex(JSON.parse(writer.read(file)!) as SearchIndexFile)
  const built = [...writer.files.keys()].filter((f) => f.endsWith('index.html')).map((f) => `/${f.replace(/\/?index\.html$/, '')}`)
  return { indexed: data.pages.map((p) => p.url), built }
}

describe('search index of a build', () => {
  it('indexes the about and helpdesk pages by default', async () => {
    const { indexed } = await indexedUrls('basic-site')
    expect(indexed).toEqual(expect.arrayContaining(['/about', '/helpdesk', '/docs']))
  })

  it('indexes them by heading, as they show, so a hit on a heading opens it', async () => {
    const { writer } = await buildFixture('basic-site')
    const file = [...writer.files.keys()].find((f) => /^assets\/search-index\.[0-9a-f]{8}\.json$/.test(f))!
    const index = createSearchIndex(decodeSearchIndex(readSearchIndex((f) => writer.read(f), file)))
    const helpdesk = index.pages.find((p) => p.url === '/helpdesk')!
    expect(helpdesk.sections.map((s) => s.hash)).toEqual(['', '#search-these-docs', '#ask-your-admin'])
    // The ids are on the page: the hit's hash leads somewhere.
    expect(writer.read('helpdesk/index.html')).toContain('<h2 id="ask-your-admin">')
    expect(querySearchIndex(index, 'lantern team', 8).hits[0]).toMatchObject({ u: '/about', type: 'content', h: '' })
  })

  it('leaves them out with indexPages: false, though they are still built', async () => {
    const { indexed, built } = await indexedUrls('search-pages-not-indexed')
    expect(built).toEqual(expect.arrayContaining(['/about', '/helpdesk']))
    expect(indexed).toEqual(['/docs'])
  })
})
