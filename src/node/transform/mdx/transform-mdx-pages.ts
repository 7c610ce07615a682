import type { AssetRegistry } from '../assets.js'
import { contentHash, modifiedSince, stageStart } from '../../file-hash.js'
import type { ResolvedConfig } from '../../config/config-schema.js'
import type { PageExtract, TransformContext } from '../markdown/context.js'
import { hashOf } from '../../write/output-names.js'
import type { CategoryMeta, Page, SidebarSpecs, SourceFile } from '../../types.js'
import type { PageStore } from '../page-store.js'
import { siteCategoryCards } from './category-cards.js'
import { createDocContexts } from './doc-context.js'
import { listGlobalComponents } from './components-dir.js'
import { withBase } from '../../../shared/url.js'
import { swizzledMdxComponents } from '../../docusaurus/mdx-components.js'
import { bundleMdxPages, recordPublished } from './bundle-mdx-pages.js'
import { compileMdxSources } from './compile-mdx-pages.js'
import type { CompiledPositions } from './compiled-positions.js'
import { renderModuleFile } from './render-page-module.js'
import { compileMdxPage, finishMdxPage, resolveOptions, transformMdxPage, type CompiledMdxPage, type TransformedMdx, type TransformMdxOptions } from './transform-mdx.js'
import { createExtract } from '../transform.js'

/**
 * MDX pages kept between dev rebuilds, by page path. An entry is reused while the page's own key
 * (text, route, the site's routes, its category cards, the global components) is the same and every
 * file its bundles were made from (components, partials, images) has the same content; the assets
 * it registered (images, linked files) are registered again on reuse.
 */
export type MdxCache = Map<string, MdxEntry>

interface MdxEntry {
  key: string
  /** The page called the doc hooks: the key of the docs' data it was rendered with (see doc-context.ts). */
  docsKey?: string
  inputs: Map<string, string | undefined>
  assets: string[]
  result: TransformedMdx
}

/** What transformMdxPages needs besides the pages. */
export interface TransformMdxPagesOptions {
  config: ResolvedConfig
  files: SourceFile[]
  /** Every page of the site: DocCardList cards come from the others. */
  site: SourceFile[]
  /** The folders' `_category_` files, as collect read them: labels, positions and links of the cards. */
  categories: ReadonlyMap<string, CategoryMeta>
  /** The sidebars file's sidebars (undefined: the folder sidebar), for the doc hooks' `useDocsSidebar()`. */
  sidebars?: SidebarSpecs
  assets: AssetRegistry
  contextOf: (source: SourceFile) => TransformContext
  /** Changes when the set of routes changes (links resolve against it). */
  routesKey: string
  /** Absolute page path -> route, for links (the workers' compile makes its own contexts from it). */
  routeOfFile: ReadonlyMap<string, string>
  cache?: MdxCache
  /** `chemdocs build`'s page store (see page-store.ts): pages from earlier builds, checked like the cache's. */
  store?: PageStore
  /** How many pages are bundled at once when bundled alone (see PAGES_AT_ONCE); 1: one after another. */
  concurrency?: number
}

/**
 * Pages bundled at once when each is bundled alone (the shared bundle failed): each waits in turn
 * on esbuild (its own process) and on the render worker, and a few under way overlap those waits.
 * The output does not depend on it.
 */
const PAGES_AT_ONCE = 4

/**
 * Bundled pages being finished at once (rendered, outlined, their islands bundled): enough to keep
 * the render worker and esbuild busy, few enough that 10,000 pages do not start 10,000 bundles.
 */
const FINISHING_AT_ONCE = 16

/**
 * MDX pages, from the dev cache or the page store when nothing they were made from changed, else
 * made anew: compiled, then bundled all in one esbuild call (see bundle-mdx-pages.ts), then each
 * rendered and given its island chunk. When the shared bundle fails, each page is bundled alone,
 * so that every message names its page as it would in a build of that page alone.
 */
