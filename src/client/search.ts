import type { SearchClient } from '../../templates/search/search-client.js'
import { trimSlashes } from '../shared/search-format.js'
import type { IndexLocation, SearchRequest, SearchResponse, SearchResult } from '../shared/search-protocol.js'
import type { SiteData } from '../shared/types.js'
import { withBase } from '../shared/url.js'
import { markTerms } from './highlight.js'
import { readerVersion } from './reader-version.js'

type Pending = { resolve: (response: SearchResponse) => void; reject: (error: Error) => void }
/** A request before it gets its id (Omit over each member of the union). */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never
type Request = WithoutId<SearchRequest>

/**
 * The page side of search: starts the worker on first use (focus, hover or the shortcut), sends
 * it requests and matches the replies by id. Each search context is loaded once.
 */
export function createSearchClient(site: SiteData): SearchClient {
  let worker: Worker | undefined
  let nextId = 1
  const pending = new Map<number, Pending>()
  const loads = new Map<string, Promise<void>>()

  const failAll = (message: string) => {
    for (const p of pending.values()) p.reject(new Error(message))
    pending.clear()
    worker?.terminate()
    worker = undefined
    loads.clear()
  }
  const send = (request: Request): Promise<SearchResponse> => {
    if (!worker) {
      worker = new Worker(site.search.workerUrl, { type: 'module', name: 'chemdocs-search' })
      worker.onmessage = ({ data }: MessageEvent<SearchResponse>) => {
        pending.get(data.id)?.resolve(data)
        pending.delete(data.id)
      }
      worker.onerror = (event) => failAll(`search worker failed: ${event.message || 'could not start'}`)
    }
    const id = nextId++
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject })
      worker!.postMessage({ ...request, id })
    })
  }
  // Each version but the last has an index of its own; the last version's is the site's. All
  // contexts of a version share one file (the worker indexes each context's pages from it).
  const locate = (context: string, version = readerVersion(site)): IndexLocation => {
    const url = site.search.versionIndexUrls?.[version] ?? site.search.indexUrls[context] ?? site.search.indexUrls[''] ?? ''
    return { baseUrl: new URL(site.base, location.href).href, version, file: url.startsWith(site.base) ? url.slice(site.base.length) : url }
  }
  const tag = (context: string) => (context ? withBase(site.base, `/${trimSlashes(context)}`) : '')
  const expect = async <T extends SearchResponse['type']>(request: Request, type: T) => {
    const response = await send(request)
    if (response.type === 'error') throw new Error(response.message)
    if (response.type !== type) throw new Error(`search worker replied ${response.type} to ${request.type}`)
    return response as Extract<SearchResponse, { type: T }>
  }

  return {
    load(context, version) {
      const index = locate(context, version)
      const key = `${index.version}\n${context}`
      let load = loads.get(key)
      if (!load) {
        load = expect({ type: 'load', ...index, tag: tag(context) }, 'loaded').then(() => undefined)
        load.catch(() => loads.delete(key))
        loads.set(key, load)
      }
      return load
    },
    async search({ q, context, limit, related, section, version, whole }): Promise<SearchResult> {
      const request = { type: 'search', ...locate(context, version), tags: context ? [tag(context)] : [], q, limit, related, section: section ? tag(section) : undefined, whole } as const
      return (await expect(request, 'result')).result
    },
    highlight: markTerms,
  }
}
