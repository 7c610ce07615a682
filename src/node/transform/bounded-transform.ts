import type { Worker } from 'node:worker_threads'
import { createDiagnostic } from '../diagnostics.js'
import type { Page } from '../types.js'
import { formatSeconds, userCodeLimits, type UserCodeLimits } from '../user-code.js'
import { failedPage } from './transform.js'
import type { TransformJob, TransformReply } from './transform-worker.js'
import { returnTransformWorkers, takeTransformWorkers } from './transform-workers.js'

/** How often the main thread looks at what each worker is doing. */
const WATCH_EVERY_MS = 100

/** How long a stopped worker may take to end before the pages go on without it. */
const EXIT_WAIT_MS = 5000

/** A job for transformInWorkers: what TransformJob holds, less what the pool adds. */
export type BoundedJob = Pick<TransformJob, 'config' | 'files' | 'routeOfFile' | 'plugins'>

/** A worker could not load the site's own plugins from its config (the main thread could). */
export class WorkerPluginsFailed extends Error {}

/**
 * Markdown pages made in worker threads only, under the limits user code has: a page still being
 * parsed after the time limit, or one whose worker runs out of its heap, stops its worker and
 * becomes an error naming it; a new worker carries on with the pages left. Markdown parsing is
 * plain code, yet some inputs (thousands of nested brackets or admonitions) take minutes, and on
 * the main thread that would hold `serve`'s HTTP answers and Ctrl-C as well as the build.
 * Returns the pages in the order of `job.files`.
 */
export async function transformInWorkers(job: BoundedJob, threads: number, limits: UserCodeLimits = userCodeLimits()): Promise<Page[]> {
  const count = Math.max(1, Math.min(threads, job.files.length))
  const next = new Int32Array(new SharedArrayBuffer(4))
  const progress = new Float64Array(new SharedArrayBuffer(16 * count)).fill(-1)
  const pages: (Page | undefined)[] = new Array(job.files.length)
  const runSlot = async (slot: number, worker: Worker) => {
    for (;;) {
      const stopped = await runUntilDoneOrStopped(worker, { kind: 'markdown', ...job, next, progress, slot }, limits, pages)
      if (stopped === undefined) return returnTransformWorkers([worker])
      const source = job.files[stopped.page]!
      pages[stopped.page] = failedPage(source, createDiagnostic('render-failed', `${stopped.why}: split the page, or flatten its deepest nesting (brackets, admonitions, lists, tables)`, { file: source.displayPath, line: 1, column: 1 }))
      // The shared counter is past the stopped page: a new worker takes the pages nobody has yet.
      worker = takeTransformWorkers(1)[0]!
    }
  }
  await Promise.all(takeTransformWorkers(count).map((worker, slot) => runSlot(slot, worker)))
  return pages.map((page, i) => page ?? failedPage(job.files[i]!, createDiagnostic('render-failed', 'markdown could not be rendered: its worker thread ended without it', { file: job.files[i]!.displayPath, line: 1, column: 1 })))
}

/** Why a worker was stopped, and on which page. */
interface Stopped {
  page: number
  why: string
}

/**
 * Runs the job on one worker until it has taken every page (undefined), or until the page it is
 * on passes the time limit or its heap runs out: then the worker is ended, and which page it was
 * on is returned. Pages arrive in `pages` as they are made; those a stopped worker sent are kept
 * (a worker's messages are delivered before its exit).
 */
function runUntilDoneOrStopped(worker: Worker, job: TransformJob, limits: UserCodeLimits, pages: (Page | undefined)[]): Promise<Stopped | undefined> {
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
      if (now && Date.now() - now.since > limits.timeoutMs) stop(`markdown took more than ${formatSeconds(limits.timeoutMs)} to render and was stopped`)
    }, WATCH_EVERY_MS)
    const finish = (settle: () => void) => {
      clearInterval(watch)
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
      settle()
    }
    const onMessage = (reply: TransformReply) => {
      if (reply.kind === 'page') pages[reply.i] = { ...reply.page, source: job.files[reply.i]! }
      else if (reply.kind === 'plugins-failed') finish(() => reject(new WorkerPluginsFailed(reply.message)))
      else finish(() => resolve(undefined))
    }
    const onError = (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') stop(`markdown used more than ${limits.maxHeapMb} MB of memory to render and was stopped`)
      else finish(() => reject(error))
    }
    let settled = false
    const onExit = (code: number) => {
      if (settled) return
      settled = true
      if (stopped) finish(() => resolve(stopped))
      else finish(() => reject(new Error(`a markdown worker thread ended (exit code ${code}) before its pages were made`)))
    }
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.on('exit', onExit)
    worker.postMessage(job)
  })
}
