// The search worker: fetches the index file once, indexes each search scope on first use and
// answers queries, so neither download nor indexing ever blocks the page.
import { attachBodies, decodeSearchIndex, type IndexData } from '../shared/search-codec.js'
import { startSearchIndex, type SearchIndex } from '../shared/search-engine.js'
import { bodiesFileOf, type SearchBodiesFile, type SearchIndexFile } from '../shared/search-format.js'
import { indexUrlOf } from './search-location.js'
import type { SearchRequest, SearchResponse } from '../shared/search-protocol.js'
import { querySearchIndex } from '../shared/search-rank.js'

// The client project is typed for the DOM, not for workers: declare the little used here.
const worker = self as unknown as {
  onmessage: ((event: { data: SearchRequest }) => void) | null
  postMessage(message: SearchResponse): void
}

/** An index being built: usable once `ready` (titles and headings), whole once `complete`. */
interface Building {
  ready: Promise<SearchIndex>
  complete: Promise<SearchIndex>
}

/** Longest stretch the worker spends adding section texts before it looks at its messages. */
const FINISH_SLICE_MS = 12

/** An index file: its titles and headings, and then its section texts (see SearchIndexFile). */
interface LoadedFile {
  heads: Promise<IndexData>
  whole: Promise<IndexData>
}

const files = new Map<string, LoadedFile>()
const indexes = new Map<string, Building>()

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`search index ${url}: HTTP ${response.status}`)
  return (await response.json()) as T
}

function loadFile(url: string): LoadedFile {
  let file = files.get(url)
  if (!file) {
    const heads = fetchJson<SearchIndexFile>(url).then(decodeSearchIndex)
    // Asked for once the heads are read, so that they alone share the connection at first.
    const whole = heads.then(async (data) => {
      if (data.awaitingBodies) attachBodies(data, await fetchJson<SearchBodiesFile>(bodiesFileOf(url)))
      return data
    })
    file = { heads, whole }
    whole.catch(() => files.delete(url)) // a later request retries
    files.set(url, file)
  }
  return file
}

/** The index of the pages within the contexts `tags`, one per index file and set of tags. */
function loadIndex(url: string, tags: string[]): Building {
  // No tags, or an empty one among them, means the whole site.
  const scopes = tags.length === 0 || tags.includes('') ? [] : [...new Set(tags)].sort()
  const key = [url, ...scopes].join('\n')
  let building = indexes.get(key)
  if (!building) {
    const file = loadFile(url)
    const started = file.heads.then((data) => startSearchIndex(data, scopes))
    // The section texts arrive after the heads and are indexed in later tasks of a few
    // milliseconds each, so a query that is waiting, or comes meanwhile, is answered from titles
    // and headings first.
    const complete = Promise.all([started, file.whole]).then(
      ([b]) =>
        new Promise<SearchIndex>((resolve) => {
          const step = () => {
            const until = performance.now() + FINISH_SLICE_MS
            if (b.finishSome(() => performance.now() > until)) resolve(b.index)
            else setTimeout(step, 0)
          }
          setTimeout(step, 0)
        }),
    )
    building = { ready: started.then((b) => b.index), complete }
    complete.catch(() => indexes.delete(key))
    indexes.set(key, building)
  }
  return building
}

/** The reply to a request; a bad index location or a failed download rejects. */
async function answer(request: SearchRequest): Promise<SearchResponse> {
  const building = loadIndex(indexUrlOf(request), request.type === 'load' ? [request.tag] : request.tags)
  if (request.type === 'load') {
    await building.complete
    return { type: 'loaded', id: request.id }
  }
  const index = await building.ready
  const start = performance.now()
  const result = querySearchIndex(index, request.q, request.limit, { related: request.related, section: request.section })
  const ms = performance.now() - start
  return { type: 'result', id: request.id, result: index.complete ? result : { ...result, partial: true }, ms }
}

worker.onmessage = ({ data: request }) => {
  answer(request).then(
    (response) => worker.postMessage(response),
    (error: unknown) => worker.postMessage({ type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) }),
  )
}
