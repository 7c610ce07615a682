import type { PageData } from '../../shared/types.js'
import type { BundleMode } from './bundle.js'
import { hashOf, outputName } from '../write/output-names.js'
import type { OutputFile } from '../types.js'

/** The route chunk files and how to find them. */
export interface RouteChunks {
  files: OutputFile[]
  /** route -> URL path of its chunk (without base). */
  urls: Map<string, string>
  /** route -> its data as JSON: the render cache compares it to skip unchanged routes. */
  json: Map<string, string>
}

/**
 * Serialised route data kept between dev rebuilds. Serialising every article's HTML again is
 * most of this stage's time, so a route whose HTML is the same string and whose other fields
 * serialise the same reuses last build's JSON.
 */
export type ChunkCache = Map<string, { html: string; rest: string; json: string; code?: string }>

/** One small ES module per route holding its data; the client router imports it on navigation. */
export function createRouteChunks(routes: Map<string, PageData>, mode: BundleMode, cache?: ChunkCache): RouteChunks {
  const chunks: RouteChunks = { files: [], urls: new Map(), json: new Map() }
  for (const [route, data] of routes) {
    const json = serialize(route, data, cache)
    // The module text of an unchanged route is last build's very string: the dev writer then
    // compares it by reference, not the 30 KB of an article's HTML, for each of the site's routes.
    const known = cache?.get(route)
    const code = known?.json === json ? (known.code ??= `export default ${json}`) : `export default ${json}`
    const name = chunkName(route)
    const path = outputName(`assets/routes/${name}`, '.js', code, mode)
    chunks.files.push({ path, contents: code })
    chunks.urls.set(route, `/${path}`)
    chunks.json.set(route, json)
  }
  if (cache) for (const route of cache.keys()) if (!routes.has(route)) cache.delete(route)
  return chunks
}

/**
 * The readable part of a route's chunk file name: the route with '/' and other characters as '_',
 * cut to 100 characters plus a hash of the whole route. A file name has at most 255 bytes, and a
 * route of five descriptive folders is longer than that once flattened into one name.
 */
export function chunkName(route: string): string {
  const name = route === '/' ? 'index' : route.slice(1).replace(/[^\w-]+/g, '_')
  return name.length <= MAX_READABLE ? name : `${name.slice(0, MAX_READABLE)}-${hashOf(route)}`
}

const MAX_READABLE = 100

function serialize(route: string, data: PageData, cache: ChunkCache | undefined): string {
  if (!cache) return JSON.stringify(data)
  const { html, ...others } = data
  const rest = JSON.stringify(others)
  const known = cache.get(route)
  if (known && known.html === html && known.rest === rest) return known.json
  const json = JSON.stringify(data)
  cache.set(route, { html, rest, json })
  return json
}
