import { randomUUID } from 'node:crypto'
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build as esbuild, type Metafile, type Plugin, type ResolveResult } from 'esbuild'
import pLimit from 'p-limit'
import { compareText } from '../../../shared/compare-text.js'
import { isPackageFile } from './client-modules.js'
import { loadPartial, partialPlugin, SERVER_BUNDLE, withSiteWrappers } from './bundle-mdx.js'
import type { Diagnostic } from '../../diagnostics.js'
import { islandPlugin, type ClientModule, type IslandsFound } from './island-modules.js'
import { staticComponentWarnings } from './static-components.js'
import { fixedThemeAliases, themeImportsNeedingPlugin } from './mdx-aliases.js'
import { IMAGE, MEDIA, mdxResolvePlugin, type MdxResolveOptions } from './mdx-resolve.js'
import type { ModuleMap } from './render-page-module.js'
import { usesDocHooks } from './doc-context.js'

/** One compiled page of the batch. */
export interface BatchPage {
  /** The compiled page module (output of compileMdx). */
  code: string
  /** Absolute path of the page: relative imports resolve from its folder. */
  file: string
  compilePartial: (file: string, text: string) => Promise<string>
}

/** A page of the bundle: its module file, and what it uses, found in the bundle's module graph. */
export interface BatchEntry {
  /** The page's module in the bundle's folder; it imports the shared chunks beside it. */
  file: string
  clientModules: ClientModule[]
  /** The files on disk the page was made from (components, partials, images, CSS). */
  inputs: string[]
  /** It calls the doc hooks (useDoc, useDocsSidebar, DocCard…): its render needs the doc's data. */
  usesDocHooks: boolean
}

/** The bundle of every page, written to a temp folder for the render worker to import. */
export interface PagesBundle {
  entries: BatchEntry[]
  /** Warnings for static components that look interactive, by file (see static-components.ts). */
  staticWarnings: Map<string, Diagnostic>
  /** The source map of every file of the bundle, by file URL. */
  maps: Map<string, ModuleMap>
  /** Removes the temp folder. */
  dispose: () => Promise<void>
}

const require = createRequire(import.meta.url)
const PAGE_NAMESPACE = 'chemdocs-page'
const FILES_OPEN_AT_ONCE = 32
const PAGE_PREFIX = `${PAGE_NAMESPACE}:`
const ISLAND_PREFIX = 'chemdocs-island:'

/**
 * Bundles many compiled MDX pages in one esbuild call per 1,000 pages (PAGES_PER_BUNDLE), with
 * code splitting: a component that 40 pages import is read, parsed and resolved once, not 40
 * times (per-page bundles were the largest cost of an MDX build: one esbuild round trip per page,
 * and React-heavy components re-parsed each time). The rules are bundleMdx's (same plugins); a partial is still compiled once per page
 * that imports it (its links resolve against that page), as its own module (`?page=N`).
 * `shared` resolves imports: its callbacks publish images and files but record them for no page;
 * each page's own `resolve` records those in its module graph afterwards (`record`).
 * Undefined when esbuild reports any problem: the caller then bundles page by page, whose
 * messages name the page.
 */
