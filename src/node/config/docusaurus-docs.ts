import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { entryName } from './docusaurus-plugins.js'

// The docs of a Docusaurus config as chemdocs' own: the classic preset's docs and every
// `@docusaurus/plugin-content-docs` instance of `plugins`, each with Docusaurus' defaults, onto
// `docsDir`, `docs` and `docsInstances` (see docs-instances.ts); an option chemdocs cannot
// honour is named in a warning.

type Obj = Record<string, unknown>
type Warn = (keyPath: (string | number)[], why: string) => void
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The classic preset's docs: the site's `docs` (`false`: none, `undefined`: no classic preset). */
export type PresetDocs = Obj | false | undefined

/** The docs plugin options about versions, passed on as they are (same names and meaning). */
const VERSION_KEYS = ['lastVersion', 'onlyIncludeVersions', 'includeCurrentVersion', 'versions']

/**
 * The label of the version readers get first of the docs named `pluginId` (the preset's, or a docs
 * plugin instance's), for a `docsVersion` navbar item without a label.
 */
export function lastVersionLabel(dc: Obj, root: string, pluginId = 'default'): string {
  const classic = (Array.isArray(dc.presets) ? dc.presets : []).map((p: unknown) => (Array.isArray(p) ? p[1] : undefined)).find((o): o is Obj => isObj(o) && isObj(o.docs))
  const instances = (Array.isArray(dc.plugins) ? dc.plugins : []).map((p: unknown) => (Array.isArray(p) && /(^|\/)plugin-content-docs$/.test(entryName(p) ?? '') ? p[1] : undefined)).filter(isObj)
  const docs = instances.find((o) => (o.id ?? 'default') === pluginId) ?? (classic && isObj(classic.docs) ? classic.docs : {})
  const released = readVersionNames(path.join(root, `${pluginId === 'default' ? '' : `${pluginId}_`}versions.json`))
  const last = typeof docs.lastVersion === 'string' ? docs.lastVersion : (released[0] ?? 'current')
  const own = isObj(docs.versions) && isObj(docs.versions[last]) ? docs.versions[last] : {}
  return typeof own.label === 'string' ? own.label : last === 'current' ? 'Next' : last
}

