import path from 'node:path'
import type { Metafile } from 'esbuild'
import { isPackageFile } from './client-modules.js'

/**
 * The files on disk an esbuild bundle was made from (absolute paths), for the dev cache: a page
 * is bundled again only when one of them changed. Virtual modules (`namespace:path`, stdin) and
 * installed packages are left out; packages change only with a restart. `workingDir` is the
 * build's absWorkingDir: the metafile's paths are relative to it. A stdin entry given a
 * `sourcefile` name is listed under that name (`stdinName`), though no such file exists.
 */
export function inputsOf(metafile: Metafile, workingDir = process.cwd(), stdinName = '<stdin>'): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !/^[\w-]+:/.test(input) && input !== '<stdin>' && input !== stdinName && !isPackageFile(input))
    .map((input) => path.resolve(workingDir, input))
}
