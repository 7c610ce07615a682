import { Worker } from 'node:worker_threads'

/**
 * Runs the site's own code (MDX pages and the components they import, React pages, site.config.ts,
 * sidebars.js) in a worker thread with a time limit and a heap ceiling, so that an endless loop or
 * a runaway allocation is an error naming the file, not a hang, an out-of-memory abort of the
 * whole process, or a `serve` that no longer answers nor stops on Ctrl-C.
 */

/** How long one job may run and how much heap its worker may use. */
export interface UserCodeLimits {
  timeoutMs: number
  maxHeapMb: number
}

/**
 * Far above what a real site needs (a page renders in milliseconds; our whole site's config,
 * pages and sidebars in well under 100 MB). Tests lower them with CHEMDOCS_USER_CODE_TIMEOUT_MS
 * and CHEMDOCS_USER_CODE_HEAP_MB.
 */
const DEFAULT_LIMITS: UserCodeLimits = { timeoutMs: 30_000, maxHeapMb: 1024 }

/** The limits in force: the defaults, unless the environment lowers or raises them. */
export function userCodeLimits(): UserCodeLimits {
  const fromEnv = (name: string, fallback: number) => {
    const value = Number(process.env[name])
    return Number.isFinite(value) && value > 0 ? value : fallback
  }
  return {
    timeoutMs: fromEnv('CHEMDOCS_USER_CODE_TIMEOUT_MS', DEFAULT_LIMITS.timeoutMs),
    maxHeapMb: fromEnv('CHEMDOCS_USER_CODE_HEAP_MB', DEFAULT_LIMITS.maxHeapMb),
  }
}

/** What user code threw, as plain data (the error object itself stays in the worker). */
export interface ThrownError {
  name: string
  message: string
  stack: string
  /** A string `component` property (client components' IslandPropsError carries one). */
  component?: string
}

/** Why a job gave no result. */
export type UserCodeFailure =
  | { kind: 'timeout'; message: string }
  | { kind: 'out-of-memory'; message: string }
  | { kind: 'threw'; message: string; error: ThrownError }

/** A job's result, or why there is none. */
export type UserCodeResult<T> = { ok: true; value: T } | { ok: false; failure: UserCodeFailure }

/** What the worker sends back for a job. */
type Reply = { ok: true; value: unknown } | { ok: false; error: ThrownError }

/**
 * The worker's whole program, plain CommonJS so that it runs the same from the compiled bundle and
 * from TypeScript sources (tests). `RUN` is replaced by the job function's source. Whatever user
 * code throws is described without trusting it: a thrown Proxy or a throwing getter still gives a
 * message. A reply that cannot be cloned (a function, a Proxy) is reported like a throw.
 */
const WORKER_PROGRAM = `
const { parentPort } = require('node:worker_threads')
const run = (RUN)
function text(read, fallback) { try { const v = read(); return v === undefined || v === null ? fallback : String(v) } catch { return fallback } }
function describe(e) {
  if (typeof e !== 'object' || e === null) return { name: 'Error', message: text(() => e, 'a value was thrown'), stack: '' }
  const component = text(() => (typeof e.component === 'string' ? e.component : undefined), undefined)
  return { name: text(() => e.name, 'Error'), message: text(() => e.message, text(() => e, 'an object was thrown')), stack: text(() => e.stack, ''), ...(component !== undefined && { component }) }
}
parentPort.on('message', async (job) => {
  let reply
  try { reply = { ok: true, value: await run(job) } } catch (e) { reply = { ok: false, error: describe(e) } }
  try { parentPort.postMessage(reply) } catch (e) { parentPort.postMessage({ ok: false, error: describe(e) }) }
})
`

/** What a runner is made with. */
export interface UserCodeRunnerOptions {
  /**
   * Source of an async function `(job) => result`, run in the worker: plain JavaScript (no
   * TypeScript, no closure over this module); it may `require()` and `await import()`.
   */
  run: string
  /** What the job is, for messages: 'page', 'config file'… */
  what: string
  limits?: UserCodeLimits
  /** A worker is replaced after this many jobs, so that a long `serve` does not pile up imported modules. */
  maxJobs?: number
  /** What the code prints is dropped instead of shown (it has been shown once already). */
  quiet?: boolean
}

