import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { OutputFile } from '../types.js'
import { outputName } from '../write/output-names.js'
import type { BundleMode } from './bundle.js'

/**
 * A CSS module (`x.module.css`) with its class names made unique to the file: `.button` becomes
 * `.button_<hash of the file's site path>`, in selectors only (never in declarations, url()s or
 * at-rule parameters). The same file always gives the same names, on the server, in island chunks
 * and in the stylesheet. Plain CSS comes back as it is, with no classes.
 */
export function scopeCss(file: string, root: string): { css: string; classes: Record<string, string> } {
  const text = readFileSync(file, 'utf8')
  if (!/\.module\.css$/i.test(file)) return { css: text, classes: {} }
  const suffix = createHash('sha256').update(path.relative(root, file).split(path.sep).join('/')).digest('hex').slice(0, 6)
  const classes: Record<string, string> = {}
  // Each stretch before a '{' is a selector (or an at-rule's prelude); the rest is left alone.
  const css = text.replace(/(^|[{};])([^{};]*)(?=\{)/g, (_m, lead: string, prelude: string) => {
    if (prelude.trim().startsWith('@')) return lead + prelude
    return lead + prelude.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (_c, name: string) => `.${(classes[name] ??= `${name}_${suffix}`)}`)
  })
  return { css, classes }
}

/**
 * One stylesheet of the CSS the site's components import (each file once, in path order), linked by
 * every page before the site's custom CSS, as Docusaurus loads component CSS site-wide. Undefined
 * when no component imports CSS.
 */
export function componentCssFile(files: Iterable<string>, root: string, mode: BundleMode): { file: OutputFile; url: string } | undefined {
  const sorted = [...new Set(files)].sort()
  if (sorted.length === 0) return undefined
  const contents = sorted.map((f) => `/* ${path.relative(root, f).split(path.sep).join('/')} */\n${scopeCss(f, root).css}`).join('\n')
  const file = { path: outputName('assets/components', '.css', contents, mode), contents }
  return { file, url: `/${file.path}` }
}