export async function bundleMdxPages(pages: readonly BatchPage[], shared: MdxResolveOptions): Promise<PagesBundle | undefined> {
  const dir = path.join(tmpdir(), `chemdocs-pages-${process.pid}-${randomUUID()}`)
  const found: IslandsFound = { clientModules: new Map(), staticFiles: new Set() }
  const size = pagesPerBundle()
  const maps = new Map<string, ModuleMap>()
  // A few files open at once: 10,000 pages make 20,000 files, far over the open-file limit.
  const opening = pLimit(FILES_OPEN_AT_ONCE)
  const bundling = pLimit(BUNDLES_AT_ONCE)
  await mkdir(dir, { recursive: true })
  // One React for every batch's folder: Node looks for node_modules in the folders above.
  await linkReact(dir)
  // Each batch is written as soon as it is bundled, and its output let go: a big tree's bundles are never all in memory.
  const batches = await Promise.all(
    Array.from({ length: Math.ceil(pages.length / size) }, (_, b) =>
      bundling(async (): Promise<BatchEntry[] | undefined> => {
        const first = b * size
        const batch = pages.slice(first, first + size)
        const out = path.join(dir, `b${first}`)
        const result = await bundleBatch(batch, first, out, shared, found)
        if (!result) return undefined
        await mkdir(out, { recursive: true })
        await Promise.all(
          result.outputFiles.map((f) => {
            if (f.path.endsWith('.map')) maps.set(pathToFileURL(f.path.slice(0, -'.map'.length)).href, { map: { file: f.path }, dir: out })
            return opening(() => writeFile(f.path, f.contents))
          }),
        )
        return batch.map((page, i) => {
          const graph = moduleGraphOf(result.metafile, `${PAGE_PREFIX}${page.file}`)
          const clientModules = graph.filter((key) => key.startsWith(ISLAND_PREFIX)).map((key) => found.clientModules.get(key.slice(ISLAND_PREFIX.length))!)
          return { file: path.join(out, `page-${first + i}.mjs`), clientModules: clientModules.sort((x, y) => compareText(x.key, y.key)), inputs: filesOf(graph), usesDocHooks: usesDocHooks(graph) }
        })
      }),
    ),
  )
  if (batches.some((entries) => !entries)) {
    await rm(dir, { recursive: true, force: true })
    return undefined
  }
  const entries = batches.flatMap((entries) => entries!)
  return { entries, staticWarnings: staticComponentWarnings(found.staticFiles), maps, dispose: () => rm(dir, { recursive: true, force: true }) }
}

/**
 * Pages per esbuild call. Code splitting costs esbuild more than linear time in the number of entry
 * points (the synthetic MDX corpus: 1,000 pages bundled in 0.3 s, 10,000 in one call in 20 s), so a
 * big tree is bundled in batches of this size; a component is then parsed once per batch.
 */
const PAGES_PER_BUNDLE = 1000

/** PAGES_PER_BUNDLE, or CHEMDOCS_PAGES_PER_BUNDLE (tests split small trees into batches with it). */
function pagesPerBundle(): number {
  const given = Number(process.env.CHEMDOCS_PAGES_PER_BUNDLE)
  return Number.isInteger(given) && given > 0 ? given : PAGES_PER_BUNDLE
}

/** Batches bundled at once: esbuild spreads one over the cores itself; two overlap one's JavaScript callbacks with the other's work. */
const BUNDLES_AT_ONCE = 2

/** One batch of pages (`first`: the index of its first page in the build) bundled into `outdir`; undefined on any problem. */
async function bundleBatch(pages: readonly BatchPage[], first: number, outdir: string, shared: MdxResolveOptions, found: IslandsFound) {
  const themeDir = path.join(shared.root, 'src/theme')
  const result = await esbuild({
    ...SERVER_BUNDLE,
    entryPoints: pages.map((_, i) => ({ in: `${PAGE_PREFIX}${i}`, out: `page-${first + i}` })),
    outdir,
    splitting: true,
    outExtension: { '.js': '.mjs' },
    // Decided without calling back into JavaScript (each call is a round trip to esbuild's process,
    // and a tree makes thousands): React stays a bare import, which the bundle's folder resolves
    // to chemdocs' own copy (see linkReact); our theme names resolve by alias.
    external: REACT_IMPORTS,
    alias: fixedThemeAliases(themeDir),
    plugins: [
      pagesPlugin(pages, shared),
      islandPlugin(shared.root, found, { hydrateSiteComponents: shared.hydrateSiteComponents, plainImporters: shared.siteWrappers }),
      mdxResolvePlugin({ ...shared, themeFilter: themeImportsNeedingPlugin(themeDir) }),
      partialPlugin({ compilePartial: () => Promise.reject(new Error('a partial imported by a component')) }),
    ],
  }).catch(() => undefined)
  return result && result.errors.length === 0 ? result : undefined
}

