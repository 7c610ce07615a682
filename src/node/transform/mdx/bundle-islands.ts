import { createRequire } from 'node:module'
import path from 'node:path'
import { build as esbuild, type Message, type Plugin } from 'esbuild'
import { ISLAND_REACT_GLOBAL, SHARED_REACT_MODULES } from '../../../shared/islands.js'
import { hashOf } from '../../write/output-names.js'
import { packagesOf } from '../../render/third-party-notices.js'
import type { OutputFile } from '../../types.js'
import type { DocContextData } from '../../../shared/types.js'
import { inputsOf } from './bundle-inputs.js'
import type { ClientModule } from './island-modules.js'
import { clientEntryCode } from './island-modules.js'
import { mdxResolvePlugin, type MdxResolveOptions } from './mdx-resolve.js'

const require = createRequire(import.meta.url)
const SHARED_NAMESPACE = 'chemdocs-shared-react'

/** What bundleIslands needs: the page's client modules and how its imports resolve. */
export interface BundleIslandsOptions extends MdxResolveOptions {
  modules: ClientModule[]
  /** The page's route, which names the chunk. */
  route: string
  base: string
  /** The doc hooks' data the page was rendered with, for its islands to hydrate with the same. */
  doc?: DocContextData
  /** A React page, which renders its own Layout: its chunk gets no site wrappers. */
  reactPage?: boolean
}

/** The page's island chunk, or the esbuild messages that stopped it. */
export type BundledIslands = { ok: true; file: OutputFile; url: string; inputs: string[] } | { ok: false; errors: Message[] }

/**
 * Bundles the client components of one page into one small browser module (see IslandChunk),
 * minified and content-hashed. React is not in it: the page's copy is used (shared-react modules).
 * Pages without client components get no chunk, so they cost no JavaScript beyond the app shell.
 */
export async function bundleIslands(options: BundleIslandsOptions): Promise<BundledIslands> {
  const result = await esbuild({
    stdin: { contents: clientEntryCode(options.modules, options.doc, options.reactPage ? [] : options.siteWrappers), resolveDir: options.root, sourcefile: 'islands.js', loader: 'js' },
    // esbuild names CommonJS modules in its output by their path from here: the site, not the
    // folder chemdocs happened to be started from, so the chunk's bytes do not depend on it.
    absWorkingDir: options.root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    jsx: 'automatic',
    // Docusaurus sites write JSX in .js files (pages, theme overrides, components).
    loader: { '.js': 'jsx' },
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
    plugins: [sharedReactPlugin, mdxResolvePlugin(options)],
  }).catch((error: { errors?: Message[] }) => {
    if (error.errors) return { errors: error.errors, outputFiles: undefined, metafile: undefined }
    throw error
  })
  const code = result.outputFiles?.[0]?.text
  if (code === undefined || !result.metafile) return { ok: false, errors: result.errors }
  const name = options.route === '/' ? 'index' : options.route.slice(1).replace(/[^\w-]+/g, '_')
  const packages = packagesOf(result.metafile, options.root)
  const file = { path: `assets/islands/${name}.${hashOf(code)}.js`, contents: code, ...(packages.length > 0 && { packages }) }
  return { ok: true, file, url: `${options.base}${file.path}`, inputs: inputsOf(result.metafile, options.root, 'islands.js') }
}

/** `react`, `react/jsx-runtime` and `react-dom` become views of the page's React (ISLAND_REACT_GLOBAL). */
const sharedReactPlugin: Plugin = {
  name: 'chemdocs-shared-react',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
      if ((SHARED_REACT_MODULES as readonly string[]).includes(args.path)) return { path: args.path, namespace: SHARED_NAMESPACE }
      return { errors: [{ text: `\`${args.path}\` cannot be used by a client component; the page shares only ${SHARED_REACT_MODULES.join(', ')}` }] }
    })
    build.onLoad({ filter: /.*/, namespace: SHARED_NAMESPACE }, (args) => ({ contents: sharedModuleCode(args.path), loader: 'js', resolveDir: path.dirname(require.resolve(args.path)) }))
  },
}

/**
 * An ES module re-exporting one shared React module; names come from the copy chemdocs uses. Each
 * name is read through a call marked pure, so the minifier drops the names a chunk does not use.
 */
function sharedModuleCode(specifier: string): string {
  const names = Object.keys(require(specifier) as object).filter((k) => /^[A-Za-z_$][\w$]*$/.test(k) && k !== 'default')
  return [
    `const m = globalThis[${JSON.stringify(ISLAND_REACT_GLOBAL)}][${JSON.stringify(specifier)}]`,
    'const get = (name) => m[name]',
    'export default m',
    ...names.map((name) => `export const ${name} = /* @__PURE__ */ get(${JSON.stringify(name)})`),
  ].join('\n')
}
