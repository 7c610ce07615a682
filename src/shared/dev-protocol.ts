/** Messages of the dev server's live-reload channel (Server-Sent Events), shared by server and client. */

/** URL path of the event stream (root-absolute: the dev server owns the whole origin). */
export const DEV_EVENTS_PATH = '/__chemdocs/events'

/**
 * POST here (with the header DEV_OPEN_HEADER, which a page of another origin cannot send without
 * the server's consent) to open `{ file, line, column }` in the writer's editor. The answer is
 * `{ opened: boolean }`: false when no editor that can be started from here is configured (the
 * overlay then copies the place).
 */
export const DEV_OPEN_PATH = '/__chemdocs/open'
export const DEV_OPEN_HEADER = 'x-chemdocs-open'

/** Name of the meta element in which the dev server stamps the revision a page was served at. */
export const DEV_REVISION_META = 'chemdocs-revision'

/** One content problem as the browser overlay shows it. */
export interface DevProblem {
  /** Path relative to the site folder, e.g. 'docs/eln/faq.md'. */
  file: string
  line?: number
  column?: number
  severity: 'error' | 'warning'
  message: string
  ruleId: string
}

/**
 * `server` changes whenever the dev server restarts, `revision` with every good rebuild: a page
 * reloads when either differs from the pair it was served with.
 */
export interface DevRevision {
  server: string
  revision: number
}

/**
 * A message on the live-reload channel: the current revision (with the warnings of the build that
 * made it), or the problems of a failed rebuild.
 */
export type DevMessage =
  | (DevRevision & { type: 'revision'; warnings?: DevProblem[] })
  | (DevRevision & { type: 'problems'; problems: DevProblem[]; summary: string })

/** The `content` of the revision meta element: 'server:revision'. */
export function formatRevision(r: DevRevision): string {
  return `${r.server}:${r.revision}`
}

/** Parses a revision meta `content`; undefined when malformed. */
export function parseRevision(text: string | null | undefined): DevRevision | undefined {
  const m = /^([\w-]+):(\d+)$/.exec(text ?? '')
  return m ? { server: m[1]!, revision: Number(m[2]) } : undefined
}

/** True when the server has something newer than the page shows. */
export function isNewer(server: DevRevision, page: DevRevision | undefined): boolean {
  return page === undefined || server.server !== page.server || server.revision > page.revision
}
