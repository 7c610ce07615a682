import { parentPort, workerData } from 'node:worker_threads'
import type { PageData } from '../../shared/types.js'
import { renderPage, type RenderContext } from './render.js'

/** What the main thread sends: the render context and this worker's share of the routes. */
export interface RenderJob {
  ctx: RenderContext
  routes: { file: string; data: PageData }[]
}

/** One rendered route, or why its render threw. */
export type RenderReply = { file: string; html: string } | { file: string; route: string; error: string }

/** Replies in batches, so that the main thread writes while this thread renders on. */
const BATCH = 100

// A worker thread's share of a big cold build: the same renderPage as the main thread.
const job = workerData as RenderJob
let batch: RenderReply[] = []
for (const { file, data } of job.routes) {
  try {
    batch.push({ file, html: renderPage(data, job.ctx) })
  } catch (error) {
    batch.push({ file, route: data.route, error: error instanceof Error ? error.message : String(error) })
  }
  if (batch.length >= BATCH) {
    parentPort!.postMessage(batch)
    batch = []
  }
}
parentPort!.postMessage(batch)
parentPort!.postMessage('done')
