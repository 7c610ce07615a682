import type { CategoryCard } from '../../../shared/types.js'
import type { ResolvedConfig } from '../../config/config-schema.js'
import { AssetRegistry } from '../assets.js'
import { createTransformContext } from '../transform.js'
import type { SourceFile } from '../../types.js'
import { compileMdxSource, type CompiledSource } from './transform-mdx.js'
import type { PluginsAt } from '../worker-plugins.js'
import type { PoolFields, PoolReply } from '../bounded-transform.js'

/** The site settings a page's compile reads (plain data: it crosses to worker threads). */
export type CompileConfig = Pick<ResolvedConfig, 'base' | 'root' | 'docsDir' | 'staticDir' | 'trailingSlash' | 'pagesDir' | 'blog' | 'mermaid'>

/** MDX pages to compile, shared by the threads: each takes the next index from `next` (Atomics.add). */
export interface MdxCompileJob extends PoolFields {
  kind: 'mdx'
  config: CompileConfig
  routeOfFile: [string, string][]
  /** Components usable without an import (see components-dir.ts). */
  components: [string, string][]
  pages: { source: SourceFile; cards: CategoryCard[] }[]
  /** Set for a site with its own remark or rehype plugins, which this thread loads from the config. */
  plugins?: PluginsAt
}

/** A compiled page, with the files its compile published (images, linked files). */
export interface CompiledShare {
  compiled: CompiledSource
  published: string[]
}

/** What a worker sends: each compiled page by its index as soon as it is made, then done. */
export type MdxCompileReply = PoolReply<CompiledShare>

type PluginLists = Pick<ResolvedConfig['markdown'], 'remarkPlugins' | 'rehypePlugins'>

/**
 * Compiles this thread's share of the job, with the site's own plugins when it has some, saying
 * which page it is on (for the main thread's time limit) and sending each as soon as it is made.
 * Asset URLs are content hashes, so a page compiled here is the page the main thread would make;
 * the main thread registers the published files again, in its own registry.
 */
export async function compileMdxShare(job: MdxCompileJob, send: (reply: MdxCompileReply) => void): Promise<void> {
  const assets = new AssetRegistry()
  const routeOfFile = new Map(job.routeOfFile)
  const components = new Map(job.components)
  let lists: PluginLists = { remarkPlugins: [], rehypePlugins: [] }
  if (job.plugins) {
    try {
      const { markdownSettingsOf } = await import('../worker-plugins.js')
      const { remarkPlugins, rehypePlugins } = await markdownSettingsOf(job.plugins)
      lists = { remarkPlugins, rehypePlugins }
    } catch (error) {
      return send({ kind: 'plugins-failed', message: error instanceof Error ? error.message : String(error) })
    }
  }
  const config = { ...job.config, markdown: lists, mdx: undefined } as unknown as ResolvedConfig
  const at = 2 * job.slot
  for (let i = Atomics.add(job.next, 0, 1); i < job.pages.length; i = Atomics.add(job.next, 0, 1)) {
    const { source, cards } = job.pages[i]!
    const ctx = createTransformContext(job.config, source, routeOfFile, assets)
    const published: string[] = []
    const addAsset: typeof ctx.addAsset = (file) => (published.push(file), ctx.addAsset(file))
    // The time first, then the index: the watchdog reads a page's own start, never the one before.
    job.progress[at] = -1
    job.progress[at + 1] = Date.now()
    job.progress[at] = i
    const compiled = await compileMdxSource({ config, source, ctx: { ...ctx, addAsset }, cards, components })
    job.progress[at] = -1
    send({ kind: 'page', i, page: { compiled, published } })
  }
  send({ kind: 'done' })
}
