import { siteWrapperFiles } from './mdx/site-wrappers.js'
import { docsGlobalData } from '../docusaurus/global-data.js'
import type { AssetRegistry } from './assets.js'
import type { CollectedSources } from '../collect/collect.js'
import { hasUserPlugins, type ResolvedConfig } from '../config/config-schema.js'
import { hashOf } from '../write/output-names.js'
import type { MdxCache } from './mdx/transform-mdx-pages.js'
import type { ReactPageCache } from './react-pages.js'
import type { PageStore } from './page-store.js'
import { readsSameRoutes, siteRoutesOf, type SiteRoutes } from '../site/site-routes.js'
import { createProcessor, createTransformContext, transformPage, transformPageAsync, type Processor } from './transform.js'
import type { DocsInstanceDocs, Page, SidebarSpecs, SourceFile } from '../types.js'
import { isCompiledAsMdx } from './mdx/mdx-in-markdown.js'
import { markdownWorkerCount, restTransformWorkers, transformWorkerCount, workerConfig } from './transform-workers.js'
import { transformInWorkers, WorkerPluginsFailed } from './bounded-transform.js'
import { workerPlugins } from './worker-plugins.js'

/** What transformPages keeps between dev rebuilds (dropped with the config by its owner). */
export interface TransformCache {
  /** Pages by file path + content hash + route, valid while the routes they read are unchanged. */
  pages: Map<string, CachedPage>
  /** Content hash per file, reused while the text is the very same string. */
  hashes: Map<string, { text: string; hash: string }>
  processor?: Processor
  /** MDX pages, checked against the files they import (see transform-mdx-pages.ts). */
  mdx: MdxCache
  /** React pages of the pages folder, checked the same way (see react-pages.ts). */
  react: ReactPageCache
}

/** A transformed page, and the key of the site's routes when it was made. */
interface CachedPage {
  page: Page
  routesKey: string
}

/** An empty transform cache. */
export function createTransformCache(): TransformCache {
  return { pages: new Map(), hashes: new Map(), mdx: new Map(), react: new Map() }
}

/**
 * Transforms markdown pages, reusing cached pages whose text is unchanged and whose links resolve
 * as before. Links resolve against every page of the site (`routes`), even when only some change;
 * a page added or removed in `chemdocs serve` re-makes only the pages that link to it.
 */
async function transformPages(config: ResolvedConfig, files: SourceFile[], assets: AssetRegistry, cache: TransformCache | undefined, routes: SiteRoutes): Promise<Page[]> {
  const pages: Page[] = new Array(files.length)
  const used = new Map<string, CachedPage>()
  const toMake: number[] = []
  files.forEach((source, i) => {
    const key = cacheKey(source, cache)
    const cached = cache?.pages.get(key)
    if (cached && readsSameRoutes(cached.page, cached.routesKey, routes)) {
      for (const img of cached.page.images) assets.add(img.file, config.base)
      used.set(key, cached)
      pages[i] = { ...cached.page, source }
    } else toMake.push(i)
  })
  const made = await makePages(config, toMake.map((i) => files[i]!), assets, cache, routes)
  toMake.forEach((i, k) => {
    pages[i] = made[k]!
    used.set(cacheKey(files[i]!, cache), { page: made[k]!, routesKey: routes.key })
  })
  // Keep only this build's pages, so a long dev session does not pile up old versions.
  if (cache) cache.pages = used
  return pages
}

/**
 * Makes pages in worker threads, under the time and heap limits user code has (see
 * bounded-transform.ts), so that no page holds the build, nor `serve`'s answers, for long. A site's
 * own remark and rehype plugins are functions, which cannot cross threads: each worker loads them
 * from the config file (see worker-plugins.ts). On this thread, without limits, only where workers
 * cannot: plugins given other than in a config file (the API), a config a worker cannot load
 * although this thread could, or running from TypeScript sources (tests).
 */
async function makePages(config: ResolvedConfig, files: SourceFile[], assets: AssetRegistry, cache: TransformCache | undefined, routes: SiteRoutes): Promise<Page[]> {
  if (files.length === 0) return []
  const threads = markdownWorkerCount()
  const plugins = workerPlugins(config)
  if (threads > 0 && plugins !== undefined) {
    try {
      const pages = await transformInWorkers({ config: workerConfig(config), files, routeOfFile: [...routes.routeOfFile], ...(plugins && { plugins }) }, threads)
      for (const page of pages) for (const img of page.images) assets.add(img.file, config.base)
      return pages
    } catch (error) {
      if (!(error instanceof WorkerPluginsFailed)) throw error
    }
  }
  const processor = processorOf(config, cache)
  const pages: Page[] = []
  let yielded = performance.now()
  // A site's own plugins may be asynchronous; chemdocs' alone never are, and run synchronously.
  const async = hasUserPlugins(config)
  for (const source of files) {
    const ctx = createTransformContext(config, source, routes.routeOfFile, assets)
    pages.push(async ? await transformPageAsync(processor, source, ctx) : transformPage(processor, source, ctx))
    // Beside the HTTP server and the Ctrl-C handler (serve) and esbuild's plugins (the client
    // bundle), which run on this thread too: let them have a turn now and then.
    if (performance.now() - yielded > YIELD_EVERY_MS) {
      await new Promise((resolve) => setImmediate(resolve))
      yielded = performance.now()
    }
  }
  return pages
}

/** The build's processor: made once per dev session (kept in the cache), else once per build. */
function processorOf(config: ResolvedConfig, cache: TransformCache | undefined): Processor {
  return cache ? (cache.processor ??= createProcessor(config)) : createProcessor(config)
}

