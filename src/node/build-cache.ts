import { readFileSync } from 'node:fs'
import { bundleClient, type BundleMode } from './render/bundle.js'
import { collectSources, type CollectedSources, type ReadFile } from './collect/collect.js'
import type { ResolvedConfig } from './config/config-schema.js'
import type { Diagnostic } from './diagnostics.js'
import { splitFrontmatter } from './collect/frontmatter.js'
import { withoutHash } from './write/output-names.js'
import { readPrebuiltClient } from './render/prebuilt-client.js'
import { readSidebarsFile } from './collect/sidebars-file.js'
import type { RenderCache } from './render/render-routes.js'
import type { ChunkCache } from './render/route-chunks.js'
import { buildSearchIndexes, type SearchIndexOutput } from './search/search-index.js'
import { collectStaticFiles } from './write/static-files.js'
import { siteFolders } from './transform/site-image.js'
import { createTransformCache, type TransformCache } from './transform/transform-pages.js'
import type { OutputFile, SearchSource } from './types.js'
import { checkNesting } from './collect/nesting-guard.js'

/** The hashed client files and their manifest. */
export type ClientBundle = Awaited<ReturnType<typeof bundleClient>>

/**
 * What a rebuild may reuse from the previous one. The dev server owns it and drops the parts a
 * change makes stale (watch.ts says which): client sources -> `bundles`, static/ -> `staticFiles`.
 * Everything else is keyed by content and checks itself.
 */
export interface BuildCache {
  /** Transformed pages (see transformPages). */
  transform: TransformCache
  /** The client bundle per mode: content edits never re-bundle. */
  bundles: Map<BundleMode, Promise<ClientBundle>>
  /** The last collected sources, so a rebuild told which files changed re-reads only those. */
  sources?: CollectedSources
  staticFiles?: OutputFile[]
  chunks: ChunkCache
  rendered: RenderCache
  search?: SearchCache
  /** What the sidebars file says; it changes only with the config (watch.ts), which drops the cache. */
  sidebars?: Promise<Diagnostic[]>
}

/** The search index of the last build and the sources it was built from. */
interface SearchCache {
  sources: SearchSource[]
  output: SearchIndexOutput
  /** Dev: the index lags behind `sources` in section text only (see indexSearch). */
  stale: boolean
}

/** An empty cache: the first build with it does everything. */
export function createBuildCache(): BuildCache {
  return { transform: createTransformCache(), bundles: new Map(), chunks: new Map(), rendered: { siteKey: '', byRoute: new Map() } }
}

/** The client bundle, built once per mode and cache; a failed bundle is not kept. */
export function bundleOnce(mode: BundleMode, cache: BuildCache | undefined): Promise<ClientBundle> {
  const known = cache?.bundles.get(mode)
  if (known) return known
  const prebuilt = readPrebuiltClient(mode)
  const bundling = prebuilt ? Promise.resolve(prebuilt) : bundleClient(mode)
  cache?.bundles.set(mode, bundling)
  bundling.catch(() => cache?.bundles.delete(mode))
  return bundling
}

/**
 * Collects the sources. Told which markdown files changed since the last collect (and that none
 * was added or removed), it re-reads only those, as long as their frontmatter is unchanged:
 * everything collect derives (id, route, position, sidebar label) comes from path + frontmatter.
 */
export function collectChanged(config: ResolvedConfig, cache: BuildCache | undefined, changed: readonly string[] | undefined, read: ReadFile = readFileSync): CollectedSources {
  const patched = cache?.sources && changed ? patchSources(cache.sources, changed, read) : undefined
  if (cache) cache.sources = undefined // a collect that throws must not leave old sources behind
  const sources = patched ?? collectSources(config, read)
  if (cache) cache.sources = sources
  return sources
}

const decoder = new TextDecoder('utf-8', { fatal: true })

function patchSources(prev: CollectedSources, changed: readonly string[], read: ReadFile): CollectedSources | undefined {
  const files = [...prev.files]
  for (const file of changed) {
    const i = files.findIndex((f) => f.path === file)
    const old = files[i]
    // A file with problems of its own (bad frontmatter, empty page) is left to collect to re-judge.
    if (!old || prev.diagnostics.some((d) => d.file === old.displayPath)) return undefined
    let text: string
    try {
      text = decoder.decode(read(file))
    } catch {
      return undefined
    }
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
    const split = splitFrontmatter(text)
    if (text.includes('\u0000') || text.slice(split.bodyStart).trim() === '') return undefined
    // A page nested too deep must never reach the parsers: collect reports it.
    if (checkNesting(text, old.displayPath, split.bodyStart).length > 0) return undefined
    if (split.yaml !== splitFrontmatter(old.text).yaml) return undefined
    files[i] = { ...old, text }
  }
  return { ...prev, files }
}

/**
 * The problems of a Docusaurus sidebars file, which is read only to say what of it chemdocs does
 * not do (see sidebars-file.ts). Loading it bundles and runs the writer's module: once per cache,
 * not on every collect (in serve, every added or removed page).
 */
export async function sidebarsProblemsOnce(config: ResolvedConfig, cache: BuildCache | undefined): Promise<Diagnostic[]> {
  const read = async () => (await readSidebarsFile(config.root))?.diagnostics ?? []
  if (!cache) return read()
  return (cache.sidebars ??= read())
}

/** The files of static/, read once per cache. */
export function staticFilesOnce(config: ResolvedConfig, cache: BuildCache | undefined): OutputFile[] {
  if (!cache) return collectStaticFiles(config.staticDir, siteFolders(config))
  return (cache.staticFiles ??= collectStaticFiles(config.staticDir, siteFolders(config)))
}

/**
 * The search index, rebuilt only when what it indexes changed. In dev, an edit that changes only
 * section text (same routes, titles and headings) keeps the previous index for now and marks it
 * stale; the dev server calls `refreshSearchIndex` when the index is next requested. That keeps
 * a one-page rebuild fast, and dev index names carry no hash, so nothing else has to change.
 */
export function indexSearch(sources: SearchSource[], config: ResolvedConfig, mode: BundleMode, cache: BuildCache | undefined): SearchIndexOutput {
  if (!cache) return buildSearchIndexes(sources, config)
  const known = cache.search
  const change = known ? compareSources(known.sources, sources) : 'shape'
  if (known && (change === 'none' || (change === 'text' && mode === 'dev'))) {
    if (change === 'text') Object.assign(known, { sources, stale: true })
    return known.output
  }
  const output = mode === 'dev' ? unhashed(buildSearchIndexes(sources, config)) : buildSearchIndexes(sources, config)
  cache.search = { sources, output, stale: false }
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
export function refreshSearchIndex(config: ResolvedConfig, cache: BuildCache): OutputFile[] | undefined {
  const known = cache.search
  if (!known?.stale) return undefined
  known.output = unhashed(buildSearchIndexes(known.sources, config))
  known.stale = false
  return known.output.files
}

/** True when `file` is one of the current search index files and it is stale. */
export function isStaleSearchFile(cache: BuildCache, file: string): boolean {
  return cache.search?.stale === true && cache.search.output.files.some((f) => f.path === file)
}

function unhashed(output: SearchIndexOutput): SearchIndexOutput {
  return {
    files: output.files.map((f) => ({ ...f, path: withoutHash(f.path) })),
    indexPaths: Object.fromEntries(Object.entries(output.indexPaths).map(([c, p]) => [c, withoutHash(p)])),
  }
}
