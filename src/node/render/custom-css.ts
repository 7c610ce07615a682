import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { OutputFile } from '../types.js'
import { outputName } from '../write/output-names.js'
import type { BundleMode } from './bundle.js'
import { compileSass, isSass } from './sass-css.js'

/**
 * The site's own stylesheets (`customCss`, or `src/css/custom.css`), written under hashed names;
 * pages link them after the theme's CSS, so their rules win at equal specificity. They are copied
 * as they are (Sass ones compiled first, sass-css.ts): a `url()` in them should point into static/ by an absolute path.
 */
export function customCssFiles(files: readonly string[], mode: BundleMode, root: string): { files: OutputFile[]; urls: string[] } {
  const out = files.map((file) => {
    const contents = isSass(file) ? compileSass(file, root) : readFileSync(file, 'utf8')
    return { path: outputName(`assets/${path.basename(file, path.extname(file))}`, '.css', contents, mode), contents }
  })
  return { files: out, urls: out.map((f) => `/${f.path}`) }
}
