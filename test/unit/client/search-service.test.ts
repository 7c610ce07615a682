import { describe, expect, it } from 'vitest'
import { createSearchService } from '../../../src/client/search-service.js'
import { encodeSearchIndex } from '../../../src/shared/search-codec.js'
import { bodiesFileOf } from '../../../src/shared/search-format.js'
import type { IndexLocation, SearchRequest, SearchResponse } from '../../../src/shared/search-protocol.js'
import { ROWS } from '../search/fixture.js'

// The search worker's protocol (search-protocol.ts), driven without a worker: `load` replies on
// the titles and headings, the section texts are fetched only for `complete` or a `whole` search,
// and no request waits for another one (a test that hangs fails in 5 s, not at the default limit).
const BASE = 'https://docs.example/'
const CURRENT: IndexLocation = { baseUrl: BASE, version: 'current', file: 'assets/search-index.00000001.json' }
const OLD: IndexLocation = { baseUrl: BASE, version: '1.0', file: '1.0/assets/search-index.00000002.json' }
const headsOf = (where: IndexLocation) => BASE + where.file
const bodiesOf = (where: IndexLocation) => bodiesFileOf(headsOf(where))
// Only in a section text: 'acetonitrile' (LC-MS, "Solvents"); in a heading: 'peak' (NMR, "Peak picking").
const BODY_WORD = 'acetonitrile'

/** The index files of both versions as the build writes them, served from memory. */
function createServer() {
  const { bodies, ...heads } = encodeSearchIndex(ROWS)
  const files = new Map<string, unknown>()
  for (const where of [CURRENT, OLD]) {
    files.set(headsOf(where), heads)
    files.set(bodiesOf(where), { v: heads.v, bodies })
  }
  const requested: string[] = []
  const held = new Map<string, Promise<void>>()
  const failing = new Set<string>()
  const releases: Record<string, () => void> = {}
  return {
    requested,
    /** Holds the answer to `url` until `release(url)`. */
    hold(url: string) {
      held.set(url, new Promise((resolve) => (releases[url] = resolve)))
    },
    release(url: string) {
      held.delete(url)
      releases[url]?.()
    },
    /** The next download of `url` fails. */
    failOnce: (url: string) => failing.add(url),
    fetchJson: async (url: string): Promise<unknown> => {
      requested.push(url)
      await held.get(url)
      if (failing.delete(url)) throw new Error(`search index ${url}: HTTP 500`)
      if (!files.has(url)) throw new Error(`search index ${url}: HTTP 404`)
      return JSON.parse(JSON.stringify(files.get(url)))
    },
  }
}

function setUp() {
  const server = createServer()
  const answer = createSearchService(server.fetchJson)
  let id = 0
  const ask = (request: Record<string, unknown> & { type: SearchRequest['type'] }) => answer({ id: ++id, ...request } as SearchRequest)
  const load = (where = CURRENT, tag = '') => ask({ type: 'load', ...where, tag })
  const complete = (where = CURRENT, tag = '') => ask({ type: 'complete', ...where, tag })
  const search = async (q: string, options: { where?: IndexLocation; tags?: string[]; whole?: boolean } = {}) => {
    const reply = await ask({ type: 'search', ...(options.where ?? CURRENT), tags: options.tags ?? [], q, limit: 8, whole: options.whole })
    if (reply.type !== 'result') throw new Error(`expected a result, got ${JSON.stringify(reply)}`)
    return { pages: [...new Set(reply.result.hits.map((h) => h.u))], partial: reply.result.partial === true }
  }
  return { server, load, complete, search }
}

const typeOf = (reply: SearchResponse) => reply.type

