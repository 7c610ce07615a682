import { createCollectCache, type CollectCache } from './collect/collect-cache.js'
import { createBundleCache, type BundleCache } from './render/client-bundle.js'
import type { RenderCache } from './render/render-routes.js'
import type { ChunkCache } from './render/route-chunks.js'
import { createSearchCache, type SearchCache } from './search/search-cache.js'
import { createTransformCache, type TransformCache } from './transform/transform-pages.js'
import { createStaticFilesCache, type StaticFilesCache } from './write/static-files.js'

/**
 * What a rebuild may reuse from the previous one: one cache per stage, each defined beside the
 * stage that fills and reads it, and handed to that stage alone by build(). The dev server owns
 * them and drops the parts a change makes stale (watch.ts says which): client sources -> `bundle`,
 * static/ -> `staticFiles`, the config -> all but `bundle`. The rest is keyed by content and
 * checks itself.
 */
export interface BuildCache {
  bundle: BundleCache
  collect: CollectCache
  transform: TransformCache
  chunks: ChunkCache
  search: SearchCache
  rendered: RenderCache
  staticFiles: StaticFilesCache
}

/** Empty caches: the first build with them does everything. */
export function createBuildCache(): BuildCache {
  return {
    bundle: createBundleCache(),
    collect: createCollectCache(),
    transform: createTransformCache(),
    chunks: new Map(),
    search: createSearchCache(),
    rendered: { siteKey: '', byRoute: new Map() },
    staticFiles: createStaticFilesCache(),
  }
}