export async function transformMdxPages(options: TransformMdxPagesOptions): Promise<Page[]> {
  const { config, assets, cache, store } = options
  // A swizzled MDXComponents map adds its components too; the components folder wins a clash.
  const components = new Map([...swizzledMdxComponents(config.themeDir), ...listGlobalComponents(config.mdx.componentsDir)])
  const folders = { routeBasePath: config.docs.routeBasePath, categoryOf: (dir: string) => options.categories.get(dir), numberPrefixes: config.docs.numberPrefixes, namesAsWritten: config.docs.namesAsWritten }
  const hashes = new Map<string, string | undefined>()
  const hashOfFile = (file: string) => (hashes.has(file) ? hashes.get(file) : hashes.set(file, contentHash(file)).get(file))
  const unchanged = (inputs: Iterable<[string, string | undefined]>) => [...inputs].every(([file, hash]) => hashOfFile(file) === hash)
  const entries: (MdxEntry | undefined)[] = new Array(options.files.length)
  const docContexts = createDocContexts({ config, site: options.site, categories: new Map(options.categories), sidebars: options.sidebars })
  // A page that called the doc hooks shows other docs' titles and the sidebars: it is made again
  // when any of those may have changed (made only when such a page is met: it reads every source).
  let docsKey: string | undefined
  const docsKeyNow = () => (docsKey ??= hashOf(docContexts.key()))
  const sameDocs = (used: string | undefined) => used === undefined || used === docsKeyNow()
  const reuse = (i: number, key: string): MdxEntry | undefined => {
    const source = options.files[i]!
    let entry = cache?.get(source.path)
    if (entry && (entry.key !== key || !sameDocs(entry.docsKey) || !unchanged(entry.inputs))) entry = undefined
    if (entry) for (const file of [...entry.assets, ...entry.result.page.images.map((img) => img.file)]) assets.add(file, config.base)
    const stored = entry ? undefined : store?.getMdx(source, key)
    if (stored && sameDocs(stored.docsKey) && unchanged(stored.inputs) && stored.assets.every(([file, url]) => (assets.add(file, config.base)?.url ?? '') === url)) {
      entry = { key, ...(stored.docsKey && { docsKey: stored.docsKey }), inputs: new Map(stored.inputs), assets: stored.assets.map(([file]) => file), result: { page: { ...stored.page, source }, files: stored.files, inputs: [] } }
      store!.keepMdx(source, stored)
    }
    return entry
  }
  const started = stageStart()
  const keep = (i: number, key: string, registered: Set<string>, result: TransformedMdx): MdxEntry => {
    const source = options.files[i]!
    const made: MdxEntry = { key, ...(result.readsDocs && { docsKey: docsKeyNow() }), inputs: new Map(), assets: [...registered], result }
    for (const file of result.inputs ?? []) made.inputs.set(file, hashOfFile(file))
    // A page that failed, or whose inputs changed while it was built, is built again next time.
    if (result.inputs && !result.inputs.some((file) => modifiedSince(file, started))) {
      entries[i] = made
      store?.keepMdx(source, {
        key,
        ...(made.docsKey && { docsKey: made.docsKey }),
        inputs: [...made.inputs],
        assets: made.assets.map((file) => [file, assets.add(file, config.base)?.url ?? '']),
        page: withoutSource(result.page),
        files: result.files,
      })
    }
    return made
  }
  const made: (MdxEntry | undefined)[] = new Array(options.files.length)
  const toMake: Pending[] = []
  const cardsOf = siteCategoryCards(options.site, config.base, folders)
  for (let i = 0; i < options.files.length; i++) {
    const source = options.files[i]!
    const cards = cardsOf(source)
    const key = hashOf(JSON.stringify([source.text, source.route, options.routesKey, cards, [...components]]))
    made[i] = entries[i] = reuse(i, key)
    if (made[i]) continue
    const ctx = options.contextOf(source)
    const registered = new Set<string>()
    const addAsset: TransformContext['addAsset'] = (file) => (registered.add(file), ctx.addAsset(file))
    const docContext = (extract: PageExtract) => docContexts.docOf(source, extract)
    toMake.push({ i, key, registered, options: { config, source, ctx: { ...ctx, addAsset }, cards, components, docContext } })
  }
  const results = await makePages(toMake, options, concurrencyOf(options))
  toMake.forEach((pending, k) => (made[pending.i] = keep(pending.i, pending.key, pending.registered, results[k]!)))
  const pages: Page[] = []
  made.forEach((entry, i) => {
    for (const file of entry!.result.files) assets.addFile(file)
    pages.push({ ...entry!.result.page, source: options.files[i]! })
  })
  if (cache) {
    cache.clear()
    entries.forEach((entry, i) => entry && cache.set(options.files[i]!.path, entry))
  }
  return pages
}

