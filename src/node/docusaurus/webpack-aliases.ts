// Webpack's `resolve.alias` and `resolve.fallback` as a site's plugins set them in
// configureWebpack, read into import aliases chemdocs' esbuild resolution honours (mdx-resolve.ts),
// with webpack's matching rules: a key matches the import itself and, as a folder, what is under it
// (`/snippets` takes `/snippets/note.mdx`); a key ending in `$` matches the import itself only. An
// alias is applied before anything else; a fallback only to an import nothing else resolves (the
// usual `crypto: require.resolve('crypto-browserify')` for the browser bundle).

import type { ImportAlias } from '../config/config-schema.js'
import { escapeRegExp } from '../reg-exp.js'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The config a plugin's configureWebpack is handed: the parts plugins commonly read or extend. */
export function stubWebpackConfig(): Obj {
  return { resolve: { alias: {}, extensions: ['.js', '.jsx', '.ts', '.tsx', '.json'] }, module: { rules: [] }, plugins: [] }
}

/** The aliases and fallbacks of a webpack config (part). */
export function aliasesOf(config: unknown): ImportAlias[] {
  const resolve = isObj(config) && isObj(config.resolve) ? config.resolve : {}
  return [...entriesOf(resolve.alias), ...entriesOf(resolve.fallback).map((a) => ({ ...a, fallback: true as const }))]
}

/** `resolve.alias` or `resolve.fallback`, as an object or as webpack's list form. */
function entriesOf(alias: unknown): ImportAlias[] {
  const entries: [string, unknown][] = Array.isArray(alias)
    ? alias.filter(isObj).map((a) => [`${String(a.name)}${a.onlyModule === true ? '$' : ''}`, a.alias])
    : isObj(alias)
      ? Object.entries(alias)
      : []
  return entries.flatMap(([key, value]) => {
    const targets = value === false ? [] : (Array.isArray(value) ? value : [value]).filter((t): t is string => typeof t === 'string')
    if (value !== false && targets.length === 0) return []
    return [{ name: key.replace(/\$$/, ''), exact: key.endsWith('$'), targets }]
  })
}

/** What of a configureWebpack's result (and of its changes to the config handed in) is not an alias. */
export function webpackLeftovers(handed: Obj, returned: unknown): string[] {
  const rest = new Set<string>()
  const handedModule = handed.module as { rules: unknown[] }
  if (handedModule.rules.length > 0) rest.add('module.rules')
  if ((handed.plugins as unknown[]).length > 0) rest.add('plugins')
  if (isObj(returned)) {
    for (const [key, value] of Object.entries(returned)) {
      // The dev server's and the merge's settings change nothing chemdocs makes.
      if (key === 'devServer' || key === 'mergeStrategy') continue
      if (key === 'resolve' && isObj(value)) for (const k of Object.keys(value)) k === 'alias' || k === 'fallback' || rest.add(`resolve.${k}`)
      else if (key === 'module' && isObj(value)) for (const k of Object.keys(value)) rest.add(`module.${k}`)
      else if (key !== 'resolve') rest.add(key)
    }
  }
  return [...rest]
}

/** An esbuild filter for the imports the aliases may take, or undefined when there are none. */
export function aliasFilter(aliases: readonly ImportAlias[]): RegExp | undefined {
  if (aliases.length === 0) return undefined
  return new RegExp(`^(?:${aliases.map((a) => `${escapeRegExp(a.name)}${a.exact ? '$' : '(?:/|$)'}`).join('|')})`)
}

/** What an import becomes under the first alias that takes it: the paths to try, in order; undefined: none takes it. */
export function aliasTargets(spec: string, aliases: readonly ImportAlias[]): string[] | undefined {
  const alias = aliases.find((a) => spec === a.name || (!a.exact && spec.startsWith(a.name.endsWith('/') ? a.name : `${a.name}/`)))
  return alias?.targets.map((target) => `${target}${spec.slice(alias.name.length)}`)
}