function cacheKey(source: SourceFile, cache: TransformCache | undefined): string {
  return `${source.path}:${textHash(source, cache)}:${source.route}`
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
  for (const [key, { page }] of cache.pages) if (page.images.some((img) => changed.has(img.file))) cache.pages.delete(key)
}

/** How long the main thread transforms before it lets waiting callbacks run (see below). */
const YIELD_EVERY_MS = 10

/**
 * What transformPagesParallel transforms: the sources, and the docs of the site's other docs
 * folders (for site code reading them, and markdown links to their files), in the site's order
 * (an entry of this folder's own id stands for its place).
 */
export type TransformSources = Pick<CollectedSources, 'files' | 'categories'> & {
  otherDocs?: readonly DocsInstanceDocs[]
  /** The docs folder's sidebars file (undefined: its folder sidebar), for MDX pages' `useDocsSidebar()`. */
  sidebars?: SidebarSpecs
}

/**
 * Transforms every page: MDX pages on the main thread, a few at once (see transformMdxPages), React
 * pages of the pages folder, and markdown pages in worker threads under a time limit (see
 * transformPages and makePages).
 */
export async function transformPagesParallel(config: ResolvedConfig, sources: TransformSources, assets: AssetRegistry, cache?: TransformCache, store?: PageStore): Promise<Page[]> {
  const { files, categories } = sources
  restTransformWorkers()
  // MDX pages import and run user code, which only the main thread can bundle and evaluate.
  const isMdx = (f: SourceFile) => isCompiledAsMdx(f, config.markdown.format)
  const markdown = files.filter((f) => !isMdx(f) && !isReactPage(f))
  const routes = withOtherDocs(siteRoutesOf(files), sources.otherDocs ?? [])
  const own = { id: config.docs.id, routeBasePath: config.docs.routeBasePath, version: config.docs.version, docs: files.filter((f) => !f.sitePage) }
  // In the site's order of docs folders, this one's entry made from the files being transformed.
  const listed = sources.otherDocs ?? []
  const globalData = { ...config.sitePlugins?.globalData, ...docsGlobalData(config.base, listed.some((d) => d.id === own.id) ? listed.map((d) => (d.id === own.id ? own : d)) : [own, ...listed]) }
  // Looked for once per build: every MDX page is rendered inside them.
  const siteWrappers = siteWrapperFiles(config.root)
  const contextOf = (source: SourceFile) => ({ ...createTransformContext(config, source, routes.routeOfFile, assets), globalData, siteWrappers })
  const mdxFiles = files.filter(isMdx)
  // Loaded only for sites with MDX pages: the MDX compiler alone takes a quarter second to load.
  const { transformMdxPages } = mdxFiles.length > 0 ? await import('./mdx/transform-mdx-pages.js') : { transformMdxPages: async () => [] as Page[] }
  // The wrappers are in an MDX page's key: a Root or Layout override that gains a provider (or a new
  // one) is no input of the pages made before it, which must be made again inside it.
  const mdxKey = siteWrappers.length > 0 ? hashOf(`${routes.key}\n${siteWrappers.join('\n')}`) : routes.key
  const mdxPages = await transformMdxPages({ config, files: mdxFiles, site: files, categories, ...(sources.sidebars && { sidebars: sources.sidebars }), assets, contextOf, routesKey: mdxKey, routeOfFile: routes.routeOfFile, ...(cache && { cache: cache.mdx }), ...(store && { store }),
    // A one-thread build (from sources, as tests run) makes them one after another: the parallel tests compare the two.
    ...(transformWorkerCount() === 0 && { concurrency: 1 }) })
  const reactFiles = files.filter(isReactPage)
  const { transformReactPages } = reactFiles.length > 0 ? await import('./react-pages.js') : { transformReactPages: async () => [] as Page[] }
  const reactPages = await transformReactPages(config, reactFiles, assets, contextOf, cache?.react, routes.key)
  const markdownPages = await transformMarkdownStored(config, markdown, assets, cache, routes, store)
  const byPath = new Map([...markdownPages, ...mdxPages, ...reactPages].map((page) => [page.source.path, page]))
  return files.map((f) => byPath.get(f.path)!)
}

/**
 * The routes with the other docs folders' files: a markdown link to one leads to its page (Docusaurus
 * resolves them within one folder only), and a page made when they were other (an MDX page
 * reading the docs' global data) is made again.
 */
function withOtherDocs(routes: SiteRoutes, otherDocs: readonly DocsInstanceDocs[]): SiteRoutes {
  const files = otherDocs.flatMap((d) => d.docs).filter((f) => !routes.routeOfFile.has(f.path.normalize('NFC')))
  if (files.length === 0) return routes
  for (const f of files) routes.routeOfFile.set(f.path.normalize('NFC'), f.route)
  return { ...routes, key: hashOf(`${routes.key}\n${files.map((f) => `${f.path},${f.route}`).join('\n')}`) }
}

/** A page of the pages folder written in JavaScript or TypeScript (see react-pages.ts). */
function isReactPage(source: SourceFile): boolean {
  return source.sitePage === true && /\.(jsx?|tsx)$/i.test(source.path)
}

/** Markdown pages from the page store where it has them, the rest transformed and stored with them. */
async function transformMarkdownStored(config: ResolvedConfig, files: SourceFile[], assets: AssetRegistry, cache: TransformCache | undefined, routes: SiteRoutes, store: PageStore | undefined): Promise<Page[]> {
  if (!store) return transformPages(config, files, assets, cache, routes)
  const stored = files.map((f) => store.get(f, routes, assets))
  const made = await transformPages(config, files.filter((_, i) => !stored[i]), assets, cache, routes)
  let next = 0
  const pages = stored.map((page) => page ?? made[next++]!)
  store.save(pages, routes, assets)
  return pages
}
