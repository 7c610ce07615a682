import { spawn } from 'node:child_process'
import path from 'node:path'
import { InvalidArgumentError, Option, type Command } from 'commander'
import { startDevServer, type DevEvent } from '../serve/dev-server.js'
import { ChemdocsError } from '../diagnostics.js'
import type { Logger } from '../logger.js'
import type { CommandContext } from './context.js'

/** The options of `chemdocs serve`. */
export interface ServeFlags {
  port: number
  host: string
  open?: boolean
  config?: string
  /** --allow-host: host names answered besides IP addresses and localhost. */
  allowHost?: string[]
}

/** `chemdocs serve`: runs the dev server until Ctrl-C; returns the exit code. */
export async function runServe(flags: ServeFlags, { logger, progress }: CommandContext, cwd = process.cwd()): Promise<number> {
  const start = performance.now()
  // Listen for Ctrl-C before anything is printed: a signal right after the URL shows up must
  // still shut down cleanly.
  const stopped = onceStopRequested()
  let server: Awaited<ReturnType<typeof startDevServer>>
  try {
    server = await startDevServer({ cwd, port: flags.port, host: flags.host, ...(flags.allowHost && { allowedHosts: flags.allowHost }), ...(flags.config !== undefined && { configFile: flags.config }), onEvent: createReporter(logger, cwd) })
  } catch (error) {
    stopped.cancel()
    logger.failure(error)
    return error instanceof ChemdocsError ? 2 : 1
  }
  logger.info(`chemdocs serve: ${server.url.replace(/\/\/(0\.0\.0\.0|\[::\]):/, '//127.0.0.1:')}`)
  if (!['127.0.0.1', 'localhost', '::1'].includes(flags.host)) logger.warn(`listening on ${flags.host}: other machines on the network can read the site`)
  progress.update('building…')
  // A stop during the first build stops at once: `docker stop` kills a container 10 s after its
  // SIGTERM, and a large site's first build takes longer than that.
  const first = await Promise.race([server.ready, stopped.promise.then(() => undefined)]).finally(() => progress.done())
  if (first === undefined) {
    await server.close()
    logger.info('stopped')
    return 0
  }
  if (first.type === 'crashed' && first.error instanceof ChemdocsError) {
    stopped.cancel()
    await server.close()
    return 2
  }
  if (first.type === 'built') logger.info(`✔ ready in ${((performance.now() - start) / 1000).toFixed(2)} s; watching for changes (Ctrl-C to stop)`)
  if (flags.open) openBrowser(server.url, logger)
  await stopped.promise
  await server.close()
  logger.info('stopped')
  return 0
}

