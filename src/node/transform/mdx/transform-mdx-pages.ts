import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import type { AssetRegistry } from '../assets.js'
import type { ResolvedConfig } from '../../config/config-schema.js'
import type { TransformContext } from '../markdown/context.js'
import { hashOf } from '../../write/output-names.js'
import type { CategoryMeta, Page, SourceFile } from '../../types.js'
import type { PageStore } from '../page-store.js'
import { categoryCards } from './category-cards.js'
import { listGlobalComponents } from './components-dir.js'
import { transformMdxPage, type TransformedMdx } from './transform-mdx.js'

/**
 * MDX pages kept between dev rebuilds, by page path. An entry is reused while the page's own key
 * (text, route, the site's routes, its category cards, the global components) is the same and every
 * file its bundles were made from (components, partials, images) has the same content; the assets
 * it registered (images, linked files) are registered again on reuse.
 */
export type MdxCache = Map<string, MdxEntry>

interface MdxEntry {
  key: string
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
  assets: AssetRegistry
  contextOf: (source: SourceFile) => TransformContext
  /** Changes when the set of routes changes (links resolve against it). */
  routesKey: string
  cache?: MdxCache
  /** `chemdocs build`'s page store (see page-store.ts): pages from earlier builds, checked like the cache's. */
  store?: PageStore
  /** How many pages are made at once (see PAGES_AT_ONCE); 1 makes them one after another. */
  concurrency?: number
}

/**
 * Pages in the making at once. Each page waits in turn on its compile (this thread), on esbuild (its
 * own process) and on the render worker; with a few pages under way these overlap, where one page
 * at a time left every one of them idle most of the build. The output does not depend on it.
 */
const PAGES_AT_ONCE = 4

/** MDX pages, from the dev cache or the page store when nothing they were made from changed, else made anew. */
export async function transformMdxPages(options: TransformMdxPagesOptions): Promise<Page[]> {
  const { config, assets, cache, store } = options
  const components = listGlobalComponents(config.mdx.componentsDir)
  const folders = { routeBasePath: config.docs.routeBasePath, categoryOf: (dir: string) => options.categories.get(dir) }
  const hashes = new Map<string, string | undefined>()
  const hashOfFile = (file: string) => (hashes.has(file) ? hashes.get(file) : hashes.set(file, contentHash(file)).get(file))
  const unchanged = (inputs: Iterable<[string, string | undefined]>) => [...inputs].every(([file, hash]) => hashOfFile(file) === hash)
  const entries: (MdxEntry | undefined)[] = new Array(options.files.length)
  const makePage = async (i: number) => {
    const source = options.files[i]!
    const cards = categoryCards(source, options.site, config.base, folders)
    const key = hashOf(JSON.stringify([source.text, source.route, options.routesKey, cards, [...components]]))
    let entry = cache?.get(source.path)
    if (entry && (entry.key !== key || !unchanged(entry.inputs))) entry = undefined
    if (entry) for (const file of [...entry.assets, ...entry.result.page.images.map((img) => img.file)]) assets.add(file, config.base)
    const stored = entry ? undefined : store?.getMdx(source, key)
    if (stored && unchanged(stored.inputs) && stored.assets.every(([file, url]) => (assets.add(file, config.base)?.url ?? '') === url)) {
      entry = { key, inputs: new Map(stored.inputs), assets: stored.assets.map(([file]) => file), result: { page: { ...stored.page, source }, files: stored.files, inputs: [] } }
      store!.keepMdx(source, stored)
    }
    if (entry) return (entries[i] = entry)
    // Precise now: file times come from a coarser clock that is never ahead of this one.
    const started = performance.timeOrigin + performance.now()
    const ctx = options.contextOf(source)
    const registered = new Set<string>()
    const addAsset: TransformContext['addAsset'] = (file) => (registered.add(file), ctx.addAsset(file))
    const result = await transformMdxPage({ config, source, ctx: { ...ctx, addAsset }, cards, components })
    const made: MdxEntry = { key, inputs: new Map(), assets: [...registered], result }
    for (const file of result.inputs ?? []) made.inputs.set(file, hashOfFile(file))
    // A page that failed, or whose inputs changed while it was built, is built again next time.
    if (result.inputs && !result.inputs.some((file) => modifiedSince(file, started))) {
      entries[i] = made
      store?.keepMdx(source, {
        key,
        inputs: [...made.inputs],
        assets: made.assets.map((file) => [file, assets.add(file, config.base)?.url ?? '']),
        page: withoutSource(result.page),
        files: result.files,
      })
    }
    return made
  }
  const made = await inOrder(options.files.length, options.concurrency ?? PAGES_AT_ONCE, makePage)
  const pages: Page[] = []
  made.forEach((entry, i) => {
    for (const file of entry.result.files) assets.addFile(file)
    pages.push({ ...entry.result.page, source: options.files[i]! })
  })
  if (cache) {
    cache.clear()
    entries.forEach((entry, i) => entry && cache.set(options.files[i]!.path, entry))
  }
  return pages
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

function contentHash(file: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex')
  } catch {
    return undefined
  }
}

function modifiedSince(file: string, time: number): boolean {
  try {
    return statSync(file).mtimeMs >= time
  } catch {
    return true
  }
}
