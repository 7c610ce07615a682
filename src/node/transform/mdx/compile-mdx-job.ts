import type { CategoryCard } from '../../../shared/types.js'
import type { ResolvedConfig } from '../../config/config-schema.js'
import { AssetRegistry } from '../assets.js'
import { createTransformContext } from '../transform.js'
import type { SourceFile } from '../../types.js'
import { compileMdxSource, type CompiledSource } from './transform-mdx.js'
import type { PluginsAt } from '../worker-plugins.js'

/** The site settings a page's compile reads (plain data: it crosses to worker threads). */
export type CompileConfig = Pick<ResolvedConfig, 'base' | 'root' | 'docsDir' | 'staticDir' | 'trailingSlash' | 'pagesDir' | 'blog' | 'mermaid'>

/** MDX pages to compile, shared by the threads: each takes the next index from `next` (Atomics.add). */
export interface MdxCompileJob {
  kind: 'mdx'
  config: CompileConfig
  routeOfFile: [string, string][]
  /** Components usable without an import (see components-dir.ts). */
  components: [string, string][]
  pages: { source: SourceFile; cards: CategoryCard[] }[]
  next: Int32Array
  /** Set for a site with its own remark or rehype plugins, which this thread loads from the config. */
  plugins?: PluginsAt
}

/** A compiled page by its index in the job, with the files its compile published (images, linked files). */
export type MdxCompileReply = [index: number, compiled: CompiledSource, published: string[]][]

type PluginLists = Pick<ResolvedConfig['markdown'], 'remarkPlugins' | 'rehypePlugins'>
let loaded: { stamp: number; lists: Promise<PluginLists> } | undefined

/** The site's own plugins, loaded from its config once per load of it (see worker-plugins.ts). */
function pluginListsOf(plugins: PluginsAt): Promise<PluginLists> {
  if (loaded?.stamp !== plugins.stamp) {
    const lists = import('../worker-plugins.js').then(({ loadMarkdownSettings }) => loadMarkdownSettings(plugins))
    loaded = { stamp: plugins.stamp, lists }
  }
  return loaded.lists
}

/**
 * Compiles this thread's share of the job, with the site's own plugins when it has some. Asset
 * URLs are content hashes, so a page compiled here is the page the main thread would make; the
 * main thread registers the published files again, in its own registry.
 */
export async function compileMdxShare(job: MdxCompileJob): Promise<MdxCompileReply> {
  const assets = new AssetRegistry()
  const routeOfFile = new Map(job.routeOfFile)
  const components = new Map(job.components)
  let lists: PluginLists = { remarkPlugins: [], rehypePlugins: [] }
  if (job.plugins) {
    try {
      const { remarkPlugins, rehypePlugins } = await pluginListsOf(job.plugins)
      lists = { remarkPlugins, rehypePlugins }
    } catch {
      // A thread that cannot load them takes no page: the main thread and the others compile them all.
      return []
    }
  }
  const config = { ...job.config, markdown: lists, mdx: undefined } as unknown as ResolvedConfig
  const reply: MdxCompileReply = []
  for (let i = Atomics.add(job.next, 0, 1); i < job.pages.length; i = Atomics.add(job.next, 0, 1)) {
    const { source, cards } = job.pages[i]!
    const ctx = createTransformContext(job.config, source, routeOfFile, assets)
    const published: string[] = []
    const addAsset: typeof ctx.addAsset = (file) => (published.push(file), ctx.addAsset(file))
    reply.push([i, await compileMdxSource({ config, source, ctx: { ...ctx, addAsset }, cards, components }), published])
  }
  return reply
}
