import { existsSync } from 'node:fs'
import path from 'node:path'
import { Option, type Command } from 'commander'
import { buildSite } from '../i18n/build-locales.js'
import { checkBuiltSite, type BrokenLink } from '../check/check-built-site.js'
import { loadConfig } from '../config/config.js'
import { DOCUSAURUS_CONFIG_NAMES } from '../config/docusaurus-config.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import { BuildFailedError, ChemdocsError, createDiagnostic, hasErrors, type Diagnostic } from '../diagnostics.js'
import { MemoryWriter } from '../write/write.js'
import type { CommandContext } from './context.js'

/** The options of `chemdocs check-links`. */
export interface CheckFlags {
  external?: boolean
  format: 'text' | 'json'
  config?: string
  /** false with --no-source */
  source: boolean
  strict?: boolean
}

// A Docusaurus site is checked through its own config when it has no site.config.ts, as build does.
const CONFIG_NAMES = ['site.config.ts', 'site.config.mjs', 'site.config.js', ...DOCUSAURUS_CONFIG_NAMES]

/**
 * `chemdocs check-links [dir]`: the source-level checks of `chemdocs build` (file:line:col in the
 * markdown), then the built site itself. Exit 0 when clean, 1 when anything is broken, 2 on
 * usage errors.
 */
export async function runCheck(dir: string | undefined, flags: CheckFlags, { logger, progress, output }: CommandContext, cwd = process.cwd()): Promise<number> {
  try {
    const hasConfig = flags.config !== undefined || CONFIG_NAMES.some((n) => existsSync(path.join(cwd, n)))
    // A Docusaurus site's own plugins run only for the source checks, which build the site in memory.
    const config = hasConfig ? await loadConfig(cwd, { ...(flags.config !== undefined && { config: flags.config }), sitePlugins: flags.source }) : undefined
    const siteDir = path.resolve(cwd, dir ?? config?.outDir ?? 'dist')
    const sourceProblems = config && flags.source ? await checkSources(config, () => progress.update('checking the markdown sources…')) : undefined
    progress.update(`checking the built site in ${path.relative(cwd, siteDir) || '.'}…`)
    const report = await checkBuiltSite({ dir: siteDir, ...(flags.external && { external: true }) }).finally(() => progress.done())
    const siteProblems = [...toDiagnostics(report.broken, siteDir, cwd), ...report.unreadable.map((u) => createDiagnostic('unreadable-file', u.reason, { file: toShown(path.join(siteDir, u.file), cwd) }))]
    const all = [...(sourceProblems ?? []), ...siteProblems]
    const failed = hasErrors(all) || (flags.strict === true && all.length > 0)
    if (flags.format === 'json') {
      output(JSON.stringify({ ok: !failed, source: sourceProblems === undefined ? null : { diagnostics: sourceProblems }, site: { dir: siteDir, ...report } }, null, 2))
      return failed ? 1 : 0
    }
    if (!config) logger.info('no site.config.ts (nor docusaurus.config.js) here: checking the built site only')
    logger.diagnostics(all)
    const note = `${report.checked} URLs checked on ${report.pages} pages${flags.external ? '' : ', external links not fetched (--external)'}`
    const n = report.broken.length
    const m = report.unreadable.length
    const unchecked = `${m} file${m === 1 ? '' : 's'} or folder${m === 1 ? '' : 's'} of the built site could not be checked`
    if (siteProblems.length === 0) logger.info(`✔ no broken links in the built site (${note})`)
    else if (n === 0) logger.error(`${unchecked} (${note})`)
    else logger.error(`${n} broken link${n === 1 ? '' : 's'} in the built site (${note})${m === 0 ? '' : `; ${unchecked}`}`)
    return failed ? 1 : 0
  } catch (error) {
    progress.done()
    if (flags.format === 'json') output(JSON.stringify({ ok: false, error: { ruleId: error instanceof ChemdocsError ? error.ruleId : 'internal-error', message: String((error as Error).message ?? error) } }))
    else logger.failure(error)
    return error instanceof ChemdocsError ? 2 : 1
  }
}

/** The checks of `chemdocs build`, in memory. */
async function checkSources(config: ResolvedConfig, onStart: () => void): Promise<Diagnostic[]> {
  onStart()
  try {
    return (await buildSite(config, { mode: 'production', writer: new MemoryWriter() })).diagnostics
  } catch (error) {
    if (error instanceof BuildFailedError) return error.diagnostics
    throw error
  }
}

/** Broken links as diagnostics on the built file that holds them, so the report groups by page. */
function toDiagnostics(broken: readonly BrokenLink[], siteDir: string, cwd: string): Diagnostic[] {
  return broken.map((b) => {
    const file = toShown(path.join(siteDir, b.file), cwd)
    const place = { file, ...(b.line !== undefined && { line: b.line, column: b.column ?? 1 }) }
    return createDiagnostic(b.kind === 'anchor' ? 'missing-anchor' : 'missing-page', `link to \`${b.url}\` is broken: ${b.reason}`, place)
  })
}

function toShown(file: string, cwd: string): string {
  return path.relative(cwd, file).split(path.sep).join('/')
}

/** Adds `chemdocs check-links` to the CLI. */
export function registerCheck(program: Command, context: () => CommandContext, setExit: (code: number) => void): void {
  program
    .command('check-links')
    .description('check a built site for broken links, anchors, images and assets, and the markdown sources for problems')
    .argument('[dir]', 'the built site (default: the config outDir, dist/)')
    .option('--external', 'also fetch links to other sites (off by default: lab machines are offline)')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--config <file>', 'config file (default: site.config.ts, when present)')
    .option('--no-source', 'skip the markdown source checks (checked by `chemdocs build` too)')
    .option('--strict', 'treat warnings as errors')
    .addHelpText(
      'after',
      '\nExit code: 0 when clean, 1 when anything is broken, 2 on usage errors.\n\nExamples:\n  $ chemdocs build && chemdocs check-links\n  $ chemdocs check-links public --external\n  $ chemdocs check-links --format json > links.json',
    )
    .action(async (dir: string | undefined, opts: CheckFlags) => {
      setExit(await runCheck(dir, opts, context()))
    })
}
