import path from 'node:path'
import type { Message, Plugin, ResolveResult } from 'esbuild'
import { PACKAGE_ROOT } from '../../render/bundle.js'
import type { DocContextData } from '../../../shared/types.js'
import { clientWrappersCode } from './site-wrappers.js'
import { exportsOf, isClientModule, isComponentExport, isInteractiveSiteModule, isPackageFile } from './client-modules.js'

/** A client module an MDX page uses: its components become islands. */
export interface ClientModule {
  file: string
  /** Found by isInteractiveSiteModule, not marked by its author: props JSON cannot carry render it static. */
  auto?: boolean
  /** The file relative to the site root, with '/': the first half of each island key. */
  key: string
  exports: string[]
}

const ISLAND_NAMESPACE = 'chemdocs-island'
const INNER = { chemdocsInner: true }
const CREATE_ISLAND = path.join(PACKAGE_ROOT, 'templates/mdx/create-island.tsx')
const DOC_CONTEXT = path.join(PACKAGE_ROOT, 'templates/mdx/doc-context.tsx')

/** How islandPlugin tells client modules from static ones. */
export interface IslandPluginOptions {
  /** A React page, bundled as one island. */
  pageFile?: string | undefined
  /** Hydrate the site's interactive components without a 'use client' mark (a Docusaurus site). */
  hydrateSiteComponents?: boolean | undefined
  /** Files whose imports are never islands (see islandPlugin). */
  plainImporters?: readonly string[] | undefined
}

/** What islandPlugin meets while bundling. */
export interface IslandsFound {
  /** Each client module, for the island chunk. */
  clientModules: Map<string, ClientModule>
  /** The site's files rendered as static HTML: imported by the page or a static component, not client modules. */
  staticFiles: Set<string>
}

/** What a module is to the island plugin: a client module, one of the site's wrappers, or static. */
type ModuleKind = 'client' | 'wrapper' | 'static'

/**
 * In the server bundle, a client module imported from the page, a partial or a static component
 * is replaced by a wrapper whose component exports render as islands (create-island.tsx). Imports
 * between client modules stay plain: the outer island hydrates them as part of its own tree.
 * What it meets is recorded in `found`. `pageFile`, a React page, counts as a client module too.
 * The imports of `plainImporters` (the site's Root and Layout, which wrap the whole page and are
 * no island themselves) stay plain as well.
 */
export function islandPlugin(root: string, found: IslandsFound, { pageFile, hydrateSiteComponents = false, plainImporters = [] }: IslandPluginOptions = {}): Plugin {
  const wrappers = new Set(plainImporters)
  const kinds = new Map<string, ModuleKind>()
  const autoFiles = new Set<string>()
  const kindOf = (file: string): ModuleKind => {
    // The site's wrappers are imported by the page itself, never as islands; their imports stay plain.
    if (wrappers.has(file)) return 'wrapper'
    // A React page (pageFile) is a client module whatever its name: the whole page is hydrated.
    if (file === pageFile || isClientModule(file)) return 'client'
    if (hydrateSiteComponents && isInteractiveSiteModule(file)) {
      autoFiles.add(file)
      return 'client'
    }
    return 'static'
  }
  const kind = (file: string) => kinds.get(file) ?? kinds.set(file, kindOf(file)).get(file)!
  // Resolved once per folder and path: a bundle of many pages imports the same component from the
  // same folder hundreds of times, and each resolve is a round trip to esbuild's process.
  const resolutions = new Map<string, Promise<ResolveResult>>()
  return {
    name: 'chemdocs-islands',
    setup(build) {
      build.onResolve({ filter: /^[./]/ }, async (args) => {
        // Installed packages import only their own files, never the site's client modules.
        if (args.pluginData === INNER || args.namespace === ISLAND_NAMESPACE || isPackageFile(args.importer) || kind(args.importer) !== 'static') return undefined
        const key = `${args.kind}\0${args.resolveDir}\0${args.path}`
        let resolving = resolutions.get(key)
        if (!resolving) resolutions.set(key, (resolving = build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: INNER })))
        const resolved = await resolving
        // A failed resolve is left to esbuild, whose message says where the import is.
        if (resolved.errors.length > 0 || resolved.external) return undefined
        const resolvedKind = kind(resolved.path)
        if (resolvedKind === 'wrapper') return undefined
        if (resolvedKind === 'static') {
          if (!isPackageFile(resolved.path)) found.staticFiles.add(resolved.path)
          return undefined
        }
        return { path: resolved.path, namespace: ISLAND_NAMESPACE }
      })
      build.onLoad({ filter: /.*/, namespace: ISLAND_NAMESPACE }, async (args) => {
        let exports: string[]
        try {
          exports = await exportsOf(args.path)
        } catch (error) {
          // A syntax error in the component: esbuild's messages carry its file, line and column.
          const errors = (error as { errors?: Message[] }).errors
          if (errors) return { errors }
          throw error
        }
        const module = { file: args.path, key: path.relative(root, args.path).split(path.sep).join('/'), exports, ...(autoFiles.has(args.path) && { auto: true }) }
        found.clientModules.set(args.path, module)
        return { contents: serverWrapperCode(module), loader: 'js', resolveDir: path.dirname(args.path) }
      })
    },
  }
}

/** The wrapper module: component exports wrapped by createIsland, other exports passed through. */
export function serverWrapperCode(module: ClientModule): string {
  const file = JSON.stringify(module.file)
  const lines = [`import * as __chemdocsOriginal from ${file}`, `import { createIsland as __chemdocsIsland } from ${JSON.stringify(CREATE_ISLAND)}`]
  for (const name of module.exports) {
    if (!isComponentExport(name)) {
      lines.push(`export { ${name} } from ${file}`)
      continue
    }
    const island = `__chemdocsIsland(__chemdocsOriginal[${JSON.stringify(name)}], { key: ${JSON.stringify(`${module.key}#${name}`)}${module.auto ? ', auto: true' : ''} })`
    lines.push(name === 'default' ? `export default ${island}` : `export const ${name} = ${island}`)
  }
  return lines.join('\n')
}

/**
 * The entry of a page's island chunk: every component of its client modules, by island key; on a
 * doc page that calls the doc hooks each is wrapped in the data the server rendered it with.
 */
export function clientEntryCode(modules: readonly ClientModule[], doc?: DocContextData, siteWrappers: readonly string[] = []): string {
  // On a site that overrides Root or Layout, the chunk exports them too (`wrap`): the browser
  // mounts the page's components inside them, as the server rendered them (site-wrappers.ts).
  const lines: string[] = siteWrappers.length > 0 ? clientWrappersCode(siteWrappers) : []
  const entries: string[] = []
  modules.forEach((module, i) => {
    lines.push(`import * as m${i} from ${JSON.stringify(module.file)}`)
    for (const name of module.exports.filter(isComponentExport)) {
      const component = `m${i}[${JSON.stringify(name)}]`
      entries.push(`${JSON.stringify(`${module.key}#${name}`)}: ${doc ? `withDoc(${component})` : component}`)
    }
  })
  if (doc) {
    lines.push(`import { withDocData } from ${JSON.stringify(DOC_CONTEXT)}`, `const doc = ${JSON.stringify(doc)}`)
    // Non-components among the exports (undefined, constants) are passed on as they are.
    lines.push('const withDoc = (c) => (typeof c === "function" || (typeof c === "object" && c !== null) ? withDocData(c, doc) : c)')
  }
  lines.push(`export const islands = { ${entries.join(', ')} }`)
  return lines.join('\n')
}
