// The webpack loaders a site writes itself (a `module.rules` entry of a plugin's configureWebpack
// whose loaders are files of the site, such as a loader that adds imports to some components),
// applied to the JavaScript files chemdocs bundles (mdx-resolve.ts) as webpack applies them: the
// rule's `test` against the file's path, its loaders last first, each given the text the one after
// it gave. Rules that name packages (babel-loader, raw-loader…) or match otherwise (include,
// issuer, oneOf…) are left out, and named (site-plugins.ts).

import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { SiteLoaderRule } from '../config/config-schema.js'
import { requireOrImport } from './site-module.js'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The keys of a rule chemdocs follows; a rule with any other is left out. */
const RULE_KEYS = new Set(['test', 'loader', 'use', 'options', 'enforce'])

/** The rules of a `module.rules` list whose loaders are all the site's own files, and how many others there were. */
export function siteLoaderRules(rules: unknown, siteDir: string): { rules: SiteLoaderRule[]; others: number } {
  const taken: SiteLoaderRule[] = []
  let others = 0
  for (const rule of Array.isArray(rules) ? rules : []) {
    const read = isObj(rule) ? ruleOf(rule, siteDir) : undefined
    if (read) taken.push(read)
    else others++
  }
  return { rules: taken, others }
}

function ruleOf(rule: Obj, siteDir: string): SiteLoaderRule | undefined {
  if (!(rule.test instanceof RegExp) || Object.keys(rule).some((k) => !RULE_KEYS.has(k))) return undefined
  const uses = rule.loader !== undefined ? [{ loader: rule.loader, options: rule.options }] : Array.isArray(rule.use) ? rule.use : [rule.use]
  const loaders = uses.map((use: unknown) => (typeof use === 'string' ? { loader: use, options: undefined } : isObj(use) ? use : {}))
  const files = loaders.map((l) => (typeof l.loader === 'string' && isSiteFile(l.loader) ? path.resolve(siteDir, l.loader) : undefined))
  if (files.length === 0 || files.some((f) => f === undefined)) return undefined
  return { test: { source: rule.test.source, flags: rule.test.flags }, loaders: files.map((file, i) => ({ file: file!, ...(loaders[i]!.options !== undefined && { options: loaders[i]!.options }) })) }
}

/** A loader written as a path of the site's (not a package, nor a file of one). */
function isSiteFile(loader: string): boolean {
  return (path.isAbsolute(loader) || loader.startsWith('.')) && !/[\\/]node_modules[\\/]/.test(loader) && !loader.includes('!') && !loader.includes('?')
}

/** The file's text as the rules that match it make it; undefined when none matches. */
export async function applySiteLoaders(file: string, rules: readonly SiteLoaderRule[], siteDir: string): Promise<string | undefined> {
  const matching = rules.filter((r) => new RegExp(r.test.source, r.test.flags.replace('g', '')).test(file))
  if (matching.length === 0) return undefined
  let text = await readFile(file, 'utf8')
  for (const rule of matching) {
    for (const { file: loaderFile, options } of [...rule.loaders].reverse()) {
      const loader = await requireOrImport(loaderFile)
      const fn = typeof loader === 'function' ? loader : isObj(loader) && typeof loader.default === 'function' ? loader.default : undefined
      if (!fn) throw new Error(`the loader ${path.relative(siteDir, loaderFile)} exports no function`)
      text = await runLoader(fn as LoaderFunction, text, { file, options, siteDir })
    }
  }
  return text
}

type LoaderFunction = ((this: Obj, source: string | Buffer) => unknown) & { raw?: boolean }

/** Runs one loader with the part of webpack's loader context loaders of this kind use. */
function runLoader(fn: LoaderFunction, source: string, at: { file: string; options: unknown; siteDir: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    let isAsync = false
    const done = (error: unknown, content?: unknown) => (error ? reject(error as Error) : resolve(String(content ?? '')))
    const noop = () => undefined
    const options = at.options ?? {}
    const context: Obj = {
      resourcePath: at.file,
      resource: at.file,
      rootContext: at.siteDir,
      context: path.dirname(at.file),
      mode: 'production',
      sourceMap: false,
      query: options,
      getOptions: () => options,
      async: () => ((isAsync = true), done),
      callback: (error: unknown, content?: unknown) => ((isAsync = true), done(error, content)),
      cacheable: noop,
      addDependency: noop,
      dependency: noop,
      addContextDependency: noop,
      emitWarning: noop,
      emitError: noop,
    }
    try {
      const out = fn.call(context, fn.raw ? Buffer.from(source) : source)
      if (!isAsync) Promise.resolve(out).then((value) => done(undefined, value), reject)
    } catch (error) {
      reject(error as Error)
    }
  })
}