/**
 * A worker thread that runs jobs one at a time and outlives them, so that many pages pay for one
 * start. A job past the time limit terminates the worker (even in `while (true) {}`), one past
 * the heap limit ends it; either way the next job gets a new worker. The worker never keeps the
 * process alive by itself: only a running job does (through its timer).
 */
export class UserCodeRunner<Job, Result> {
  readonly #options: UserCodeRunnerOptions & { limits: UserCodeLimits }
  #worker: Worker | undefined
  #jobs = 0
  #queue: Promise<unknown> = Promise.resolve()

  constructor(options: UserCodeRunnerOptions) {
    this.#options = { ...options, limits: options.limits ?? userCodeLimits() }
  }

  /** Starts the worker ahead of the first job, so its start overlaps other work. */
  warmUp(): void {
    this.#worker ??= this.#start()
  }

  /** Runs one job after those already queued. */
  run(job: Job): Promise<UserCodeResult<Result>> {
    const result = this.#queue.then(() => this.#runNow(job))
    this.#queue = result.catch(() => undefined)
    return result
  }

  /** Stops the worker (a running job fails); a later job starts a new one. */
  close(): void {
    const worker = this.#worker
    this.#worker = undefined
    if (worker) void worker.terminate()
  }

  #start(): Worker {
    const { limits } = this.#options
    const worker = new Worker(WORKER_PROGRAM.replace('RUN', this.#options.run), {
      eval: true,
      ...(this.#options.quiet && { stdout: true, stderr: true }),
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, limits.maxHeapMb / 8)) },
    })
    worker.unref()
    // Read and dropped: a stream nobody reads would hold what the code prints.
    if (this.#options.quiet) for (const stream of [worker.stdout, worker.stderr]) stream.resume()
    this.#jobs = 0
    // An exit or error between jobs is noticed by the next job (see #runNow).
    worker.on('error', () => undefined)
    worker.on('exit', () => {
      if (this.#worker === worker) this.#worker = undefined
    })
    return worker
  }

  #runNow(job: Job): Promise<UserCodeResult<Result>> {
    const worker = (this.#worker ??= this.#start())
    const { limits, what } = this.#options
    return new Promise((resolve) => {
      const finish = (result: UserCodeResult<Result>, keep: boolean) => {
        clearTimeout(timer)
        worker.off('message', onMessage)
        worker.off('error', onError)
        worker.off('exit', onExit)
        if (!keep || ++this.#jobs >= (this.#options.maxJobs ?? 500)) {
          if (this.#worker === worker) this.#worker = undefined
          void worker.terminate()
        }
        resolve(result)
      }
      const onMessage = (reply: Reply) =>
        finish(reply.ok ? { ok: true, value: reply.value as Result } : { ok: false, failure: { kind: 'threw', message: reply.error.message, error: reply.error } }, true)
      const onError = (error: Error & { code?: string }) => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
          finish({ ok: false, failure: { kind: 'out-of-memory', message: `the ${what} used more than ${limits.maxHeapMb} MB of memory and was stopped` } }, false)
        } else {
          // An error thrown later by code the job started (a timer, a promise nobody awaited).
          const thrown: ThrownError = { name: error.name ?? 'Error', message: error.message ?? String(error), stack: error.stack ?? '' }
          finish({ ok: false, failure: { kind: 'threw', message: thrown.message, error: thrown } }, false)
        }
      }
      const onExit = (code: number) => {
        const thrown: ThrownError = { name: 'Error', message: `the ${what} ended its thread (exit code ${code})`, stack: '' }
        finish({ ok: false, failure: { kind: 'threw', message: thrown.message, error: thrown } }, false)
      }
      const timer = setTimeout(() => {
        finish({ ok: false, failure: { kind: 'timeout', message: `the ${what} did not finish within ${formatSeconds(limits.timeoutMs)} (an endless loop?) and was stopped` } }, false)
      }, limits.timeoutMs)
      worker.on('message', onMessage)
      worker.on('error', onError)
      worker.on('exit', onExit)
      worker.postMessage(job)
    })
  }
}

/** Runs one job in a worker of its own, which ends with the job. */
export async function runUserCode<Job, Result>(options: UserCodeRunnerOptions, job: Job): Promise<UserCodeResult<Result>> {
  const runner = new UserCodeRunner<Job, Result>(options)
  try {
    return await runner.run(job)
  } finally {
    runner.close()
  }
}

/** `30 s`, `2.5 s`: a limit as messages name it. */
export function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`
}
