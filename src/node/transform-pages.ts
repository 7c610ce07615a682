import type { AssetRegistry } from './assets.js'
import type { ResolvedConfig } from './config-schema.js'
import { hashOf } from './output-names.js'
import { createProcessor, transformPage, type Processor } from './transform.js'
import type { Page, SourceFile } from './types.js'

/** What transformPages keeps between dev rebuilds (dropped with the config by its owner). */
export interface TransformCache {
  /** Pages by file path + content hash + the set of routes (a link's target depends on which routes exist). */
  pages: Map<string, Page>
  /** Content hash per file, reused while the text is the very same string. */
  hashes: Map<string, { text: string; hash: string }>
  processor?: Processor
}

/** An empty transform cache. */
export function createTransformCache(): TransformCache {
  return { pages: new Map(), hashes: new Map() }
}

/** Transforms every source file, reusing cached pages whose text and routes are unchanged. */
export function transformPages(config: ResolvedConfig, files: SourceFile[], assets: AssetRegistry, cache?: TransformCache): Page[] {
  const processor = cache ? (cache.processor ??= createProcessor(config)) : createProcessor(config)
  const routeOfFile = new Map(files.map((f) => [f.path, f.route]))
  const routesKey = hashOf([...routeOfFile].join('\n'))
  const used = new Map<string, Page>()
  const pages = files.map((source) => {
    const key = `${source.path}:${textHash(source, cache)}:${source.route}:${routesKey}`
    const cached = cache?.pages.get(key)
    if (cached) {
      for (const img of cached.images) assets.add(img.file, config.base)
      used.set(key, cached)
      return { ...cached, source }
    }
    const page = transformPage(processor, source, {
      file: source.path,
      displayPath: source.displayPath,
      route: source.route,
      base: config.base,
      docsDir: config.docsDir,
      staticDir: config.staticDir,
      routeOfFile,
      addAsset: (abs) => assets.add(abs, config.base),
    })
    used.set(key, page)
    return page
  })
  // Keep only this build's pages, so a long dev session does not pile up old versions.
  if (cache) cache.pages = used
  return pages
}

function textHash(source: SourceFile, cache: TransformCache | undefined): string {
  const known = cache?.hashes.get(source.path)
  if (known?.text === source.text) return known.hash
  const hash = hashOf(source.text)
  cache?.hashes.set(source.path, { text: source.text, hash })
  return hash
}

/** Forgets cached pages that use one of these files (an image changed: its hashed URL changes). */
export function forgetPagesUsing(cache: TransformCache, files: readonly string[]): void {
  const changed = new Set(files)
  for (const [key, page] of cache.pages) if (page.images.some((img) => changed.has(img.file))) cache.pages.delete(key)
}
