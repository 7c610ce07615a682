import { parentPort, workerData } from 'node:worker_threads'
import { AssetRegistry } from './assets.js'
import type { ResolvedConfig } from './config-schema.js'
import { createProcessor, transformPage } from './transform.js'
import type { Page, SourceFile } from './types.js'

/** What the main thread sends: plain data only (no user plugins: those builds stay on one thread). */
export interface TransformJob {
  config: Pick<ResolvedConfig, 'base' | 'docsDir' | 'staticDir' | 'markdown'>
  /** Every page of the build; a thread transforms those whose index it takes from `next`. */
  files: SourceFile[]
  routeOfFile: [string, string][]
  /** The index of the next page nobody has taken yet, shared by all threads (Atomics.add). */
  next: Int32Array
}

// A worker thread's part of a cold build: the same transform as the main thread, so the pages
// are identical wherever they were made (asset URLs are content hashes).
const job = workerData as TransformJob
const processor = createProcessor(job.config)
const assets = new AssetRegistry()
const routeOfFile = new Map(job.routeOfFile)
const pages: [number, Page][] = []
for (let i = Atomics.add(job.next, 0, 1); i < job.files.length; i = Atomics.add(job.next, 0, 1)) {
  const source = job.files[i]!
  const page = transformPage(processor, source, {
    file: source.path,
    displayPath: source.displayPath,
    route: source.route,
    base: job.config.base,
    docsDir: job.config.docsDir,
    staticDir: job.config.staticDir,
    routeOfFile,
    addAsset: (abs) => assets.add(abs, job.config.base),
  })
  pages.push([i, page])
}
parentPort!.postMessage(pages)
