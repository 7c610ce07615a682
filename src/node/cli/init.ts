import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Command } from 'commander'
import { ChemdocsError } from '../diagnostics.js'
import type { CommandContext } from './context.js'
import { starterFiles } from './init-files.js'

const OTHER_CONFIGS = ['site.config.js', 'site.config.mjs', 'docusaurus.config.js', 'docusaurus.config.ts']

/** The options of `chemdocs init`. */
export interface InitFlags {
  title?: string
}

/**
 * `chemdocs init [dir]`: writes a small site that builds at once. Refuses (exit 2, nothing
 * written) when any of its files exists already.
 */
export function runInit(dir: string | undefined, flags: InitFlags, { logger }: CommandContext, cwd = process.cwd()): number {
  try {
    const root = path.resolve(cwd, dir ?? '.')
    const files = starterFiles(flags.title?.trim() || 'My Documentation')
    // Another config beside ours would be read instead of it, or make the folder ambiguous.
    const taken = [...Object.keys(files), ...OTHER_CONFIGS].filter((f) => existsSync(path.join(root, f)))
    if (taken.length > 0) {
      throw new ChemdocsError('invalid-usage', `${path.relative(cwd, root) || '.'} already has ${taken.join(', ')}; chemdocs init writes nothing over existing files`, {
        hint: 'run chemdocs init in an empty folder, or name a new one: chemdocs init my-docs',
      })
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text, { flag: 'wx' })
    }
    const where = path.relative(cwd, root)
    const cd = where ? `cd ${where} && ` : ''
    logger.info(`✔ wrote a new site to ${root}: ${Object.keys(files).join(', ')}`)
    logger.info(`next: ${cd}npx chemdocs serve   (then edit docs/index.md; npx chemdocs build makes dist/)`)
    return 0
  } catch (error) {
    logger.failure(error)
    return error instanceof ChemdocsError ? 2 : 1
  }
}

/** Adds `chemdocs init` to the CLI. */
export function registerInit(program: Command, context: () => CommandContext, setExit: (code: number) => void): void {
  program
    .command('init')
    .argument('[dir]', 'folder of the new site (created when missing)', '.')
    .description('start a new site: a config, two pages, a category and a favicon; never overwrites a file')
    .option('--title <title>', 'site title', 'My Documentation')
    .addHelpText('after', '\nExamples:\n  $ chemdocs init\n  $ chemdocs init my-docs --title "Widget Manual"')
    .action((dir: string, opts: InitFlags) => {
      setExit(runInit(dir, opts, context()))
    })
}
