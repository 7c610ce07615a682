import { createHash } from 'node:crypto'
import type { ResolvedConfig } from '../config/config-schema.js'
import type { PageStore } from '../transform/page-store.js'
import type { BundleMode } from '../render/bundle.js'
import type { OutputFile, SearchSource } from '../types.js'
import { withoutHash } from '../write/output-names.js'
import { buildSearchIndexes, type SearchIndexOutput } from './search-index.js'

/**
 * What the search stage keeps between dev rebuilds: the index of the last build and the sources
 * it was built from. Its owner (the dev server) drops it with the config.
 */
export interface SearchCache {
  last?: {
    sources: SearchSource[]
    output: SearchIndexOutput
    /** Dev: the index lags behind `sources` in section text only (see indexSearch). */
    stale: boolean
  }
}

/** An empty search cache: the first build with it indexes every page. */
export function createSearchCache(): SearchCache {
  return {}
}

/**
 * The search index, rebuilt only when what it indexes changed. In dev, an edit that changes only
 * section text (same routes, titles and headings) keeps the previous index for now and marks it
 * stale; the dev server calls `refreshSearchIndex` when the index is next requested. That keeps
 * a one-page rebuild fast, and dev index names carry no hash, so nothing else has to change.
 */
export function indexSearch(sources: SearchSource[], config: ResolvedConfig, mode: BundleMode, cache: SearchCache | undefined, store?: PageStore): SearchIndexOutput {
  if (!cache) return store ? storedIndex(sources, config, store) : buildSearchIndexes(sources, config)
  const known = cache.last
  const change = known ? compareSources(known.sources, sources) : 'shape'
  if (known && (change === 'none' || (change === 'text' && mode === 'dev'))) {
    if (change === 'text') Object.assign(known, { sources, stale: true })
    return known.output
  }
  const output = mode === 'dev' ? unhashed(buildSearchIndexes(sources, config)) : buildSearchIndexes(sources, config)
  cache.last = { sources, output, stale: false }
  return output
}

/**
 * `chemdocs build` with the page store: the last build's index while every page's search text, the
 * search options and the base URL are what it was made from (chemdocs' own code is in the store's key).
 */
function storedIndex(sources: SearchSource[], config: ResolvedConfig, store: PageStore): SearchIndexOutput {
  const key = createHash('sha256').update(JSON.stringify([config.search, config.base])).update(JSON.stringify(sources)).digest('hex')
  const stored = store.storedSearch(key)
  if (stored) return stored
  const output = buildSearchIndexes(sources, config)
  store.keepSearch(key, output)
  return output
}

/**
 * What changed between two lists of search sources: nothing, only section text, or their shape
 * (pages, titles, headings, ...). Cheap when pages come from the transform cache, whose section
 * arrays are the very same objects as last time.
 */
export function compareSources(before: SearchSource[], after: SearchSource[]): 'none' | 'text' | 'shape' {
  if (before.length !== after.length) return 'shape'
  let change: 'none' | 'text' = 'none'
  for (let i = 0; i < after.length; i++) {
    const a = before[i]!
    const b = after[i]!
    const { sections: sa, ...headA } = a
    const { sections: sb, ...headB } = b
    if (JSON.stringify(headA) !== JSON.stringify(headB)) return 'shape'
    if (sa === sb) continue
    if (JSON.stringify(sa.map((s) => [s.heading, s.hash])) !== JSON.stringify(sb.map((s) => [s.heading, s.hash]))) return 'shape'
    if (JSON.stringify(sa) !== JSON.stringify(sb)) change = 'text'
  }
  return change
}

/** Indexes stale search sources (see indexSearch); returns the new files, or undefined if none were stale. */
export function refreshSearchIndex(config: ResolvedConfig, cache: SearchCache): OutputFile[] | undefined {
  const known = cache.last
  if (!known?.stale) return undefined
  known.output = unhashed(buildSearchIndexes(known.sources, config))
  known.stale = false
  return known.output.files
}

/** True when `file` is one of the current search index files and it is stale. */
export function isStaleSearchFile(cache: SearchCache, file: string): boolean {
  return cache.last?.stale === true && cache.last.output.files.some((f) => f.path === file)
}

function unhashed(output: SearchIndexOutput): SearchIndexOutput {
  return {
    files: output.files.map((f) => ({ ...f, path: withoutHash(f.path) })),
    indexPaths: Object.fromEntries(Object.entries(output.indexPaths).map(([c, p]) => [c, withoutHash(p)])),
  }
}
