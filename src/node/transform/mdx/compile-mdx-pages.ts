import { workerPlugins, type PluginsAt } from '../worker-plugins.js'
import type { ResolvedConfig } from '../../config/config-schema.js'
import { createDiagnostic } from '../../diagnostics.js'
import { userCodeLimits } from '../../user-code.js'
import { markdownWorkerCount, workerConfig } from '../transform-workers.js'
import { runInWorkers, WorkerPluginsFailed, type PoolFields } from '../bounded-transform.js'
import { createExtract } from '../transform.js'
import type { CompiledShare, MdxCompileJob } from './compile-mdx-job.js'
import { compileMdxSource, type CompiledSource, type TransformMdxOptions } from './transform-mdx.js'

/**
 * Compiles the pages' MDX in the transform worker threads (the compile is the largest cost of an
 * MDX build after bundling), under the limits user code has, as Markdown pages are made (see
 * bounded-transform.ts): a page whose compile takes too long or too much memory is an error naming
 * it, the other pages are compiled as usual, and `serve` keeps answering meanwhile. The site's own
 * remark and rehype plugins run in the workers too (each loads them from the config). The main
 * thread registers what the workers' compiles published through each page's own context, as if it
 * had compiled them itself. On this thread only where workers cannot: running from TypeScript
 * sources (tests), plugins given to the API without a config file, or a config a worker cannot load.
 */
export async function compileMdxSources(pages: readonly TransformMdxOptions[], config: ResolvedConfig, routeOfFile: ReadonlyMap<string, string>): Promise<CompiledSource[]> {
  const threads = markdownWorkerCount()
  const plugins = workerPlugins(config)
  if (pages.length > 0 && threads > 0 && plugins !== undefined) {
    try {
      return await compileInWorkers(pages, config, routeOfFile, threads, plugins)
    } catch (error) {
      if (!(error instanceof WorkerPluginsFailed)) throw error
    }
  }
  const results: CompiledSource[] = []
  for (const page of pages) results.push(await compileMdxSource(page))
  return results
}

async function compileInWorkers(pages: readonly TransformMdxOptions[], config: ResolvedConfig, routeOfFile: ReadonlyMap<string, string>, threads: number, plugins: PluginsAt | false): Promise<CompiledSource[]> {
  const job: Omit<MdxCompileJob, keyof PoolFields> = {
    kind: 'mdx',
    config: workerConfig(config),
    routeOfFile: [...routeOfFile],
    components: [...pages[0]!.components],
    pages: pages.map((p) => ({ source: p.source, cards: p.cards })),
    ...(plugins && { plugins }),
  }
  const failed = (i: number, message: string): CompiledShare => {
    const extract = createExtract()
    extract.diagnostics.push(createDiagnostic('mdx-error', message, { file: pages[i]!.source.displayPath, line: 1, column: 1 }))
    return { compiled: { code: undefined, extract, positions: [] }, published: [] }
  }
  const shares = await runInWorkers<CompiledShare, typeof job>(pages.length, job, threads, userCodeLimits(), {
    verb: 'compile',
    stoppedItem: (i, why) => failed(i, `MDX page ${why}: split the page, or flatten its deepest nesting (brackets, admonitions, lists, JSX)`),
    lostItem: (i) => failed(i, 'MDX page could not be compiled: its worker thread ended without it'),
  })
  return shares.map(({ compiled, published }, k) => {
    for (const file of published) pages[k]!.ctx.addAsset(file)
    return compiled
  })
}
