import { unlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { PageData, SiteData } from '../../shared/types.js'
import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import { display } from '../display-path.js'
import { placeOfThrow } from '../transform/mdx/render-page-module.js'
import { withoutImagePreloads } from '../transform/mdx/transform-mdx.js'
import { UserCodeRunner, userCodeLimits, type UserCodeFailure } from '../user-code.js'
import type { ShellServer } from './shell-server.js'

/** What the worker is sent: the shell module and a batch of routes to render with it. */
interface BodiesJob {
  file: string
  site: SiteData
  pages: PageData[]
}

/**
 * Runs in the worker (see user-code.ts). Each shell bundle has a file name of its own, so a shell
 * the dev cache reuses is imported once, by its first render: later ones find it in the worker's
 * module cache.
 */
const RENDER_BODIES = `async ({ file, site, pages }) => {
  const mod = await import(require('node:url').pathToFileURL(file).href)
  return mod.renderBodies(site, pages)
}`

// One worker for every shell render of the process, as for MDX pages (render-page-module.ts):
// in `serve`, a one-page edit renders one page's shell, far less than a worker start and React's
// import. Replaced after some jobs, since each new shell bundle adds a module it keeps, and when
// the limits in force changed (CHEMDOCS_USER_CODE_TIMEOUT_MS, …), which it was made with.
let runner: { worker: UserCodeRunner<BodiesJob, string[]>; limits: string } | undefined

function shellRunner(): UserCodeRunner<BodiesJob, string[]> {
  const limits = userCodeLimits()
  if (runner?.limits !== JSON.stringify(limits)) {
    runner?.worker.close()
    runner = { worker: new UserCodeRunner({ run: RENDER_BODIES, what: 'theme override', limits, maxJobs: 100 }), limits: JSON.stringify(limits) }
  }
  return runner.worker
}

/** Stops the shell's render worker, failing a render under way; the next render starts a new one. */
export function stopShellRenderer(): void {
  runner?.worker.close()
}

/** Routes per job: few messages, yet far below the time limit of one job. */
const BATCH = 100

/** The app shell's HTML of every output file, or the problem that stopped it. */
export type ShellBodies = { ok: true; bodies: Map<string, string> } | { ok: false; diagnostic: Diagnostic }

type BuiltShell = Extract<ShellServer, { ok: true }>

/**
 * Renders the bodies of `pages` (output file -> route data) with a site's own app shell
 * (shell-server.ts), in a worker with the limits of user code: a theme override that loops is
 * stopped, one that throws is reported at the line of the override that threw, as an MDX page's
 * component is. The first failure stops the render: what breaks one page's shell usually breaks all.
 */
export async function renderShellBodies(shell: BuiltShell, site: SiteData, pages: [string, PageData][]): Promise<ShellBodies> {
  if (pages.length === 0) return { ok: true, bodies: new Map() }
  // Written for every render and removed after it: the file is read only when first imported.
  const file = path.join(tmpdir(), `chemdocs-shell-${process.pid}-${shell.id}.mjs`)
  await writeFile(file, shell.code)
  const worker = shellRunner()
  const render = (batch: [string, PageData][]) => worker.run({ file, site, pages: batch.map(([, page]) => page) })
  try {
    const bodies = new Map<string, string>()
    for (let i = 0; i < pages.length; i += BATCH) {
      const batch = pages.slice(i, i + BATCH)
      const result = await render(batch)
      if (result.ok) {
        batch.forEach(([out], j) => bodies.set(out, withoutImagePreloads(result.value[j]!)))
        continue
      }
      // Once more page by page, to name the route that failed (only a failed build pays for it).
      let failed: [PageData, UserCodeFailure] = [batch[0]![1], result.failure]
      for (const entry of batch) {
        const alone = await render([entry])
        if (!alone.ok) {
          failed = [entry[1], alone.failure]
          break
        }
      }
      return { ok: false, diagnostic: shellFailure(shell, file, ...failed) }
    }
    return { ok: true, bodies }
  } finally {
    await unlink(file).catch(() => undefined)
  }
}

/** A `render-failed` problem at the place in the override that threw, when the stack gives one. */
function shellFailure(shell: BuiltShell, file: string, page: PageData, failure: UserCodeFailure): Diagnostic {
  const place = failure.kind === 'threw' ? placeOfThrow(failure.error.stack, new Map([[pathToFileURL(file).href, { map: shell.map, dir: shell.dir }]]), new Map()) : undefined
  const message = `a theme override could not render ${page.route}: ${failure.message}`
  return createDiagnostic('render-failed', message, place ? { file: display(place.file), line: place.line, column: place.column } : { file: display(shell.themeDir) })
}
