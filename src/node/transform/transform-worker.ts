import { parentPort, workerData } from 'node:worker_threads'
import { AssetRegistry } from './assets.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import { createProcessor, createTransformContext, transformPage, transformPageAsync, type Processor } from './transform.js'
import type { PluginsAt } from './worker-plugins.js'
import type { PoolFields, PoolReply } from './bounded-transform.js'
import type { Page, SourceFile } from '../types.js'
import { WARM_UP_PAGE } from './warm-up-page.js'
import type { MdxCompileJob } from './mdx/compile-mdx-job.js'

/** What the main thread sends: plain data only; the site's own plugins by where to load them. */
export interface TransformJob extends PoolFields {
  kind: 'markdown'
  config: Pick<ResolvedConfig, 'base' | 'root' | 'docsDir' | 'staticDir' | 'trailingSlash' | 'pagesDir' | 'blog' | 'locale' | 'mermaid'>
  /** Set for a site with its own remark or rehype plugins, which this thread loads from the config. */
  plugins?: PluginsAt
  /** Every page of the job; a thread transforms those whose index it takes from `next` (shared by all threads, Atomics.add). */
  files: SourceFile[]
  routeOfFile: [string, string][]
}

/** What a worker sends back: each page as soon as it is made (a stopped worker loses none), then done. */
export type TransformReply = PoolReply<Page>

/** workerData: started before the build knew its pages (see transform-workers.ts). */
export interface WorkerStart {
  early: boolean
}

/** Ends the warm-up: the build has reached its pages, and a job may or may not follow. */
export interface RestMessage {
  kind: 'rest'
}

// A worker thread's part of a cold build: the same transform as the main thread, so the pages
// are identical wherever they were made (asset URLs are content hashes). One processor serves
// the warm-up and the jobs of sites without plugins of their own; one with the site's plugins,
// loaded once per load of its config, the jobs of a site that has them.
const processor = createProcessor({ markdown: { format: 'detect', remarkPlugins: [], rehypePlugins: [], mermaid: false } })
let withPlugins: { stamp: number; processor: Promise<Processor> } | undefined
let jobArrived = false

function processorFor(plugins: PluginsAt): Promise<Processor> {
  if (withPlugins?.stamp !== plugins.stamp) {
    const made = import('./worker-plugins.js').then(({ markdownSettingsOf }) => markdownSettingsOf(plugins)).then((markdown) => createProcessor({ markdown }))
    withPlugins = { stamp: plugins.stamp, processor: made }
  }
  return withPlugins.processor
}

parentPort!.on('message', (job: TransformJob | MdxCompileJob | RestMessage) => {
  jobArrived = true
  if ('kind' in job && job.kind === 'rest') return
  // MDX pages' compile (see compile-mdx-pages.ts): the compiler is loaded only for sites that have them.
  if ('kind' in job && job.kind === 'mdx') {
    void import('./mdx/compile-mdx-job.js').then(({ compileMdxShare }) => compileMdxShare(job, (reply) => parentPort!.postMessage(reply)))
    return
  }
  if (!job.plugins) return void runJob(job, processor, transformPage)
  // Loading the config does not count against a page's time limit: no page is being made yet.
  processorFor(job.plugins).then(
    (own) => runJob(job, own, transformPageAsync),
    (error: unknown) => parentPort!.postMessage({ kind: 'plugins-failed', message: error instanceof Error ? error.message : String(error) } satisfies TransformReply),
  )
})

/** Makes the pages of the job this thread takes, each sent as soon as it is made, then says done. */
async function runJob(job: TransformJob, own: Processor, transform: (p: Processor, source: SourceFile, ctx: ReturnType<typeof createTransformContext>) => Page | Promise<Page>): Promise<void> {
  const assets = new AssetRegistry()
  const routeOfFile = new Map(job.routeOfFile)
  const at = 2 * job.slot
  for (let i = Atomics.add(job.next, 0, 1); i < job.files.length; i = Atomics.add(job.next, 0, 1)) {
    // The time first, then the index: the watchdog reads a page's own start, never the one before.
    job.progress[at] = -1
    job.progress[at + 1] = Date.now()
    job.progress[at] = i
    const page = await transform(own, job.files[i]!, createTransformContext(job.config, job.files[i]!, routeOfFile, assets))
    job.progress[at] = -1
    parentPort!.postMessage({ kind: 'page', i, page } satisfies TransformReply)
  }
  parentPort!.postMessage({ kind: 'done' } satisfies TransformReply)
}

if ((workerData as WorkerStart | undefined)?.early) void warmUp()

/**
 * Started early, the worker has time while the main thread loads its modules and reads the site:
 * it runs the transform over a sample page, so that the parser's hot paths are compiled before
 * the first real page (a cold JIT makes the first pages several times slower). One sample at a
 * time, yielding in between, so the job starts as soon as it arrives; a second at most.
 */
async function warmUp(): Promise<void> {
  const start = performance.now()
  const source: SourceFile = { path: '/warm-up/page.md', relPath: 'page.md', displayPath: 'page.md', text: WARM_UP_PAGE, frontmatter: {}, id: 'page', route: '/warm-up', position: undefined, isCategoryIndex: false, dir: '', name: 'page' }
  const ctx = createTransformContext({ base: '/', root: '/warm-up', docsDir: '/warm-up', staticDir: '/warm-up/static' }, source, new Map(), new AssetRegistry())
  while (!jobArrived && performance.now() - start < 1000) {
    transformPage(processor, source, ctx)
    await new Promise((resolve) => setImmediate(resolve))
  }
}
