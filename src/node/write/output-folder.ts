import { closeSync, lstatSync, openSync, readdirSync, readlinkSync, readSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ResolvedConfig } from '../config/config-schema.js'
import { ChemdocsError } from '../diagnostics.js'
import { isInside, realPathOf } from '../real-path.js'

/**
 * A file every output carries, so a later build knows the folder is one it may replace whole.
 * Without it, a typo in `--out-dir` could name a folder of the user's own (a build swaps the output
 * folder out, which deletes what was in it).
 */
export const OUTPUT_MARKER = '.chemdocs-output'

export const OUTPUT_MARKER_TEXT = 'This folder is the output of `chemdocs build`; the next build replaces all of it.\n'

/** The folders an output folder must keep clear of: the site's sources and the generator's. */
export function protectedFolders(config: Pick<ResolvedConfig, 'root' | 'docsDir' | 'staticDir' | 'mdx'> & { pagesDir?: string }): string[] {
  const folders = [config.docsDir, config.staticDir, path.join(config.root, 'src'), path.join(config.root, 'pages')]
  if (config.pagesDir) folders.push(config.pagesDir)
  if (config.mdx.componentsDir) folders.push(config.mdx.componentsDir)
  return folders
}

/**
 * Refuses an output folder whose replacement would delete something that is not a previous build:
 * the filesystem root, the home folder, the site's folder or a folder holding it, a source folder
 * (or one inside or around it), or an existing non-empty folder chemdocs did not write. `force`
 * only lifts the last rule: the others name folders that are never ours.
 *
 * Returns the folder to write to. For a symbolic link to a folder (`dist -> /var/www/site`) that is
 * the link's target, checked by the same rules: the build replaces the target, and the link keeps
 * pointing at the new output (swapping the link itself would leave the target stale).
 */
export function checkOutputFolder(
  config: Pick<ResolvedConfig, 'root' | 'docsDir' | 'staticDir' | 'mdx' | 'outDir'> & { pagesDir?: string },
  options: { force?: boolean } = {},
): string {
  const out = realPathOf(config.outDir)
  const shown = display(config.outDir)
  const refuse = (why: string, hint = 'choose a folder of its own for the output, e.g. --out-dir dist'): never => {
    throw new ChemdocsError('invalid-usage', `refusing to write the output to ${shown}: ${why}; a build replaces the whole output folder`, { hint })
  }
  if (path.parse(out).root === out) refuse('it is the root of the file system')
  if (out === realPathOf(os.homedir())) refuse('it is your home folder')
  const root = realPathOf(config.root)
  if (out === root) refuse('it is the site’s own folder (the one that holds its config)')
  if (isInside(root, out)) refuse(`it holds the site’s folder ${display(config.root)}`)
  for (const folder of protectedFolders(config)) {
    const real = realPathOf(folder)
    if (out === real) refuse(`it is the source folder ${display(folder)}`)
    if (isInside(real, out)) refuse(`it holds the source folder ${display(folder)}`)
    if (isInside(out, real)) refuse(`it is inside the source folder ${display(folder)}`)
  }
  const stat = lstatOrUndefined(config.outDir)
  if (stat === undefined) return config.outDir
  if (!stat.isSymbolicLink()) return checkExistingOutput(config.outDir, 'it', stat.isDirectory(), refuse, options.force)
  const target = statOrUndefined(config.outDir)
  if (target === undefined) {
    return refuse(`it is a symbolic link to ${path.resolve(path.dirname(config.outDir), readlinkSync(config.outDir))}, which does not exist`, `make that folder, or remove the link: rm ${shown}`)
  }
  return checkExistingOutput(out, `it is a symbolic link to ${out}, which`, target.isDirectory(), refuse, options.force)
}

/** An existing output folder (or a link's target) may be replaced when it is a folder of ours. */
function checkExistingOutput(dir: string, subject: string, isFolder: boolean, refuse: (why: string, hint?: string) => never, force = false): string {
  const is = `${subject} is`
  if (!isFolder) refuse(`${is} not a folder`)
  if (force || isOurOutput(dir)) return dir
  return refuse(
    `${subject} already holds files that chemdocs did not write (no ${OUTPUT_MARKER} file in it)`,
    'choose another folder, empty that one, or pass --force if its contents may be deleted',
  )
}

/** An empty folder, one with our marker, or the output of a chemdocs from before the marker. */
function isOurOutput(dir: string): boolean {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return false
  }
  if (names.length === 0 || names.includes(OUTPUT_MARKER)) return true
  return names.includes('index.html') && /<meta name="generator" content="chemdocs\b/.test(head(path.join(dir, 'index.html')))
}

/** The first kilobytes of a file (where the generator meta tag of a page is). */
function head(file: string): string {
  let fd: number | undefined
  try {
    fd = openSync(file, 'r')
    const buf = Buffer.alloc(4096)
    return buf.subarray(0, readSync(fd, buf, 0, buf.length, 0)).toString('utf8')
  } catch {
    return ''
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}



function statOrUndefined(p: string) {
  try {
    return statSync(p)
  } catch {
    return undefined
  }
}

function lstatOrUndefined(p: string) {
  try {
    return lstatSync(p)
  } catch {
    return undefined
  }
}

function display(p: string): string {
  const rel = path.relative(process.cwd(), p)
  return rel === '' ? '. (the current folder)' : rel.startsWith('..') || path.isAbsolute(rel) ? p : rel
}