/** The React modules every page shares with chemdocs: one React renders the theme and the site's components. */
const REACT_IMPORTS = ['react', 'react/*', 'react-dom', 'react-dom/*']

/** `node_modules/react` and `react-dom` in the bundle's folder, links to the copies chemdocs renders with. */
async function linkReact(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'node_modules'))
  for (const name of ['react', 'react-dom']) await symlink(path.dirname(require.resolve(`${name}/package.json`)), path.join(dir, 'node_modules', name), 'dir')
}

/**
 * Publishes and records for one page what its modules import that becomes a file of the site
 * (images, media, stylesheets), through that page's own resolve callbacks, as bundling it alone does.
 */
export function recordPublished(inputs: readonly string[], resolve: MdxResolveOptions): void {
  for (const file of inputs) {
    if (/\.css$/.test(file)) resolve.addStylesheet?.(file)
    else if (IMAGE.test(file)) resolve.addImage(file)
    else if (MEDIA.test(file)) resolve.addFile?.(file)
  }
}

/** The pages as virtual entry modules, and the partials they import as one module per page. */
function pagesPlugin(pages: readonly BatchPage[], shared: Pick<MdxResolveOptions, 'siteWrappers'>): Plugin {
  return {
    name: 'chemdocs-mdx-pages',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${PAGE_PREFIX}\\d+$`) }, (args) => {
        const page = Number(args.path.slice(PAGE_PREFIX.length))
        return { path: pages[page]!.file, namespace: PAGE_NAMESPACE, pluginData: { page } }
      })
      build.onLoad({ filter: /.*/, namespace: PAGE_NAMESPACE }, (args) => {
        const page = (args.pluginData as { page: number }).page
        return { contents: withSiteWrappers(pages[page]!.code, shared), loader: 'js', resolveDir: path.dirname(args.path), pluginData: { page } }
      })
      // A partial is resolved once per folder and path, however many pages import it (see islandPlugin).
      const resolutions = new Map<string, Promise<ResolveResult>>()
      build.onResolve({ filter: /\.mdx?$/ }, async (args) => {
        const page = (args.pluginData as { page?: number } | undefined)?.page
        if (page === undefined) return undefined
        const key = `${args.kind}\0${args.resolveDir}\0${args.path}`
        let resolving = resolutions.get(key)
        if (!resolving) resolutions.set(key, (resolving = build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir })))
        const resolved = await resolving
        if (resolved.errors.length > 0 || resolved.external) return undefined
        return { path: resolved.path, suffix: `?page=${page}`, pluginData: { page } }
      })
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        const page = (args.pluginData as { page?: number } | undefined)?.page
        if (page === undefined) return undefined
        return { ...(await loadPartial(args.path, pages[page]!.compilePartial)), pluginData: { page } }
      })
    },
  }
}

/** The metafile keys of every module `entry` imports, directly or not, itself included. */
function moduleGraphOf(metafile: Metafile, entry: string): string[] {
  const relative = path.relative(process.cwd(), entry.slice(PAGE_PREFIX.length))
  const start = metafile.inputs[entry] ? entry : `${PAGE_PREFIX}${relative}`
  const seen = new Set<string>([start])
  for (const key of seen) for (const imported of metafile.inputs[key]?.imports ?? []) if (!imported.external) seen.add(imported.path)
  return [...seen]
}

/** The files on disk among a page's modules: virtual modules and installed packages left out. */
function filesOf(graph: readonly string[]): string[] {
  const files = graph
    .filter((key) => !/^[\w-]+:/.test(key))
    .map((key) => path.resolve(process.cwd(), key.replace(/\?page=\d+$/, '')))
    .filter((file) => !isPackageFile(file))
  return [...new Set(files)]
}