/** Resolves on the first SIGINT or SIGTERM; a second one gets Node's default (exit at once). */
function onceStopRequested(): { promise: Promise<void>; cancel(): void } {
  let stop = () => undefined as void
  const promise = new Promise<void>((resolve) => {
    stop = () => {
      process.off('SIGINT', stop)
      process.off('SIGTERM', stop)
      resolve()
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  })
  return { promise, cancel: () => stop() }
}

const time = () => new Date().toTimeString().slice(0, 8)

/**
 * Turns dev server events into terminal lines. An editor's save can reach the watcher as several
 * batches (a temporary file, a rename, the file itself), each rebuilding: a failure that repeats
 * the last one word for word is printed once, then as one line.
 */
export function createReporter(logger: Logger, cwd: string): (event: DevEvent) => void {
  let lastFailure: string | undefined
  return (event) => {
    if (event.type === 'failed') {
      const key = JSON.stringify(event.diagnostics)
      const repeated = !event.initial && key === lastFailure
      lastFailure = key
      if (repeated) {
        logger.error(`${time()} ${names(event.changed, cwd)}: still failing with the same ${event.diagnostics.length === 1 ? 'problem' : `${event.diagnostics.length} problems`} as above`)
        return
      }
    } else if (event.type === 'built') lastFailure = undefined
    report(event, logger, cwd)
  }
}

function names(files: string[], cwd: string): string {
  return files.length === 0 ? '' : files.length > 3 ? `${files.length} files` : files.map((f) => path.relative(cwd, f) || f).join(', ')
}

/** Turns dev server events into terminal lines. */
function report(event: DevEvent, logger: Logger, cwd: string): void {
  switch (event.type) {
    case 'built': {
      logger.diagnostics(event.diagnostics)
      if (event.initial) logger.info(`✔ built ${event.pages} pages in ${(event.ms / 1000).toFixed(2)} s`)
      else if (event.unchanged) logger.info(`${time()} ✔ ${names(event.changed, cwd) || 'rebuilt'}: ${event.ms.toFixed(0)} ms, output unchanged (pages not reloaded)`)
      else logger.info(`${time()} ✔ ${names(event.changed, cwd) || 'rebuilt'}: ${event.ms.toFixed(0)} ms, ${event.rendered} page${event.rendered === 1 ? '' : 's'} rendered (revision ${event.revision})`)
      return
    }
    case 'failed':
      logger.diagnostics(event.diagnostics)
      logger.error(event.initial ? 'the site does not build yet; fix the problems above and it reloads by itself' : `${time()} ${names(event.changed, cwd)}: rebuild failed; still serving the last good build`)
      return
    case 'crashed':
      logger.failure(event.error)
      if (!event.initial) logger.error(`${time()} rebuild failed; still serving the last good build`)
      return
    case 'copied':
      logger.info(`${time()} ✔ copied ${names(event.files, cwd)} (revision ${event.revision})`)
      return
    case 'client-changed':
      logger.warn('client code or templates changed: the browser bundle is rebuilt; server-rendered HTML uses the compiled templates in lib/, so run `npx tsc -b` and restart serve to update it')
      return
    case 'watch-error':
      logger.warn(`file watcher: ${event.error instanceof Error ? event.error.message : String(event.error)}`)
  }
}

function openBrowser(url: string, logger: Logger): void {
  const [cmd, ...args] = process.platform === 'darwin' ? ['open', url] : process.platform === 'win32' ? ['cmd', '/c', 'start', '', url] : ['xdg-open', url]
  const child = spawn(cmd!, args, { stdio: 'ignore', detached: true })
  child.on('error', () => logger.warn(`could not open a browser; open ${url} yourself`))
  child.unref()
}

/** Validates --port: an integer from 0 (any free port) to 65535. */
export function parsePort(value: string): number {
  const port = Number(value)
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('expected a port number from 0 to 65535 (0 picks a free one)')
  return port
}

/** Adds `chemdocs serve` to the CLI. */
export function registerServe(program: Command, context: () => CommandContext, setExit: (code: number) => void): void {
  program
    .command('serve')
    .description('build the site in memory, serve it and rebuild on every change, reloading open pages')
    .addOption(new Option('--port <port>', 'port to listen on (0 picks a free one)').default(3000).argParser(parsePort))
    .option('--host <host>', 'address to bind; anything but 127.0.0.1 exposes the site to the network', '127.0.0.1')
    .option('--allow-host <name...>', 'also answer requests for this host name (IP addresses and localhost always are)')
    .option('--open', 'open the site in the default browser')
    .option('--config <file>', 'config file (default: site.config.ts)')
    .addHelpText(
      'after',
      '\nWatches docs/, static/ and site.config.ts. A good rebuild reloads open pages (keeping the scroll position);\na failed one keeps serving the last good site and shows the problems in the page.\n\nExamples:\n  $ chemdocs serve\n  $ chemdocs serve --port 0 --open      # any free port\n  $ chemdocs serve --host 0.0.0.0       # reachable from other machines',
    )
    .action(async (opts: ServeFlags) => {
      setExit(await runServe(opts, context()))
    })
}
