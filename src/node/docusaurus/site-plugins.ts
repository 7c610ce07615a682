// A Docusaurus site's own plugins (local files, inline functions, and packages chemdocs neither
// stands in for nor names as lost), run through the part of Docusaurus' plugin lifecycle a
// chemdocs build can honour: the constructor `(context, options)`, then loadContent,
// contentLoaded and allContentLoaded, whose `setGlobalData` feeds useGlobalData/usePluginData;
// and configureWebpack, whose `resolve.alias` becomes import aliases of MDX pages and site code,
// and whose rules of the site's own loader files are run on the files they match.
// What else a plugin does is named once, as an `unsupported-config` warning at its entry in the
// config; a plugin that throws is a `plugin-failed` error there (its message, never its stack).
//
// They run once per loaded config (loadConfig): `chemdocs serve` runs them at start and again when
// the config changes, not on each content rebuild, as loadContent may be slow (a fetch from the
// network) and its data does not follow the docs' files.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ImportAlias, SiteLoaderRule, SitePluginOutput } from '../config/config-schema.js'
import { createDiagnostic, lineColumnAt, type Diagnostic } from '../diagnostics.js'
import { keyOffset } from '../locate-key.js'
import { importSiteModule } from './site-module.js'
import { aliasesOf, stubWebpackConfig, webpackLeftovers } from './webpack-aliases.js'
import { siteLoaderRules } from './webpack-loaders.js'

type Obj = Record<string, unknown>
type Fn = (...args: unknown[]) => unknown
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

/** One plugin entry of the config that chemdocs runs. */
export interface SitePluginEntry {
  /** A module path (from the site folder) or package name, or the plugin function itself. */
  plugin: string | Fn
  options: Obj
  /** Its key path in the config (`['plugins', 3]`), named in messages. */
  keyPath: (string | number)[]
}

/** What running the plugins needs: the config as loaded and where the build goes. */
export interface RunSitePluginsOptions {
  entries: readonly SitePluginEntry[]
  configFile: string
  /** The Docusaurus config as its file exports it (functions included): `context.siteConfig`. */
  siteConfig: Obj
  outDir: string
  baseUrl: string
}

/** One plugin made by its constructor. */
interface Instance {
  entry: SitePluginEntry
  name: string
  id: string
  plugin: Obj
  content?: unknown
}

/** What Docusaurus' lifecycle methods a plugin may have chemdocs does not call, and what is lost. */
const LOST_METHODS: [string, string][] = [
  ['getClientModules', 'the client modules it adds to every page (scripts, styles) are not loaded'],
  ['injectHtmlTags', "the tags it injects into the pages' HTML are missing"],
  ['getThemePath', 'the theme components it provides are not used'],
  ['configurePostCss', 'its PostCSS settings are not applied'],
  ['postBuild', 'the files it writes into the build folder after the build are missing'],
]

/** Runs the plugins; their global data and aliases, and what they lost or where they failed. */
export async function runSitePlugins(options: RunSitePluginsOptions): Promise<{ output: SitePluginOutput; diagnostics: Diagnostic[] }> {
  const report = createReport(options.configFile)
  const globalData: SitePluginOutput['globalData'] = {}
  const context = loadContext(options)
  const made = await Promise.all(options.entries.map((entry) => instantiate(entry, context, report)))
  let live = made.filter((i): i is Instance => i !== undefined)
  const actionsOf = (instance: Instance) => ({
    setGlobalData: (data: unknown) => void ((globalData[instance.name] ??= {})[instance.id] = data),
    addRoute: () => report.lostOnce(instance, 'addRoute', unsupported('addRoute', 'the pages it adds are not made')),
    createData: async (name: string) => {
      report.lostOnce(instance, 'createData', unsupported('createData', 'the data files it makes for its pages are not written'))
      return path.join(context.generatedFilesDir, instance.name, instance.id, name)
    },
  })
  const step = async (method: string, run: (i: Instance, call: Fn) => unknown) => {
    const ok = await Promise.all(live.map((i) => (typeof i.plugin[method] === 'function' ? attempt(i, method, () => run(i, (i.plugin[method] as Fn).bind(i.plugin)), report) : true)))
    live = live.filter((_, n) => ok[n])
  }
  await step('loadContent', async (i, call) => void (i.content = await call()))
  await step('contentLoaded', (i, call) => call({ content: i.content, actions: actionsOf(i) }))
  const allContent: Record<string, Obj> = {}
  for (const i of live) (allContent[i.name] ??= {})[i.id] = i.content
  await step('allContentLoaded', (i, call) => call({ allContent, actions: actionsOf(i) }))
  const aliases: ImportAlias[] = []
  const loaders: SiteLoaderRule[] = []
  await step('configureWebpack', async (i, call) => {
    const read = await readWebpack(i, call, { siteDir: context.siteDir, report })
    aliases.push(...read.aliases)
    loaders.push(...read.loaders)
  })
  for (const i of live) for (const [method, lost] of LOST_METHODS) if (typeof i.plugin[method] === 'function') report.lostOnce(i, method, unsupported(method, lost))
  return { output: { globalData, aliases: lastOfEach(aliases), loaders }, diagnostics: report.diagnostics }
}

