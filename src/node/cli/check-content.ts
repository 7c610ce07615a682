import type { Command } from 'commander'
import { checkContent } from '../check/content-rules.js'
import { collectDocs, collectSources } from '../collect/collect.js'
import { instanceConfig } from '../config/docs-instances.js'
import { loadConfig } from '../config/config.js'
import { ChemdocsError, hasErrors } from '../diagnostics.js'
import type { CommandContext } from './context.js'

/** The options of `chemdocs check`. */
export interface ContentCheckFlags {
  config?: string
  /** Comma-separated frontmatter keys every page must set. */
  require?: string
}

/**
 * `chemdocs check`: the content rules for authors on every page in docs/, without building (a
 * second or two): a description and no placeholder words, plus the site's house rules from its
 * config (prose, links to other pages, required frontmatter); plus the frontmatter problems
 * collecting the pages finds. Exit 0 clean, 1 problems.
 */
export async function runContentCheck(flags: ContentCheckFlags, { logger }: CommandContext, cwd = process.cwd()): Promise<number> {
  try {
    const config = await loadConfig(cwd, { ...(flags.config !== undefined && { config: flags.config }), sitePlugins: false })
    // Every docs folder: the site's, and each of its docs instances' (the current version of each).
    const folders = [collectSources(config), ...config.docsInstances.map((instance) => collectDocs(instanceConfig(config, instance)))]
    const collected = { files: folders.flatMap((f) => f.files), diagnostics: folders.flatMap((f) => f.diagnostics) }
    // --require names the keys for this run instead of the config's.
    const requiredKeys = flags.require === undefined ? config.contentRules.requiredKeys : flags.require.split(',').map((k) => k.trim()).filter(Boolean)
    const diagnostics = [...collected.diagnostics, ...checkContent(collected.files, { ...config.contentRules, requiredKeys })]
    logger.diagnostics(diagnostics)
    const pages = collected.files.filter((f) => !f.sitePage).length
    if (diagnostics.length === 0) logger.info(`✔ ${pages} pages follow the content rules`)
    return hasErrors(diagnostics) ? 1 : 0
  } catch (error) {
    logger.failure(error)
    return error instanceof ChemdocsError ? 2 : 1
  }
}

/** Adds `chemdocs check` to the CLI. */
export function registerContentCheck(program: Command, context: () => CommandContext, setExit: (code: number) => void): void {
  program
    .command('check')
    .description('check every page in docs/ for a description, enough prose, links to other pages and no placeholder words (no build, seconds)')
    .option('--require <keys>', "frontmatter keys every page must set, comma-separated, instead of the config's contentRules.requiredKeys (e.g. applies_to,sources)")
    .option('--config <file>', 'config file (default: site.config.ts)')
    .addHelpText('after', '\nA page needs a description of more than 20 characters and no placeholder words (TODO, TBD, ...).\nThe site\'s config sets its own house rules in contentRules: words of prose, links to other\npages, required frontmatter keys, the ref each cited repository is pinned to (a warning).\n\nExamples:\n  $ chemdocs check\n  $ chemdocs check --require applies_to,sources')
    .action(async (opts: ContentCheckFlags) => {
      setExit(await runContentCheck(opts, context()))
    })
}
