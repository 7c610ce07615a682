import type { Command } from 'commander'
import { build } from '../build.js'
import { loadConfig } from '../config.js'
import { BuildFailedError, ChemdocsError } from '../diagnostics.js'
import type { Logger } from '../logger.js'
import { createServer, createSiteHandler, listen } from '../static-server.js'
import { MemoryWriter } from '../write.js'

export interface ServeFlags {
  port: string
  host: string
  config?: string
}

/** `chemdocs serve`: builds in memory and serves the site. */
export async function runServe(flags: ServeFlags, logger: Logger): Promise<number> {
  try {
    const config = await loadConfig(process.cwd(), { ...(flags.config !== undefined && { config: flags.config }) })
    const writer = new MemoryWriter()
    const result = await build(config, { mode: 'production', writer })
    logger.diagnostics(result.diagnostics)
    const server = createServer(createSiteHandler((f) => writer.files.get(f), config.base))
    let port: number
    try {
      port = await listen(server, Number(flags.port), flags.host)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new ChemdocsError('port-in-use', `port ${flags.port} is already in use`, { hint: `stop the other server, or pick another port: chemdocs serve --port ${Number(flags.port) + 1} (--port 0 picks a free one)` })
      }
      throw error
    }
    logger.info(`serving ${result.pages} pages at http://${flags.host}:${port}${config.base}`)
    await new Promise<void>((resolve) => {
      const stop = () => server.close(() => resolve())
      process.once('SIGINT', stop)
      process.once('SIGTERM', stop)
    })
    return 0
  } catch (error) {
    if (error instanceof BuildFailedError) {
      logger.diagnostics(error.diagnostics)
      return 1
    }
    logger.failure(error)
    return error instanceof ChemdocsError ? 2 : 1
  }
}

export function registerServe(program: Command, logger: () => Logger, setExit: (code: number) => void): void {
  program
    .command('serve')
    .description('build the site in memory and serve it')
    .option('--port <port>', 'port to listen on (0 picks a free one)', '3000')
    .option('--host <host>', 'address to bind', '127.0.0.1')
    .option('--config <file>', 'config file (default: site.config.ts)')
    .action(async (opts: ServeFlags) => {
      setExit(await runServe(opts, logger()))
    })
}
