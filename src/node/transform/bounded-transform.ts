import type { Worker } from 'node:worker_threads'
import { createDiagnostic } from '../diagnostics.js'
import type { Page } from '../types.js'
import { formatSeconds, userCodeLimits, type UserCodeLimits } from '../user-code.js'
import { failedPage } from './transform.js'
import type { TransformJob } from './transform-worker.js'
import { returnTransformWorkers, takeTransformWorkers } from './transform-workers.js'

/** How often the main thread looks at what each worker is doing. */
const WATCH_EVERY_MS = 100

/** How long a stopped worker may take to end before the pages go on without it. */
const EXIT_WAIT_MS = 5000

/** A job for transformInWorkers: what TransformJob holds, less what the pool adds. */
export type BoundedJob = Pick<TransformJob, 'config' | 'files' | 'routeOfFile' | 'plugins'>

/** A worker could not load the site's own plugins from its config (the main thread could). */
export class WorkerPluginsFailed extends Error {}

/** What the pool adds to a job for each worker. */
export interface PoolFields {
  /** The index of the next item nobody has taken yet, shared by all threads (Atomics.add). */
  next: Int32Array
  /**
   * Where each thread says what it is doing, for the main thread's time limit: at `2 * slot` the
   * index of the item it is on (-1 between items), at `2 * slot + 1` when it started it (ms).
   */
  progress: Float64Array
  slot: number
}

/** What a pooled worker sends: each item as it is made, then done (or that the site's plugins failed to load). */
export type PoolReply<T> = { kind: 'page'; i: number; page: T } | { kind: 'done' } | { kind: 'plugins-failed'; message: string }

/**
 * Runs `count` items in worker threads only, under the limits user code has: an item still being
 * made after the time limit, or one whose worker runs out of its heap, stops its worker and
 * becomes `stoppedItem(i, why)`; a new worker carries on with the items left. Each worker gets
 * `job` with the pool's fields; it takes items from the shared counter and says which one it is on
 * (see transform-worker.ts). Returns the items in order, `lostItem(i)` for one no worker sent.
 */
export async function runInWorkers<T, J extends object>(count: number, job: J, threads: number, limits: UserCodeLimits, made: { verb: string; stoppedItem: (i: number, why: string) => T; lostItem: (i: number) => T }): Promise<T[]> {
  const slots = Math.max(1, Math.min(threads, count))
  const next = new Int32Array(new SharedArrayBuffer(4))
  const progress = new Float64Array(new SharedArrayBuffer(16 * slots)).fill(-1)
  const items: (T | undefined)[] = new Array(count)
  const runSlot = async (slot: number, worker: Worker) => {
    for (;;) {
      const stopped = await runUntilDoneOrStopped(worker, { ...job, next, progress, slot }, limits, items, made.verb)
      if (stopped === undefined) return returnTransformWorkers([worker])
      items[stopped.page] = made.stoppedItem(stopped.page, stopped.why)
      // The stopped worker never said it left its item: until the new one starts its first, the
      // watchdog must not see the old item, long past the limit, and stop the new one for it.
      progress[2 * slot] = -1
      // The shared counter is past the stopped item: a new worker takes the items nobody has yet.
      worker = takeTransformWorkers(1)[0]!
    }
  }
  await Promise.all(takeTransformWorkers(slots).map((worker, slot) => runSlot(slot, worker)))
  return items.map((item, i) => item ?? made.lostItem(i))
}

/**
 * Markdown pages made in worker threads only (see runInWorkers). Markdown parsing is plain code,
 * yet some inputs (thousands of nested brackets or admonitions) take minutes, and on the main
 * thread that would hold `serve`'s HTTP answers and Ctrl-C as well as the build.
 * Returns the pages in the order of `job.files`.
 */
export async function transformInWorkers(job: BoundedJob, threads: number, limits: UserCodeLimits = userCodeLimits()): Promise<Page[]> {
  const failed = (i: number, message: string) => failedPage(job.files[i]!, createDiagnostic('render-failed', message, { file: job.files[i]!.displayPath, line: 1, column: 1 }))
  const pages = await runInWorkers<Page, Omit<TransformJob, keyof PoolFields>>(job.files.length, { kind: 'markdown', ...job }, threads, limits, {
    verb: 'render',
    stoppedItem: (i, why) => failed(i, `markdown ${why}: split the page, or flatten its deepest nesting (brackets, admonitions, lists, tables)`),
    lostItem: (i) => failed(i, 'markdown could not be rendered: its worker thread ended without it'),
  })
  // A page crosses threads without its source: it is the job's own.
  return pages.map((page, i) => ({ ...page, source: job.files[i]! }))
}

/** Why a worker was stopped, and on which item. */
interface Stopped {
  page: number
  why: string
}

/**
 * Runs the job on one worker until it has taken every item (undefined), or until the item it is
 * on passes the time limit or its heap runs out: then the worker is ended, and which item it was
 * on is returned. Items arrive in `items` as they are made; those a stopped worker sent are kept
 * (a worker's messages are delivered before its exit).
 */
function runUntilDoneOrStopped<T>(worker: Worker, job: PoolFields, limits: UserCodeLimits, items: (T | undefined)[], verb: string): Promise<Stopped | undefined> {
  const at = 2 * job.slot
  const pageNow = () => {
    const page = job.progress[at]!
    const since = job.progress[at + 1]!
    return page >= 0 && job.progress[at] === page ? { page, since } : undefined
  }
  return new Promise((resolve, reject) => {
    let stopped: Stopped | undefined
    const stop = (why: string) => {
      const now = pageNow()
      if (stopped || !now) return
      stopped = { page: now.page, why }
      void worker.terminate()
      // A thread blocked in a system call (a read that never returns) cannot be stopped: go on
      // without it, and let it not keep the process alive.
      setTimeout(() => {
        worker.unref()
        onExit(-1)
      }, EXIT_WAIT_MS).unref()
    }
    const watch = setInterval(() => {
      const now = pageNow()
      if (now && Date.now() - now.since > limits.timeoutMs) stop(`took more than ${formatSeconds(limits.timeoutMs)} to ${verb} and was stopped`)
    }, WATCH_EVERY_MS)
    const finish = (settle: () => void) => {
      clearInterval(watch)
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
      settle()
    }
    const onMessage = (reply: PoolReply<T>) => {
      if (reply.kind === 'page') items[reply.i] = reply.page
      else if (reply.kind === 'plugins-failed') finish(() => reject(new WorkerPluginsFailed(reply.message)))
      else finish(() => resolve(undefined))
    }
    const onError = (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') stop(`used more than ${limits.maxHeapMb} MB of memory to ${verb} and was stopped`)
      else finish(() => reject(error))
    }
    let settled = false
    const onExit = (code: number) => {
      if (settled) return
      settled = true
      if (stopped) finish(() => resolve(stopped))
      else finish(() => reject(new Error(`a worker thread ended (exit code ${code}) before its pages were made`)))
    }
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.on('exit', onExit)
    worker.postMessage(job)
  })
}
