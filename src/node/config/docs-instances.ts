import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import type { configSchema, ResolvedConfig, ResolvedDocsInstance } from './config-schema.js'
import { ChemdocsError, lineColumnAt } from '../diagnostics.js'
import { keyOffset, locateKey } from '../locate-key.js'

// Several docs folders, as Docusaurus' docs plugin instances: the site's `docs` (`docsDir`) and
// each of `docsInstances`, every one with its own folder, route, sidebars and versions. The stages
// build one folder at a time; instanceConfig gives them the config of the folder they build.

type ParsedDocs = ResolvedConfig['docs']
type ParsedInstance = z.output<typeof configSchema>['docsInstances'][number]

/**
 * Resolves the site's docs and its docs instances (folders and sidebars files absolute, defaults
 * applied). A repeated id or route, a folder or sidebars file that does not exist is an
 * `invalid-config` error at its key in the config, all of them at once.
 */
export function resolveDocsInstances(c: { docs: ParsedDocs; docsInstances: ParsedInstance[]; markdown: ResolvedConfig['markdown'] }, root: string, configFile: string): { docs: ParsedDocs; docsInstances: ResolvedDocsInstance[] } {
  const text = readText(configFile)
  const problems: { at: { line: number; column: number } | undefined; message: string }[] = []
  const sidebarPathOf = (file: string | undefined, at: () => { line: number; column: number } | undefined, key: string) => {
    if (file === undefined) return undefined
    const abs = path.resolve(root, file)
    if (!isFile(abs)) problems.push({ at: at(), message: `${key}: sidebars file ${file} does not exist` })
    return abs
  }
  const docs = { ...c.docs, sidebarPath: sidebarPathOf(c.docs.sidebarPath, () => (text === undefined ? undefined : locateKey(text, ['docs', 'sidebarPath'])), 'docs.sidebarPath') }
  const ids = new Map([[c.docs.id, 'docs.id']])
  const routes = new Map([[trimSlashes(c.docs.routeBasePath), 'docs']])
  const docsInstances = c.docsInstances.map((instance, i): ResolvedDocsInstance => {
    const at = (key: string) => () => instanceKeyAt(text, i, key)
    const where = `docsInstances[${i}]`
    if (ids.has(instance.id)) problems.push({ at: at('id')(), message: `${where}.id: \`${instance.id}\` is already the id of ${ids.get(instance.id)}; each docs folder needs an id of its own` })
    ids.set(instance.id, `${where}`)
    const routeBasePath = instance.routeBasePath ?? instance.id
    const route = trimSlashes(routeBasePath)
    if (routes.has(route)) problems.push({ at: at('routeBasePath')(), message: `${where}.routeBasePath: \`/${route}\` is already the route of ${routes.get(route)}; each docs folder needs a route of its own` })
    routes.set(route, where)
    const folder = instance.path ?? instance.id
    const docsDir = path.resolve(root, folder)
    if (!isFolder(docsDir)) problems.push({ at: at('path')(), message: `${where}.path: docs folder ${folder} does not exist` })
    const { id, path: _path, remarkPlugins, rehypePlugins, ...options } = instance
    void _path
    return {
      id,
      docsDir,
      docs: { ...options, id, routeBasePath, hideableSidebar: c.docs.hideableSidebar, sidebarPath: sidebarPathOf(instance.sidebarPath, at('sidebarPath'), `${where}.sidebarPath`) },
      markdown: { ...c.markdown, remarkPlugins: remarkPlugins ?? c.markdown.remarkPlugins, rehypePlugins: rehypePlugins ?? c.markdown.rehypePlugins },
    }
  })
  if (problems.length > 0) {
    const rel = path.relative(process.cwd(), configFile) || configFile
    const lines = problems.map(({ at, message }) => `${rel}${at ? `:${at.line}:${at.column}` : ''}: ${message}`)
    throw new ChemdocsError('invalid-config', `invalid config\n${lines.join('\n')}`, { hint: 'see "Several docs folders" in the README', file: rel })
  }
  return { docs, docsInstances }
}

/** The config the stages see for one docs instance: its folder, options and markdown plugins, and no further instances. */
export function instanceConfig(config: ResolvedConfig, instance: ResolvedDocsInstance): ResolvedConfig {
  // Its translations are not read yet: its own folder as the translated one reads each file as it is.
  const locale = config.locale?.translated && { ...config.locale, translated: { ...config.locale.translated, docs: instance.docsDir } }
  return { ...config, docsDir: instance.docsDir, docs: instance.docs, markdown: instance.markdown, docsInstances: [], ...(locale && { locale }) }
}

/** Prefix of an instance's versions files: none for the default instance (`versions.json`), else `<id>_`. */
export function versionsFilePrefix(docs: Pick<ParsedDocs, 'id'>): string {
  return docs.id === 'default' ? '' : `${docs.id}_`
}

const trimSlashes = (route: string) => route.replace(/^\/+|\/+$/g, '')

/**
 * Where `key` of the `index`th docs instance stands: instances are told apart by their `id` keys
 * (every instance has one), the key looked for from that instance's id on, else before it.
 */
function instanceKeyAt(text: string | undefined, index: number, key: string): { line: number; column: number } | undefined {
  if (text === undefined) return undefined
  const list = keyOffset(text, 'docsInstances')
  if (list < 0) return undefined
  const starts: number[] = []
  for (let from = list; starts.length <= index + 1; ) {
    const at = keyOffset(text, 'id', from)
    if (at < 0) break
    starts.push(at)
    from = at + 1
  }
  const own = starts[index]
  if (own === undefined) return lineColumnAt(text, list)
  const after = keyOffset(text, key, own)
  const next = starts[index + 1] ?? Infinity
  if (after >= 0 && after < next) return lineColumnAt(text, after)
  const before = keyOffset(text, key, starts[index - 1] ?? list)
  return lineColumnAt(text, before >= 0 && before < own ? before : own)
}

const isFolder = (p: string) => existsSync(p) && statSync(p).isDirectory()
const isFile = (p: string) => existsSync(p) && statSync(p).isFile()

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}
