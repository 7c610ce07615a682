import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Command } from 'commander'
import { ChemdocsError } from '../diagnostics.js'
import type { CommandContext } from './context.js'
import { starterFiles } from './init-files.js'
import { planGitignore, planPackageJson, type FilePlan } from './init-project-files.js'

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
    // Planned before anything is written: a package.json that cannot be read stops init cleanly.
    const read = (file: string) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined)
    const shared: [string, FilePlan][] = [
      ['package.json', planPackageJson(read('package.json'), path.basename(root))],
      ['.gitignore', planGitignore(read('.gitignore'))],
    ]
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text, { flag: 'wx' })
    }
    const notes: string[] = []
    for (const [file, plan] of shared) {
      if (plan.text === undefined) continue
      notes.push(read(file) === undefined ? file : `${file} (added ${plan.added.join(', ')})`)
      writeFileSync(path.join(root, file), plan.text)
    }
    const where = path.relative(cwd, root)
    const cd = where ? `cd ${where} && ` : ''
    logger.info(`✔ wrote a new site to ${root}: ${[...Object.keys(files), ...notes].join(', ')}`)
    logger.info(`next: ${cd}npm install && npm start   (then edit docs/index.md; npm run build makes dist/)`)
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
    .description('start a new site: a config, a home page, two docs in a category, a favicon, .gitignore and npm scripts; never overwrites a file')
    .option('--title <title>', 'site title', 'My Documentation')
    .addHelpText('after', '\nExamples:\n  $ chemdocs init\n  $ chemdocs init my-docs --title "Widget Manual"')
    .action((dir: string, opts: InitFlags) => {
      setExit(runInit(dir, opts, context()))
    })
}
