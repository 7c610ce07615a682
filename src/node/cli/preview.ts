import { existsSync } from 'node:fs'
import path from 'node:path'
import { Option, type Command } from 'commander'
import { loadConfig } from '../config/config.js'
import { ChemdocsError } from '../diagnostics.js'
import { listenOrExplain } from '../serve/dev-server.js'
import { createServer, createSiteHandler, readFromDir } from '../serve/static-server.js'
import { withBase } from '../../shared/url.js'
import type { CommandContext } from './context.js'
import { parsePort } from './serve.js'

/** The options of `chemdocs preview`. */
export interface PreviewFlags {
  port: number
  host: string
  outDir?: string
  config?: string
}

/**
 * `chemdocs preview`: serves the built site (dist/) as a static host would, with the static server
 * the tests use: clean URLs, the 404 page, redirects, caching headers, gzip and the CSP header.
 * Runs until Ctrl-C (or until `signal` aborts, in tests); returns the exit code.
 */
export async function runPreview(flags: PreviewFlags, { logger }: CommandContext, cwd = process.cwd(), signal?: AbortSignal): Promise<number> {
  try {
    const config = await loadConfig(cwd, { ...(flags.config !== undefined && { config: flags.config }), ...(flags.outDir !== undefined && { outDir: flags.outDir }), sitePlugins: false })
    if (!existsSync(path.join(config.outDir, 'index.html')) && !existsSync(path.join(config.outDir, '404.html'))) {
      throw new ChemdocsError('invalid-usage', `there is no built site in ${path.relative(cwd, config.outDir) || config.outDir}`, { hint: 'run chemdocs build first (preview serves what it wrote)' })
    }
    const server = createServer(createSiteHandler(readFromDir(config.outDir), config.base, { allow: config.csp }))
    const port = await listenOrExplain(server, flags.port, flags.host, 'preview')
    const host = ['0.0.0.0', '::'].includes(flags.host) ? '127.0.0.1' : flags.host.includes(':') ? `[${flags.host}]` : flags.host
    logger.info(`chemdocs preview: http://${host}:${port}${withBase(config.base, '/')} (serving ${path.relative(cwd, config.outDir) || config.outDir}; Ctrl-C to stop)`)
    if (!['127.0.0.1', 'localhost', '::1'].includes(flags.host)) logger.warn(`listening on ${flags.host}: other machines on the network can read the site`)
    await new Promise<void>((resolve) => {
      const stop = () => {
        process.off('SIGINT', stop)
        process.off('SIGTERM', stop)
        resolve()
      }
      process.on('SIGINT', stop)
      process.on('SIGTERM', stop)
      signal?.addEventListener('abort', stop)
    })
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
    logger.info('stopped')
    return 0
  } catch (error) {
    logger.failure(error)
    return error instanceof ChemdocsError ? 2 : 1
  }
}

/** Adds `chemdocs preview` to the CLI. */
export function registerPreview(program: Command, context: () => CommandContext, setExit: (code: number) => void): void {
  program
    .command('preview')
    .description('serve the built site (dist/) as a static web host would, to look at it before publishing')
    .addOption(new Option('--port <port>', 'port to listen on (0 picks a free one)').default(4173).argParser(parsePort))
    .option('--host <host>', 'address to bind; anything but 127.0.0.1 exposes the site to the network', '127.0.0.1')
    .option('--out-dir <dir>', 'the built site (default: the config\'s outDir, dist/)')
    .option('--config <file>', 'config file (default: site.config.ts)')
    .addHelpText('after', '\nExamples:\n  $ chemdocs build && chemdocs preview\n  $ chemdocs preview --port 0')
    .action(async (opts: PreviewFlags) => {
      setExit(await runPreview(opts, context()))
    })
}
