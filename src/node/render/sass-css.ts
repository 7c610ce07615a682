import { createRequire } from 'node:module'
import path from 'node:path'
import { ChemdocsError } from '../diagnostics.js'
import { display } from '../display-path.js'

/** The part of the `sass` package's API used here. */
interface Sass {
  compile(file: string): { css: string }
}

/** Whether a stylesheet is written in Sass (`.scss` or the indented `.sass`). */
export function isSass(file: string): boolean {
  return /\.s[ac]ss$/i.test(file)
}

/**
 * A Sass stylesheet compiled to CSS with the site's own `sass` package, as docusaurus-plugin-sass
 * compiles it (chemdocs does not ship Sass). A missing package or a Sass error stops the build,
 * naming the file, and for an error its line and column.
 */
export function compileSass(file: string, root: string): string {
  let sass: Sass
  try {
    sass = createRequire(path.join(root, 'package.json'))('sass') as Sass
  } catch {
    throw new ChemdocsError('invalid-config', `customCss: ${display(file)} is Sass, and the sass package that compiles it is not installed in the site`, { hint: 'install it next to the site (npm install sass), as docusaurus-plugin-sass requires', file: display(file) })
  }
  try {
    return sass.compile(file).css
  } catch (error) {
    const e = error as { sassMessage?: string; message?: string; span?: { start: { line: number; column: number }; url?: URL } }
    const where = e.span?.url ? display(decodeURIComponent(e.span.url.pathname)) : display(file)
    const at = e.span ? `:${e.span.start.line + 1}:${e.span.start.column + 1}` : ''
    throw new ChemdocsError('render-failed', `${where}${at}: ${e.sassMessage ?? e.message ?? String(error)}`, { hint: 'fix the stylesheet; it is compiled with the site\'s sass package', file: where })
  }
}
