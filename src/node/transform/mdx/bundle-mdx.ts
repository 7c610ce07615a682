import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build as esbuild, type BuildOptions, type Message, type OnLoadResult, type Plugin } from 'esbuild'
import { inputsOf } from './bundle-inputs.js'
import type { Diagnostic } from '../../diagnostics.js'
import { serverWrappersCode } from './site-wrappers.js'
import { islandPlugin, type ClientModule, type IslandsFound } from './island-modules.js'
import { staticComponentWarnings } from './static-components.js'
import { mdxResolvePlugin, type MdxResolveOptions } from './mdx-resolve.js'
import { usesDocHooks } from './doc-context.js'
import { compareText } from '../../../shared/compare-text.js'
import { escapeRegExp } from '../../reg-exp.js'

const require = createRequire(import.meta.url)
/** Marks an esbuild message that is a partial's MDX syntax error, not a failed import. */
export const PARTIAL_COMPILE_ERROR = 'chemdocs-partial-compile-error'

/** What bundleMdx needs from the page being built. */
export interface BundleMdxOptions extends MdxResolveOptions {
  /** The compiled page module (output of compileMdx). */
  code: string
  /** Absolute path of the page: relative imports resolve from its folder. */
  file: string
  /** Compiles an imported partial (`_name.mdx`, or `_name.md` as Docusaurus v3 compiles it: as MDX) to a module, with the page's plugins. */
  compilePartial: (file: string, text: string) => Promise<string>
  /** A React page bundled as one island (see islandPlugin), or undefined for an MDX page. */
  pageFile?: string
}

/**
 * The bundled page module (not run yet: see render-page-module.ts) with its source map, the client
 * modules it uses (see island-modules.ts) and the files it was made from, or the esbuild messages
 * that stopped it.
 */
export type BundledMdx =
  | {
      ok: true
      code: string
      map: string
      clientModules: ClientModule[]
      inputs: string[]
      staticWarnings: Map<string, Diagnostic>
      usesDocHooks: boolean
      /** Default imports of modules that have no default export, bundled as undefined (see bundleMdx). */
      missingDefaults?: Message[]
    }
  | { ok: false; errors: Message[] }

/** How page modules are bundled for the server render, one page at a time or many at once. */
export const SERVER_BUNDLE = {
  bundle: true,
  write: false,
  sourcemap: 'external',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  // Docusaurus sites write JSX in .js files (pages, theme overrides, components).
  loader: { '.js': 'jsx' },
  metafile: true,
  logLevel: 'silent',
} as const satisfies BuildOptions

/**
 * Bundles a compiled MDX page with its imports (local components, partials, images, our theme
 * components) into one ES module. React stays external and is resolved to the very copy chemdocs
 * renders with, since two Reacts in one render break hooks. The module is run apart, in a worker
 * with limits (see render-page-module.ts); its source map places what it throws.
 */
export async function bundleMdx(options: BundleMdxOptions): Promise<BundledMdx> {
  const first = await bundleOnce(options, new Set())
  if (first.ok) return first
  // webpack, which Docusaurus builds with, only warns of a default import of a module that has
  // none (`import X from './x'` where x.js has named exports only) and gives undefined: a page
  // that imports and never uses it builds there. When that is all that failed, bundle again with
  // such modules given an undefined default, and hand the messages on as warnings.
  const lacking = filesLackingDefault(first.errors, options.code, path.resolve(options.file))
  if (!lacking) return first
  const again = await bundleOnce(options, lacking)
  return again.ok ? { ...again, missingDefaults: first.errors } : again
}

const NO_DEFAULT = /^No matching export in "([^"]+)" for import "default"$/

/**
 * The modules the messages say lack a default export, when every message says that and no such
 * import is used by the page (`code`): a used one would fail when rendered, and the error that
 * says what to import instead is more help than webpack's warning and the crash after it.
 */
function filesLackingDefault(errors: readonly Message[], code: string, page: string): Set<string> | undefined {
  const files = new Set<string>()
  for (const error of errors) {
    const file = NO_DEFAULT.exec(error.text)?.[1]
    const at = error.location
    // Only the page's own imports: its import line names the binding.
    if (file === undefined || !at || (at.file !== '<stdin>' && path.resolve(at.file) !== page)) return undefined
    const name = /^\s*import\s+([\w$]+)/.exec(at.lineText)?.[1]
    // Used anywhere but in its import (whose path may hold the same word: '@site/src/Crumbs')?
    const rest = code.replace(at.lineText, '')
    if (name === undefined || new RegExp(`(?<![\\w$.])${escapeRegExp(name)}(?![\\w$])`).test(rest)) return undefined
    files.add(path.resolve(file))
  }
  return files.size > 0 ? files : undefined
}