/** What Docusaurus hands every plugin's constructor (its LoadContext), as far as chemdocs has it. */
function loadContext(options: RunSitePluginsOptions) {
  const siteDir = path.dirname(options.configFile)
  const i18n = isObj(options.siteConfig.i18n) ? options.siteConfig.i18n : {}
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en'
  const locales = Array.isArray(i18n.locales) ? (i18n.locales as unknown[]).filter((l): l is string => typeof l === 'string') : [defaultLocale]
  const own = isObj(i18n.localeConfigs) ? i18n.localeConfigs : {}
  const localeConfigs = Object.fromEntries(locales.map((l) => [l, { label: l, direction: 'ltr', htmlLang: l, calendar: 'gregory', path: l, ...(isObj(own[l]) ? own[l] : {}) }]))
  const i18nPath = typeof i18n.path === 'string' ? i18n.path : 'i18n'
  return {
    siteDir,
    siteConfigPath: options.configFile,
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    siteConfig: options.siteConfig,
    outDir: options.outDir,
    baseUrl: options.baseUrl,
    i18n: { defaultLocale, locales, currentLocale: defaultLocale, path: i18nPath, localeConfigs },
    localizationDir: path.resolve(siteDir, i18nPath, defaultLocale),
    codeTranslations: {},
  }
}

/** The plugin made from its entry (module loaded, options validated), or undefined when that failed. */
async function instantiate(entry: SitePluginEntry, context: ReturnType<typeof loadContext>, report: Report): Promise<Instance | undefined> {
  const shown = typeof entry.plugin === 'string' ? entry.plugin : `an inline plugin${entry.plugin.name ? ` (${entry.plugin.name})` : ''}`
  try {
    const mod = typeof entry.plugin === 'string' ? await importSiteModule(entry.plugin, context.siteDir) : entry.plugin
    const create = typeof mod === 'function' ? mod : isObj(mod) && typeof mod.default === 'function' ? mod.default : undefined
    if (!create) throw new Error('its module exports no plugin function (a default export)')
    const validateOptions = isObj(mod) || typeof mod === 'function' ? (mod as { validateOptions?: unknown }).validateOptions : undefined
    const options = typeof validateOptions === 'function' ? (validateOptions as Fn)({ options: entry.options, validate: validateWithSchema }) : entry.options
    const plugin = await (create as Fn)(context, options)
    if (!isObj(plugin)) throw new Error('its function returned no plugin object')
    const id = isObj(options) && typeof options.id === 'string' ? options.id : 'default'
    return { entry, name: typeof plugin.name === 'string' ? plugin.name : shown, id, plugin }
  } catch (error) {
    report.failed(entry, `plugin ${shown} failed to load: ${messageOf(error)}`)
    return undefined
  }
}

/** Docusaurus' `validate(schema, options)`: a Joi schema's normalised value, or its error thrown. */
function validateWithSchema(schema: unknown, options: unknown): unknown {
  const validate = isObj(schema) || typeof schema === 'function' ? (schema as { validate?: unknown }).validate : undefined
  if (typeof validate !== 'function') return options
  const result = (validate as Fn).call(schema, options) as { value?: unknown; error?: unknown }
  if (result.error) throw result.error
  return result.value
}

/** Runs one lifecycle method; false (and a plugin-failed error) when it threw. */
async function attempt(instance: Instance, method: string, run: () => unknown, report: Report): Promise<boolean> {
  try {
    await run()
    return true
  } catch (error) {
    report.failed(instance.entry, `plugin ${instance.name} threw in ${method}: ${messageOf(error)}`)
    return false
  }
}

/**
 * configureWebpack called as for the client and the server bundle (the client's rules are kept:
 * chemdocs bundles both alike): the aliases it sets, the rules whose loaders are the site's own
 * files, the rest named.
 */
