import { accessSync, constants, existsSync, lstatSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs'
import { describeFsError } from '../collect/regular-file.js'
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
    checkTarget(root, cwd, [...Object.keys(files), ...OTHER_CONFIGS])
    // Planned before anything is written: a package.json that cannot be read stops init cleanly.
    const read = (file: string) => (existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined)
    const shared: [string, FilePlan][] = [
      ['package.json', planPackageJson(read('package.json'), path.basename(root))],
      ['.gitignore', planGitignore(read('.gitignore'))],
    ]
    writeAll(root, files, cwd)
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

/**
 * Refuses, before anything is written, every target a write would fail on or go through: a
 * root that is a file, a file or link (dangling ones too) where a starter file goes, a folder
 * on the way that is a file or a link to nowhere, and a root this process may not write to.
 */
function checkTarget(root: string, cwd: string, files: string[]): void {
  const shown = (p: string) => path.relative(cwd, p) || '.'
  const rootStat = lstatOrUndefined(root)
  if (rootStat && !(rootStat.isDirectory() || (rootStat.isSymbolicLink() && statOrUndefined(root)?.isDirectory()))) {
    throw new ChemdocsError('invalid-usage', `${shown(root)} is ${rootStat.isSymbolicLink() ? 'a link to no folder' : 'a file'}, not a folder; chemdocs init writes a new site into a folder`, { hint: 'name a new folder: chemdocs init my-docs' })
  }
  const taken = files.filter((f) => lstatOrUndefined(path.join(root, f)) !== undefined)
  if (taken.length > 0) {
    throw new ChemdocsError('invalid-usage', `${shown(root)} already has ${taken.join(', ')}; chemdocs init writes nothing over existing files`, {
      hint: 'run chemdocs init in an empty folder, or name a new one: chemdocs init my-docs',
    })
  }
  const folders = new Set(files.flatMap((f) => f.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))))
  for (const folder of folders) {
    const at = path.join(root, folder)
    if (lstatOrUndefined(at) !== undefined && !statOrUndefined(at)?.isDirectory()) {
      throw new ChemdocsError('invalid-usage', `${shown(at)} is in the way: it is a file or a link to no folder, where chemdocs init puts the folder ${folder}/`, { hint: 'remove or rename it, or run chemdocs init in another folder' })
    }
  }
  let existing = root
  while (!existsSync(existing)) existing = path.dirname(existing)
  try {
    accessSync(existing, constants.W_OK)
  } catch {
    throw new ChemdocsError('invalid-usage', `cannot write into ${shown(existing)}: permission denied`, { hint: 'run chemdocs init in a folder you can write to' })
  }
}

/** Writes the starter files; when one cannot be written, removes those already written, so no half site is left. */
function writeAll(root: string, files: Record<string, string>, cwd: string): void {
  const written: string[] = []
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text, { flag: 'wx' })
      written.push(path.join(root, file))
    }
  } catch (error) {
    for (const file of written) rmSync(file, { force: true })
    throw new ChemdocsError('invalid-usage', `could not write the new site into ${path.relative(cwd, root) || '.'}: ${describeFsError(error)}; nothing was left behind`, { hint: 'run chemdocs init in a folder you can write to' })
  }
}

function lstatOrUndefined(p: string): Stats | undefined {
  try {
    return lstatSync(p)
  } catch {
    return undefined
  }
}

function statOrUndefined(p: string): Stats | undefined {
  try {
    return statSync(p)
  } catch {
    return undefined
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