/** Loads each of `files` with `export default undefined` added, as webpack's missing export is. */
function undefinedDefaultPlugin(files: ReadonlySet<string>): Plugin {
  const LOADERS: Record<string, 'js' | 'jsx' | 'ts' | 'tsx'> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.js': 'jsx', '.jsx': 'jsx' }
  return {
    name: 'chemdocs-undefined-default',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (!files.has(args.path)) return undefined
        const contents = `${await readFile(args.path, 'utf8')}\nexport default undefined\n`
        return { contents, loader: LOADERS[path.extname(args.path)] ?? 'js', resolveDir: path.dirname(args.path) }
      })
    },
  }
}

async function bundleOnce(options: BundleMdxOptions, lackingDefault: ReadonlySet<string>): Promise<BundledMdx> {
  const found: IslandsFound = { clientModules: new Map(), staticFiles: new Set() }
  const result = await esbuild({
    stdin: { contents: withSiteWrappers(options.code, options), resolveDir: path.dirname(options.file), sourcefile: options.file, loader: 'js' },
    ...SERVER_BUNDLE,
    // Only names the map's output; nothing is written.
    outfile: path.join(path.dirname(options.file), 'page.mjs'),
    plugins: [...(lackingDefault.size > 0 ? [undefinedDefaultPlugin(lackingDefault)] : []), reactExternalPlugin, islandPlugin(options.root, found, { pageFile: options.pageFile, hydrateSiteComponents: options.hydrateSiteComponents, plainImporters: options.siteWrappers }), mdxResolvePlugin(options), partialPlugin(options)],
  }).catch((error: { errors?: Message[] }) => {
    if (error.errors) return { errors: error.errors, outputFiles: undefined, metafile: undefined }
    throw error
  })
  const code = result.outputFiles?.find((f) => f.path.endsWith('.mjs'))
  const map = result.outputFiles?.find((f) => f.path.endsWith('.map'))
  if (!code || !map || !result.metafile) return { ok: false, errors: result.errors }
  // Sorted: esbuild loads modules in parallel, and the island chunk's hash must not depend on it.
  const modules = [...found.clientModules.values()].sort((a, b) => compareText(a.key, b.key))
  return { ok: true, code: code.text, map: map.text, clientModules: modules, inputs: inputsOf(result.metafile), staticWarnings: staticComponentWarnings(found.staticFiles), usesDocHooks: usesDocHooks(Object.keys(result.metafile.inputs)) }
}

/**
 * An MDX page's module with the render inside the site's Root and Layout appended, on a site that
 * overrides either (see site-wrappers.ts). A React page renders its own Layout and is left as it is.
 */
export function withSiteWrappers(code: string, options: Pick<BundleMdxOptions, 'siteWrappers' | 'pageFile'>): string {
  return options.siteWrappers?.length && options.pageFile === undefined ? code + serverWrappersCode(options.siteWrappers) : code
}

/** React stays external, resolved to the copy chemdocs renders with. */
export const reactExternalPlugin: Plugin = {
  name: 'chemdocs-react-external',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: require.resolve(args.path), external: true }))
  },
}

/** Loads an imported partial (`.md`, `.mdx`) compiled with the page's plugins. */
export function partialPlugin(options: Pick<BundleMdxOptions, 'compilePartial'>): Plugin {
  return {
    name: 'chemdocs-mdx-partials',
    setup(build) {
      build.onLoad({ filter: /\.mdx?$/ }, (args) => loadPartial(args.path, options.compilePartial))
    },
  }
}

/** A partial's module, or its syntax error placed in the partial itself, not in the page. */
export async function loadPartial(file: string, compilePartial: BundleMdxOptions['compilePartial']): Promise<OnLoadResult> {
  try {
    const contents = await compilePartial(file, await readFile(file, 'utf8'))
    return { contents, loader: 'js', resolveDir: path.dirname(file) }
  } catch (error) {
    const e = error as { reason?: string; message?: string; line?: number; column?: number }
    const location = { file, line: e.line ?? 1, column: (e.column ?? 1) - 1 }
    return { errors: [{ text: e.reason ?? e.message ?? String(error), location, detail: PARTIAL_COMPILE_ERROR }] }
  }
}
