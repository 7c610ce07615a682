import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { ResolvedConfig } from '../config/config-schema.js'
import { userCodeLimits } from '../user-code.js'
import type { RestMessage, TransformJob, WorkerStart } from './transform-worker.js'

/**
 * The transform worker threads, one per extra core (at most three). Kept apart from the transform
 * code so that the CLI can start them before it loads anything else: their module loading and
 * warm-up (see transform-worker.ts) then run on a core that is idle while the main thread starts.
 */
const WORKER_FILE = fileURLToPath(new URL('./transform-worker.js', import.meta.url))

let early: Worker[] = []

/** How many workers a build may use; 0 when there is no spare core or no compiled worker (tests run from sources). */
export function transformWorkerCount(): number {
  return existsSync(WORKER_FILE) ? Math.max(0, Math.min(availableParallelism() - 1, 3)) : 0
}

/**
 * How many workers make the Markdown pages: one per core (at most four), as the main thread
 * makes none of them (see bounded-transform.ts); 0 when running from sources (tests).
 */
export function markdownWorkerCount(): number {
  return existsSync(WORKER_FILE) ? Math.max(1, Math.min(availableParallelism(), 4)) : 0
}

/** A worker under the heap ceiling user code has; the time limit is watched from this thread. */
function startWorker(workerData: WorkerStart): Worker {
  const { maxHeapMb } = userCodeLimits()
  return new Worker(WORKER_FILE, { workerData, resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, maxHeapMb / 8)) } })
}

/** Starts the workers ahead of the build (`chemdocs build` does, first thing). */
export function startTransformWorkers(): void {
  if (early.length > 0) return
  const start: WorkerStart = { early: true }
  early = Array.from({ length: markdownWorkerCount() }, () => startWorker(start))
  // Until a build takes them they must not keep the process alive (a config error ends it early).
  for (const worker of early) worker.unref()
}

/**
 * Ends the early workers' warm-up once the build reaches its pages. Markdown pages arrive at once
 * (the warm-up has done its part), while for pages from the page store or MDX pages it would only
 * take a core from the main thread: it makes the markdown parser hot, which neither needs.
 */
export function restTransformWorkers(): void {
  for (const worker of early) worker.postMessage({ kind: 'rest' } satisfies RestMessage)
}

/** `n` workers for a build: the early ones first, then new ones. */
export function takeTransformWorkers(n: number): Worker[] {
  const taken = early.splice(0, n)
  for (const worker of taken) worker.ref()
  while (taken.length < n) taken.push(startWorker({ early: false }))
  return taken
}

/** Workers a build used for one job and may use again (the markdown pages take them, or they are released). */
export function returnTransformWorkers(workers: Worker[]): void {
  for (const worker of workers) worker.unref()
  early.push(...workers)
}

/** Stops early workers no build took (a small site, a cached one, or a build that failed). */
export function releaseTransformWorkers(): void {
  for (const worker of early.splice(0)) void worker.terminate()
}

/** The settings a worker thread's transform reads: plain data. */
export function workerConfig(config: ResolvedConfig): TransformJob['config'] {
  return { base: config.base, root: config.root, docsDir: config.docsDir, staticDir: config.staticDir, trailingSlash: config.trailingSlash, pagesDir: config.pagesDir, blog: config.blog, locale: config.locale, mermaid: config.mermaid }
}
