import type { CategoryCard } from '../../../shared/types.js'
import type { ResolvedConfig } from '../../config/config-schema.js'
import { AssetRegistry } from '../assets.js'
import { createTransformContext } from '../transform.js'
import type { SourceFile } from '../../types.js'
import { compileMdxSource, type CompiledSource } from './transform-mdx.js'

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
}

/** A compiled page by its index in the job, with the files its compile published (images, linked files). */
export type MdxCompileReply = [index: number, compiled: CompiledSource, published: string[]][]

/**
 * Compiles this thread's share of the job, without user plugins (builds with them compile on the
 * main thread alone). Asset URLs are content hashes, so a page compiled here is the page the main
 * thread would make; the main thread registers the published files again, in its own registry.
 */
export async function compileMdxShare(job: MdxCompileJob): Promise<MdxCompileReply> {
  const assets = new AssetRegistry()
  const routeOfFile = new Map(job.routeOfFile)
  const components = new Map(job.components)
  const config = { ...job.config, markdown: { remarkPlugins: [], rehypePlugins: [] }, mdx: undefined } as unknown as ResolvedConfig
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
