// What the search worker does with a request (search-protocol.ts), apart from the worker's
// globals so that tests can drive it: an index file's titles and headings are fetched on first
// use, its section texts only when a `complete` or a `whole` search asks for them; each search
// scope is indexed once.
import { attachBodies, decodeSearchIndex, type IndexData } from '../shared/search-codec.js'
import { startSearchIndex, type BuildingIndex, type SearchIndex } from '../shared/search-engine.js'
import { bodiesFileOf, type SearchBodiesFile, type SearchIndexFile } from '../shared/search-format.js'
import type { SearchRequest, SearchResponse } from '../shared/search-protocol.js'
import { querySearchIndex } from '../shared/search-rank.js'
import { indexUrlOf } from './search-location.js'

/** Reads a JSON file; rejects when it cannot be had (the message says which file and why). */
export type FetchJson = (url: string) => Promise<unknown>

/** Longest stretch the worker spends adding section texts before it looks at its messages. */
const FINISH_SLICE_MS = 12

/** An index file: its titles and headings, and its section texts once asked for. */
interface LoadedFile {
  heads: Promise<IndexData>
  whole: () => Promise<IndexData>
}

/** An index being built: usable once `ready` (titles and headings), whole once `complete()` is. */
interface Building {
  ready: Promise<SearchIndex>
  complete: () => Promise<SearchIndex>
}

/**
 * The worker's state: index files by URL and indexes by file and scope, kept for the worker's
 * life. Returns the reply to a request; a bad index location or a failed download rejects, and
 * a later request tries again.
 */
export function createSearchService(fetchJson: FetchJson): (request: SearchRequest) => Promise<SearchResponse> {
  const files = new Map<string, LoadedFile>()
  const indexes = new Map<string, Building>()

  const loadFile = (url: string): LoadedFile => {
    let file = files.get(url)
    if (!file) {
      const heads = fetchJson(url).then((json) => decodeSearchIndex(json as SearchIndexFile))
      heads.catch(() => files.delete(url)) // a later request fetches it again
      const whole = sharedUntilFailed(async () => {
        const data = await heads
        if (data.awaitingBodies) attachBodies(data, (await fetchJson(bodiesFileOf(url))) as SearchBodiesFile)
        return data
      })
      file = { heads, whole }
      files.set(url, file)
    }
    return file
  }

  /** The index of the pages within the contexts `tags`, one per index file and set of tags. */
  const loadIndex = (url: string, tags: string[]): Building => {
    // No tags, or an empty one among them, means the whole site.
    const scopes = tags.length === 0 || tags.includes('') ? [] : [...new Set(tags)].sort()
    const key = [url, ...scopes].join('\n')
    let building = indexes.get(key)
    if (!building) {
      const file = loadFile(url)
      const started = file.heads.then((data) => startSearchIndex(data, scopes))
      const ready = started.then((b) => b.index)
      ready.catch(() => indexes.delete(key))
      // Started only when asked for: until then, this context answers from titles and headings.
      const complete = sharedUntilFailed(async () => {
        const [b] = await Promise.all([started, file.whole()])
        return finishInSlices(b)
      })
      building = { ready, complete }
      indexes.set(key, building)
    }
    return building
  }

  return async (request) => {
    const building = loadIndex(indexUrlOf(request), request.type === 'search' ? request.tags : [request.tag])
    if (request.type === 'load') {
      await building.ready
      return { type: 'loaded', id: request.id }
    }
    if (request.type === 'complete') {
      await building.complete()
      return { type: 'completed', id: request.id }
    }
    const index = await (request.whole ? building.complete() : building.ready)
    const start = performance.now()
    const result = querySearchIndex(index, request.q, request.limit, { related: request.related, section: request.section })
    const ms = performance.now() - start
    return { type: 'result', id: request.id, result: index.complete ? result : { ...result, partial: true }, ms }
  }
}

/**
 * Adds the section texts in later tasks of a few milliseconds each, so that a query that comes
 * meanwhile is answered (from titles and headings) without waiting for them all.
 */
function finishInSlices(building: BuildingIndex): Promise<SearchIndex> {
  return new Promise((resolve) => {
    const step = () => {
      const until = performance.now() + FINISH_SLICE_MS
      if (building.finishSome(() => performance.now() > until)) resolve(building.index)
      else setTimeout(step, 0)
    }
    setTimeout(step, 0)
  })
}

/** `make` run on the first call, its promise shared by the later ones until it fails (then run again). */
function sharedUntilFailed<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined
  return () => {
    if (!promise) {
      promise = make()
      promise.catch(() => (promise = undefined))
    }
    return promise
  }
}