async function readWebpack(instance: Instance, call: Fn, at: { siteDir: string; report: Report }): Promise<{ aliases: ImportAlias[]; loaders: SiteLoaderRule[] }> {
  const aliases: ImportAlias[] = []
  let loaders: SiteLoaderRule[] | undefined
  const utils = { getStyleLoaders: () => [], getJSLoader: () => null, currentBundler: { name: 'webpack' } }
  for (const isServer of [false, true]) {
    const config = stubWebpackConfig()
    const returned = (await call(config, isServer, utils, instance.content)) as unknown
    aliases.push(...aliasesOf(config), ...aliasesOf(returned))
    const rules = [...rulesOf(config), ...rulesOf(returned)]
    const own = siteLoaderRules(rules, at.siteDir)
    loaders ??= own.rules
    const count = (key: string) => (key === 'module.rules' ? `module.rules (${own.others} of ${own.others + own.rules.length})` : key)
    const rest = webpackLeftovers(config, returned).filter((key) => key !== 'module.rules' || own.others > 0).map(count)
    if (rest.length > 0) at.report.lostOnce(instance, 'configureWebpack', `configureWebpack: chemdocs bundles with esbuild, and takes resolve.alias and the rules whose loaders are files of the site; ${rest.join(', ')} ${rest.length === 1 ? 'is' : 'are'} left out: what those loaders and webpack plugins make or change is missing`)
  }
  return { aliases, loaders: loaders ?? [] }
}

function rulesOf(config: unknown): unknown[] {
  const rules = isObj(config) && isObj(config.module) ? config.module.rules : undefined
  return Array.isArray(rules) ? rules : []
}

/** One alias per name, the last one set winning (as a later webpack-merge does), in first-set order. */
function lastOfEach(aliases: readonly ImportAlias[]): ImportAlias[] {
  const byKey = new Map<string, ImportAlias>()
  for (const a of aliases) byKey.set(`${a.fallback ? 'fallback:' : ''}${a.name}${a.exact ? '$' : ''}`, a)
  return [...byKey.values()]
}

interface Report {
  diagnostics: Diagnostic[]
  failed: (entry: SitePluginEntry, message: string) => void
  /** `message` once per plugin entry and `key` (a method's name). */
  lostOnce: (instance: Instance, key: string, message: string) => void
}

/** Messages placed at each entry in the config file (the entry itself where it can be found). */
function createReport(configFile: string): Report {
  const rel = path.relative(process.cwd(), configFile) || configFile
  let text = ''
  try {
    text = readFileSync(configFile, 'utf8')
  } catch {
    // Unreadable now: messages go to its first line.
  }
  const diagnostics: Diagnostic[] = []
  const told = new Set<string>()
  const place = (entry: SitePluginEntry) => ({ file: rel, ...(locateEntry(text, entry) ?? { line: 1, column: 1 }) })
  return {
    diagnostics,
    failed: (entry, message) => void diagnostics.push(createDiagnostic('plugin-failed', `${entry.keyPath.join('.')}: ${message}`, place(entry))),
    lostOnce: (instance, key, message) => {
      const once = `${instance.entry.keyPath.join('.')}\0${key}`
      if (told.has(once)) return
      told.add(once)
      diagnostics.push(createDiagnostic('unsupported-config', `${instance.entry.keyPath.join('.')}: plugin ${instance.name}: ${message}`, place(instance.entry)))
    },
  }
}

/**
 * Where an entry stands in the config text: its module path written as a string, or its
 * function's name, after the `plugins` key; else the key itself.
 */
function locateEntry(text: string, entry: SitePluginEntry): { line: number; column: number } | undefined {
  const key = entry.keyPath[0]
  const start = typeof key === 'string' ? keyOffset(text, key) : -1
  if (start < 0) return undefined
  const { plugin } = entry
  const needles = typeof plugin === 'string' ? [`'${plugin}'`, `"${plugin}"`, `\`${plugin}\``] : plugin.name ? [`function ${plugin.name}`, `${plugin.name}(`] : []
  const found = needles.map((n) => text.indexOf(n, start)).filter((at) => at >= 0)
  return lineColumnAt(text, found.length > 0 ? Math.min(...found) : start)
}

function unsupported(method: string, lost: string): string {
  return `${method} is not supported by chemdocs: ${lost}`
}

/** An error's first line: Node's "Require stack" lines after it name chemdocs' temporary files. */
function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!
}
