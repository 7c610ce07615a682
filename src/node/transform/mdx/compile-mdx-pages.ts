import { existsSync } from 'node:fs'
import type { Worker } from 'node:worker_threads'
import { pluginsAt } from '../worker-plugins.js'
import { hasUserPlugins, type ResolvedConfig } from '../../config/config-schema.js'
import { returnTransformWorkers, takeTransformWorkers, transformWorkerCount, workerConfig } from '../transform-workers.js'
import type { MdxCompileJob, MdxCompileReply } from './compile-mdx-job.js'
import { compileMdxSource, type CompiledSource, type TransformMdxOptions } from './transform-mdx.js'

/** Below this many pages, a worker's start and cold compiler cost more than sharing saves. */
const PARALLEL_THRESHOLD = 16

/**
 * Compiles the pages' MDX, shared with the transform worker threads when there are enough of them
 * (the compile is the largest cost of an MDX build after bundling, and one thread did it all).
 * A site's own remark and rehype plugins run in the workers too (each loads them from the config).
 * Every thread takes the next page from a shared counter; the main thread registers what the
 * workers' compiles published through each page's own context, as if it had compiled them itself.
 */
export async function compileMdxSources(pages: readonly TransformMdxOptions[], config: ResolvedConfig, routeOfFile: ReadonlyMap<string, string>): Promise<CompiledSource[]> {
  const count = transformWorkerCount()
  const results: CompiledSource[] = new Array(pages.length)
  // The site's own plugins are loaded by each worker from the config file; given otherwise (the API), only this thread has them.
  const plugins = hasUserPlugins(config) && existsSync(config.configFile) ? pluginsAt(config) : undefined
  if (count === 0 || pages.length < PARALLEL_THRESHOLD || (hasUserPlugins(config) && !plugins)) {
    for (let k = 0; k < pages.length; k++) results[k] = await compileMdxSource(pages[k]!)
    return results
  }
  const next = new Int32Array(new SharedArrayBuffer(4))
  const job: MdxCompileJob = {
    kind: 'mdx',
    config: workerConfig(config),
    routeOfFile: [...routeOfFile],
    components: [...pages[0]!.components],
    pages: pages.map((p) => ({ source: p.source, cards: p.cards })),
    next,
    ...(plugins && { plugins }),
  }
  const workers = takeTransformWorkers(count)
  const replies = workers.map((worker) => askWorker(worker, job))
  for (let k = Atomics.add(next, 0, 1); k < pages.length; k = Atomics.add(next, 0, 1)) results[k] = await compileMdxSource(pages[k]!)
  try {
    for (const reply of await Promise.all(replies)) {
      for (const [k, compiled, published] of reply) {
        for (const file of published) pages[k]!.ctx.addAsset(file)
        results[k] = compiled
      }
    }
  } finally {
    returnTransformWorkers(workers)
  }
  return results
}

function askWorker(worker: Worker, job: MdxCompileJob): Promise<MdxCompileReply> {
  return new Promise((resolve, reject) => {
    const failed = (error: unknown) => {
      worker.off('message', done)
      reject(error)
    }
    const done = (reply: MdxCompileReply) => {
      worker.off('error', failed)
      resolve(reply)
    }
    worker.once('message', done)
    worker.once('error', failed)
    worker.postMessage(job)
  })
}
