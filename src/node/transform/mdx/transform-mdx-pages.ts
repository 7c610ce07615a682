import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import type { AssetRegistry } from '../assets.js'
import type { ResolvedConfig } from '../../config/config-schema.js'
import type { TransformContext } from '../markdown/context.js'
import { hashOf } from '../../write/output-names.js'
import type { CategoryMeta, Page, SourceFile } from '../../types.js'
import { categoryCards } from './category-cards.js'
import { listGlobalComponents } from './components-dir.js'
import { transformMdxPage, type TransformedMdx } from './transform-mdx.js'

/**
 * MDX pages kept between dev rebuilds, by page path. An entry is reused while the page's own key
 * (text, route, the site's routes, its category cards, the global components) is the same and every
 * file its bundles were made from (components, partials, images) has the same content.
 */
export type MdxCache = Map<string, { key: string; inputs: Map<string, string | undefined>; result: TransformedMdx }>

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
}

/** MDX pages one after another: each is bundled by esbuild, which already uses every core. */
export async function transformMdxPages(options: TransformMdxPagesOptions): Promise<Page[]> {
  const { config, assets, cache } = options
  const components = listGlobalComponents(config.mdx.componentsDir)
  const folders = { routeBasePath: config.docs.routeBasePath, categoryOf: (dir: string) => options.categories.get(dir) }
  const hashes = new Map<string, string | undefined>()
  const hashOfFile = (file: string) => (hashes.has(file) ? hashes.get(file) : hashes.set(file, contentHash(file)).get(file))
  const used: MdxCache = new Map()
  const pages: Page[] = []
  for (const source of options.files) {
    const cards = categoryCards(source, options.site, config.base, folders)
    const key = hashOf(JSON.stringify([source.text, source.route, options.routesKey, cards, [...components]]))
    let entry = cache?.get(source.path)
    if (!entry || entry.key !== key || [...entry.inputs].some(([file, hash]) => hashOfFile(file) !== hash)) {
      // Precise now: file times come from a coarser clock that is never ahead of this one.
      const started = performance.timeOrigin + performance.now()
      const result = await transformMdxPage({ config, source, ctx: options.contextOf(source), cards, components })
      entry = { key, inputs: new Map(), result }
      for (const file of result.inputs ?? []) entry.inputs.set(file, hashOfFile(file))
      // A page that failed, or whose inputs changed while it was built, is built again next time.
      if (result.inputs && !result.inputs.some((file) => modifiedSince(file, started))) used.set(source.path, entry)
    } else {
      for (const img of entry.result.page.images) assets.add(img.file, config.base)
      used.set(source.path, entry)
    }
    for (const file of entry.result.files) assets.addFile(file)
    pages.push({ ...entry.result.page, source })
  }
  if (cache) {
    cache.clear()
    for (const [file, entry] of used) cache.set(file, entry)
  }
  return pages
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