describe('the search worker protocol', () => {
  it('replies to load once the titles and headings are indexed, without fetching the section texts', async () => {
    const { server, load } = setUp()
    expect(await load()).toEqual({ type: 'loaded', id: 1 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(server.requested).toEqual([headsOf(CURRENT)])
  })

  it('answers a search from titles and headings, partial, and still fetches no section texts', async () => {
    const { server, load, search } = setUp()
    await load()
    expect(await search('peak')).toEqual({ pages: ['/docs/eln/nmr'], partial: true })
    // A word only the section texts hold: nothing yet, and said to be partial.
    expect(await search(BODY_WORD)).toEqual({ pages: [], partial: true })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(server.requested).toEqual([headsOf(CURRENT)])
  })

  it('replies to complete once the section texts are fetched and indexed; answers are then whole', async () => {
    const { server, load, complete, search } = setUp()
    await load()
    expect(await complete()).toEqual({ type: 'completed', id: 2 })
    expect(server.requested).toEqual([headsOf(CURRENT), bodiesOf(CURRENT)])
    expect(await search(BODY_WORD)).toEqual({ pages: ['/docs/eln/lcms'], partial: false })
    expect(await search('peak')).toEqual({ pages: ['/docs/eln/nmr'], partial: false })
    // Once per file.
    await complete()
    expect(server.requested).toHaveLength(2)
  })

  it('answers a whole search after the section texts, so a partial answer can be asked again in full', async () => {
    const { server, search } = setUp()
    expect(await search(BODY_WORD)).toEqual({ pages: [], partial: true })
    expect(server.requested).toEqual([headsOf(CURRENT)])
    expect(await search(BODY_WORD, { whole: true })).toEqual({ pages: ['/docs/eln/lcms'], partial: false })
    expect(server.requested).toEqual([headsOf(CURRENT), bodiesOf(CURRENT)])
  })

  it('answers load and searches while the section texts are still on their way', async () => {
    const { server, load, complete, search } = setUp()
    server.hold(bodiesOf(CURRENT))
    const completed = complete()
    const whole = search(BODY_WORD, { whole: true })
    expect(typeOf(await load())).toBe('loaded')
    expect(await search('peak')).toEqual({ pages: ['/docs/eln/nmr'], partial: true })
    server.release(bodiesOf(CURRENT))
    expect(typeOf(await completed)).toBe('completed')
    expect(await whole).toEqual({ pages: ['/docs/eln/lcms'], partial: false })
  }, 5_000)

  it('ends every request in any order: searches before load, in several contexts and versions', async () => {
    const { server, load, complete, search } = setUp()
    server.hold(headsOf(CURRENT))
    const replies = Promise.all([search('settings', { tags: ['/docs/eln'] }), complete(CURRENT, '/docs/repo'), load(CURRENT, '/docs/eln'), load(), search('doi')])
    server.release(headsOf(CURRENT))
    const [inEln, completed, loadedEln, loaded, doi] = await replies
    // Within ELN only: not the Repository's "Settings and Preparation".
    expect(inEln).toEqual({ pages: ['/docs/eln/novnc'], partial: true })
    expect([typeOf(completed), typeOf(loadedEln), typeOf(loaded)]).toEqual(['completed', 'loaded', 'loaded'])
    // Completed for one context of the file only: the whole site's index adds the texts when asked.
    expect(doi.partial).toBe(true)
    expect(await search(BODY_WORD, { tags: ['/docs/repo'] })).toEqual({ pages: [], partial: false })
    expect(await search(BODY_WORD, { whole: true })).toEqual({ pages: ['/docs/eln/lcms'], partial: false })
    // One download per file: the other version's texts stay where they are until it is searched whole.
    expect(await search('peak', { where: OLD })).toEqual({ pages: ['/docs/eln/nmr'], partial: true })
    expect(server.requested).toEqual([headsOf(CURRENT), bodiesOf(CURRENT), headsOf(OLD)])
  }, 5_000)

  it('rejects a request whose download failed, and fetches again for a later one', async () => {
    const { server, load, complete, search } = setUp()
    server.failOnce(headsOf(CURRENT))
    await expect(load()).rejects.toThrow(/HTTP 500/)
    expect(typeOf(await load())).toBe('loaded')
    server.failOnce(bodiesOf(CURRENT))
    await expect(complete()).rejects.toThrow(/HTTP 500/)
    // The titles and headings still answer.
    expect(await search('peak')).toEqual({ pages: ['/docs/eln/nmr'], partial: true })
    expect(await search(BODY_WORD, { whole: true })).toEqual({ pages: ['/docs/eln/lcms'], partial: false })
    expect(server.requested).toEqual([headsOf(CURRENT), headsOf(CURRENT), bodiesOf(CURRENT), bodiesOf(CURRENT)])
  })

  it('refuses an index on another origin', async () => {
    const { load } = setUp()
    await expect(load({ ...CURRENT, file: '//elsewhere.example/search-index.00000001.json' })).rejects.toThrow(/another origin/)
  })
})
