import { Command, CommanderError, Option } from 'commander'
import { runBuild } from './commands/build.js'
import { createLogger, type LogLevel } from './logger.js'
import { GENERATOR_VERSION } from './site-data.js'

/** Exit codes: 0 ok, 1 content errors, 2 usage or config errors. */
export async function main(argv: string[]): Promise<number> {
  let exitCode = 0
  const program = new Command('chemdocs')
    .description('Build, serve and check the Chemotion documentation site.')
    .version(GENERATOR_VERSION)
    .option('--verbose', 'print per-stage timings')
    .option('--quiet', 'print errors only')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .showHelpAfterError()
  const logger = () => {
    const g = program.opts<{ verbose?: boolean; quiet?: boolean }>()
    const level: LogLevel = g.quiet ? 'quiet' : g.verbose ? 'verbose' : 'normal'
    return createLogger({ level })
  }
  program
    .command('build')
    .description('build the site into the output folder (dist/ by default)')
    .option('--out-dir <dir>', 'output folder')
    .option('--base-url <path>', 'base path the site is served under, e.g. /chemdocs/')
    .option('--config <file>', 'config file (default: site.config.ts)')
    .option('--strict', 'treat warnings as errors')
    .addHelpText('after', '\nExamples:\n  $ chemdocs build\n  $ chemdocs build --base-url /chemdocs/ --out-dir public')
    .action(async (opts: { outDir?: string; baseUrl?: string; config?: string; strict?: boolean }) => {
      exitCode = await runBuild(opts, logger())
    })
  await registerMoreCommands(program, logger, (code) => {
    exitCode = code
  })
  program.addOption(new Option('--no-color', 'disable colours').hideHelp())
  try {
    await program.parseAsync(argv)
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0 ? 0 : 2
    }
    throw error
  }
  return exitCode
}

/** serve and check-links live in their own modules; they register here. */
async function registerMoreCommands(
  program: Command,
  logger: () => ReturnType<typeof createLogger>,
  setExit: (code: number) => void,
): Promise<void> {
  const { registerServe } = await import('./commands/serve.js')
  const { registerCheck } = await import('./commands/check.js')
  registerServe(program, logger, setExit)
  registerCheck(program, logger, setExit)
}
