import type { BuildCache } from '../build.js'
import { createCollectCache } from '../collect/collect-cache.js'
import { createBundleCache } from '../render/client-bundle.js'
import { createShellCache } from '../render/shell-cache.js'
import { createRenderCache } from '../render/render-cache.js'
import { createSearchCache } from '../search/search-cache.js'
import { createTransformCache } from '../transform/transform-pages.js'
import { createStaticFilesCache } from '../write/static-files.js'

/**
 * Empty caches, one per stage, each defined beside the stage that fills and reads it: the first
 * build with them does everything. The dev server keeps them between rebuilds and drops the parts
 * a change makes stale (watch.ts says which): client sources -> `bundle` and `shell`, static/ ->
 * `staticFiles`, the config -> all but `bundle` and `shell`. The rest is keyed by content and
 * checks itself.
 */
export function createBuildCache(): BuildCache {
  return {
    bundle: createBundleCache(),
    shell: createShellCache(),
    collect: createCollectCache(),
    transform: createTransformCache(),
    chunks: new Map(),
    search: createSearchCache(),
    rendered: createRenderCache(),
    staticFiles: createStaticFilesCache(),
  }
}