/** A page to make: its index, cache key, the assets it registers, and what transforming it needs. */
interface Pending {
  i: number
  key: string
  registered: Set<string>
  options: TransformMdxOptions
}

function concurrencyOf(options: TransformMdxPagesOptions): number {
  return options.concurrency ?? PAGES_AT_ONCE
}

/**
 * Compiles the pages, bundles them together and finishes each; pages are rendered in their order
 * (the render worker takes them as they are queued), so that the output never depends on timing.
 */
async function makePages(pending: readonly Pending[], site: TransformMdxPagesOptions, concurrency: number): Promise<TransformedMdx[]> {
  if (pending.length === 0) return []
  const sources = await compileMdxSources(pending.map((p) => p.options), site.config, site.routeOfFile)
  const compiled = await Promise.all(pending.map((p, k) => compileMdxPage(p.options, sources[k])))
  const ready = compiled.flatMap((c, k) => ('code' in c ? [[k, c] as const] : []))
  const first = pending[0]!.options
  const shared = resolveOptions({ ...first, ctx: site.contextOf(first.source) }, createExtract(), new Map())
  const bundle = ready.length > 0 ? await bundleMdxPages(ready.map(([k, c]) => ({ code: c.code, file: pending[k]!.options.source.path, compilePartial: c.compilePartial })), shared) : undefined
  if (!bundle && ready.length > 0) {
    // Made again from the start, one by one: the shared attempt already merged partials into the extracts.
    return inOrder(pending.length, concurrency, (k) => ('code' in compiled[k]! ? transformMdxPage(pending[k]!.options) : Promise.resolve(compiled[k] as TransformedMdx)))
  }
  try {
    const results = compiled.slice() as (CompiledMdxPage | TransformedMdx)[]
    // Lanes start pages in index order, and a page queues its render first thing: renders run in page order.
    await inOrder(ready.length, FINISHING_AT_ONCE, async (n) => {
      const [k, page] = ready[n]!
      const entry = bundle!.entries[n]!
      recordPublished(entry.inputs, page.resolve)
      const { source, ctx } = pending[k]!.options
      const doc = entry.usesDocHooks ? pending[k]!.options.docContext?.(page.extract) : undefined
      const at = { pathname: withBase(ctx.base, source.route), ...(doc && { doc }) }
      const render = (positions: ReadonlyMap<string, CompiledPositions>) => renderModuleFile(entry.file, bundle!.maps, positions, at)
      results[k] = await finishMdxPage(page, { render, clientModules: entry.clientModules, inputs: entry.inputs, staticWarnings: bundle!.staticWarnings, ...(doc && { doc }) })
    })
    return results as TransformedMdx[]
  } finally {
    await bundle?.dispose()
  }
}

/** Runs `job(0)` … `job(count - 1)` with at most `limit` under way at once; the results in index order. */
async function inOrder<T>(count: number, limit: number, job: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count)
  let next = 0
  const lane = async () => {
    for (let i = next++; i < count; i = next++) results[i] = await job(i)
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, count)) }, lane))
  return results
}

function withoutSource({ source: _source, ...page }: Page): Omit<Page, 'source'> {
  return page
}
