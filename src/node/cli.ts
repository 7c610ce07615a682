import { Command, CommanderError, Option } from 'commander'
import type { CommandContext } from './cli/context.js'
import { createLogger, type LogLevel } from './logger.js'
import { createProgress, detectTerminal } from './cli/progress.js'
import { GENERATOR_VERSION } from './site/site-data.js'
import { startTransformWorkers } from './transform/transform-workers.js'

// Server-side React renders several times faster in its production build. React reads this when it
// is first loaded, which is why every command module below is imported lazily.
process.env.NODE_ENV ??= 'production'

/** Exit codes: 0 ok, 1 content errors, 2 usage or config errors. */
export async function main(argv: string[]): Promise<number> {
  let exitCode = 0
  const program = new Command('chemdocs')
    .description('chemdocs: build, serve and check a documentation site made of Markdown, MDX and React pages.')
    .version(GENERATOR_VERSION)
    .option('--verbose', 'print per-stage timings')
    .option('--quiet', 'print errors only')
    .addOption(new Option('--no-color', 'disable colours (so does the NO_COLOR environment variable)'))
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .showHelpAfterError()
    .addHelpText('after', '\nExamples:\n  $ chemdocs init my-docs\n  $ chemdocs serve --port 3000\n  $ chemdocs build && chemdocs preview\n  $ chemdocs check-links dist\n\nRun `chemdocs <command> --help` for the options of a command.')
  const context = () => createContext(program.opts())
  program
    .command('build')
    .description('build the site into the output folder (dist/ by default)')
    .option('--out-dir <dir>', 'output folder')
    .option('--base-url <path>', 'base path the site is served under, e.g. /chemdocs/')
    .option('--config <file>', 'config file (default: site.config.ts)')
    .option('--strict', 'treat warnings as errors')
    .option('--force', 'replace an output folder that holds files chemdocs did not write')
    .option('--no-cache', 'transform every page again, ignoring and not writing node_modules/.cache/chemdocs')
    .addHelpText('after', '\nExamples:\n  $ chemdocs build\n  $ chemdocs build --base-url /chemdocs/ --out-dir public\n  $ CI=true chemdocs build --verbose   # plain lines with per-stage timings')
    .action(async (opts: { outDir?: string; baseUrl?: string; config?: string; strict?: boolean; force?: boolean; cache?: boolean }) => {
      // Before loading the build: the workers load and warm up while this thread does.
      startTransformWorkers()
      const { runBuild } = await import('./cli/build.js')
      exitCode = await runBuild(opts, context())
    })
  const setExit = (code: number) => {
    exitCode = code
  }
  const { registerServe } = await import('./cli/serve.js')
  const { registerCheck } = await import('./cli/check.js')
  const { registerInit } = await import('./cli/init.js')
  const { registerPreview } = await import('./cli/preview.js')
  const { registerContentCheck } = await import('./cli/check-content.js')
  registerInit(program, context, setExit)
  registerServe(program, context, setExit)
  registerPreview(program, context, setExit)
  registerCheck(program, context, setExit)
  registerContentCheck(program, context, setExit)
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

/** Logger, progress line and output stream for the global flags and the terminal we run in. */
function createContext(flags: { verbose?: boolean; quiet?: boolean; color?: boolean }): CommandContext {
  const level: LogLevel = flags.quiet ? 'quiet' : flags.verbose ? 'verbose' : 'normal'
  const terminal = detectTerminal(process.env, Boolean(process.stderr.isTTY), flags.color === false)
  return {
    logger: createLogger({ level, color: terminal.color }),
    progress: createProgress({ enabled: terminal.interactive && level !== 'quiet', write: (s) => process.stderr.write(s), columns: process.stderr.columns }),
    output: (text) => process.stdout.write(text + '\n'),
  }
}