/** versions.json's names, or none (its problems are reported when the docs are built). */
function readVersionNames(file: string): string[] {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'))
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

const DOCS_KEYS = [...VERSION_KEYS, 'id', 'path', 'routeBasePath', 'exclude', 'sidebarPath', 'editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor', 'remarkPlugins', 'rehypePlugins', 'sidebarCollapsible', 'sidebarCollapsed', 'breadcrumbs', 'numberPrefixParser']

/** The preset's docs as the site's `docs`, `docsDir` and markdown plugins. */
export function readDocs(docs: Obj, config: Obj, root: string, warn: Warn): void {
  const own = docsOptionsOf(docs, root, warn)
  if (own.path !== undefined) config.docsDir = own.path
  config.docs = { ...(config.docs as Obj | undefined), ...own.options }
  const markdown: Obj = {}
  if (own.remarkPlugins) markdown.remarkPlugins = own.remarkPlugins
  if (own.rehypePlugins) markdown.rehypePlugins = own.rehypePlugins
  if (Object.keys(markdown).length > 0) config.markdown = { ...(config.markdown as Obj | undefined), ...markdown }
}

/** One docs plugin's options in chemdocs' terms: its folder, its `docs` options, its plugins (each only when given). */
function docsOptionsOf(docs: Obj, root: string, warn: Warn): { path?: string; options: Obj; remarkPlugins?: unknown[]; rehypePlugins?: unknown[] } {
  const mapped: Obj = {}
  if (typeof docs.id === 'string') mapped.id = docs.id
  if (typeof docs.routeBasePath === 'string') mapped.routeBasePath = docs.routeBasePath
  if (Array.isArray(docs.exclude) && docs.exclude.every((g) => typeof g === 'string')) mapped.exclude = docs.exclude
  if (typeof docs.editUrl === 'string' || typeof docs.editUrl === 'function') mapped.editUrl = docs.editUrl
  else if (docs.editUrl !== undefined) warn(['docs', 'editUrl'], 'expected a string or a function, no edit links')
  if (docs.showLastUpdateTime === true) mapped.showLastUpdateTime = true
  if (docs.showLastUpdateAuthor === true) mapped.showLastUpdateAuthor = true
  if (typeof docs.sidebarCollapsed === 'boolean') mapped.sidebarCollapsed = docs.sidebarCollapsed
  if (typeof docs.sidebarCollapsible === 'boolean') mapped.sidebarCollapsible = docs.sidebarCollapsible
  // Docusaurus reads no sidebars from a file that is not there: the sidebar is made from the folders.
  if (typeof docs.sidebarPath === 'string' && existsSync(path.resolve(root, docs.sidebarPath))) mapped.sidebarPath = docs.sidebarPath
  else if (docs.sidebarPath !== undefined) warn(['docs', 'sidebarPath'], 'no such sidebars file: the sidebar is made from the folders')
  if (docs.breadcrumbs === false) warn(['docs', 'breadcrumbs'], 'chemdocs always shows breadcrumbs')
  // Docusaurus names an untitled doc by its id and a folder without a label by its name, as written.
  mapped.namesAsWritten = true
  if (docs.numberPrefixParser === false) mapped.numberPrefixes = false
  else if (docs.numberPrefixParser !== undefined) warn(['docs', 'numberPrefixParser'], "chemdocs does not run a parser of its own: Docusaurus' default number prefixes apply")
  for (const key of VERSION_KEYS) if (docs[key] !== undefined) mapped[key] = docs[key]
  for (const key of Object.keys(docs)) if (!DOCS_KEYS.includes(key)) warn(['docs', key], 'not supported by chemdocs, ignored')
  return {
    ...(typeof docs.path === 'string' && { path: docs.path }),
    options: mapped,
    ...(Array.isArray(docs.remarkPlugins) && { remarkPlugins: docs.remarkPlugins }),
    ...(Array.isArray(docs.rehypePlugins) && { rehypePlugins: docs.rehypePlugins }),
  }
}

/** A `@docusaurus/plugin-content-docs` entry of `plugins`: its options and their key path. */
export interface DocsPlugin {
  options: Obj
  at: (string | number)[]
}

/**
 * The docs plugin instances of `plugins`, as chemdocs' `docsInstances`, with Docusaurus' defaults
 * (folder and route `docs`, no plugins of the preset's). Without the preset's docs (`docs: false`),
 * the instance of id `default` (else the first) is the site's `docs`.
 */
export function readDocsPlugins(plugins: DocsPlugin[], presetDocs: PresetDocs, config: Obj, root: string, warn: Warn): void {
  const read = plugins.map((p) => ({ ...docsOptionsOf(p.options, root, (keyPath, why) => warn([...p.at, ...keyPath.slice(1)], why)), at: p.at }))
  if (presetDocs === false || presetDocs === undefined) {
    const main = read.find((r) => (r.options.id ?? 'default') === 'default') ?? read[0]
    if (main) {
      read.splice(read.indexOf(main), 1)
      readDocs({ ...main.options, path: main.path, remarkPlugins: main.remarkPlugins, rehypePlugins: main.rehypePlugins }, config, root, () => undefined)
    } else if (presetDocs === false) warn(['presets', 0, 'docs'], 'chemdocs always builds the docs folder')
  }
  if (read.length === 0) return
  config.docsInstances = read.map((r) => ({ id: r.options.id ?? 'default', path: r.path ?? 'docs', routeBasePath: 'docs', remarkPlugins: r.remarkPlugins ?? [], rehypePlugins: r.rehypePlugins ?? [], ...r.options }))
}
