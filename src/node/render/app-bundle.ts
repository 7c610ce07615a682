import path from 'node:path'
import { build as esbuild, type BuildOptions, type Metafile, type OutputFile as EsbuildOutput, type Plugin } from 'esbuild'
import { inputsOf as filesOf } from '../transform/mdx/bundle-inputs.js'
import { packagesOf } from './third-party-notices.js'

/**
 * The global through which lazily loaded app chunks reach the modules the entry already holds
 * (React, the contexts, small shared templates). Keep in sync with nothing else: only the code
 * generated here reads and writes it.
 */
const REGISTRY = '__chemdocsModules'

/** The app's scripts: one entry file with everything a page needs to become interactive, and lazy chunks. */
export interface AppBundle {
  /** The entry's file name (in assets/). */
  entry: string
  files: EsbuildOutput[]
  /** The files on disk it was made from (installed packages left out), for the dev cache of a site's own shell. */
  inputs: string[]
  /** The folders of the installed packages it holds code from, for their notices. */
  packages: string[]
}

/**
 * Bundles the app in three esbuild passes, so that a page loads exactly one script before it is
 * interactive. esbuild's code splitting would put every module shared by the entry and a lazy
 * chunk (React first of all) into chunks of their own, and a doc page would fetch ten small
 * files that compress worse apart than together. Instead:
 * 1. map the entry's module graph, with every dynamic import left out;
 * 2. bundle the dynamically imported modules (lazy chunks, split among themselves); their imports
 *    of modules the entry holds become reads from a registry the entry fills;
 * 3. bundle the entry with that registry and with the lazy chunks' hashed file names.
 */
export async function bundleApp(entry: string, common: BuildOptions, root: string): Promise<AppBundle> {
  const lazyTargets = new Set<string>()
  const graph = await esbuild({ ...common, entryPoints: [entry], metafile: true, write: false, plugins: [...(common.plugins ?? []), dynamicImports((file) => (lazyTargets.add(file), file))] })
  const inEntry = inputsOf(graph.metafile, root)
  // Sorted: esbuild output depends on the order of entry points, and the set fills as resolves finish.
  const lazyEntries = [...lazyTargets].filter((t) => !inEntry.has(t)).sort()
  const shapes = await moduleShapesOf(inEntry, root, common.loader)
  const registry = new Set<string>()
  const lazy = lazyEntries.length
    ? // The registry first: a module the entry holds is read from it, even one another plugin would load.
      await esbuild({ ...common, entryPoints: lazyEntries, splitting: true, metafile: true, write: false, plugins: [fromRegistry(shapes, registry, root), ...(common.plugins ?? [])] })
    : undefined
  const lazyNames = new Map<string, string>()
  for (const [out, meta] of Object.entries(lazy?.metafile.outputs ?? {})) if (meta.entryPoint) lazyNames.set(path.resolve(root, meta.entryPoint), path.basename(out))
  // Sorted: the plugin fills `registry` in the order esbuild loads modules, which varies.
  const ids = [...registry].sort()
  // A CommonJS module is registered as its module.exports (a default import of it, in esbuild),
  // an ES module as its namespace.
  const registryModule = [
    ...ids.map((id, i) => `import ${shapes.get(path.join(root, id)) === 'cjs' ? '' : '* as '}m${i} from ${JSON.stringify(path.join(root, id))}`),
    `globalThis[${JSON.stringify(REGISTRY)}] = { ${ids.map((id, i) => `${JSON.stringify(id)}: m${i}`).join(', ')} }`,
    `import ${JSON.stringify(entry)}`,
  ].join('\n')
  const app = await esbuild({
    ...common,
    stdin: { contents: registryModule, resolveDir: root, sourcefile: 'chemdocs-app.js', loader: 'js' },
    entryNames: 'entry.[hash]',
    write: false,
    plugins: [...(common.plugins ?? []), dynamicImports((file) => (lazyNames.has(file) ? `./${lazyNames.get(file)}` : undefined))],
  })
  const entryFile = app.outputFiles!.find((f) => f.path.endsWith('.js'))!
  // The last pass bundles what the first mapped (the entry's graph) plus the registry: the first two passes name every input.
  const inputs = [...filesOf(graph.metafile, root), ...(lazy ? filesOf(lazy.metafile, root) : [])]
  const packages = [...packagesOf(graph.metafile, root), ...(lazy ? packagesOf(lazy.metafile, root) : [])]
  return { entry: path.basename(entryFile.path), files: [entryFile, ...(lazy?.outputFiles ?? [])], inputs: [...new Set(inputs)], packages: [...new Set(packages)].sort() }
}

/** The absolute paths of a build's input modules. */
function inputsOf(metafile: Metafile, root: string): Map<string, Metafile['inputs'][string]> {
  return new Map(Object.entries(metafile.inputs).map(([p, meta]) => [path.resolve(root, p), meta]))
}

/**
 * For every dynamic `import('./literal')`, asks `externalPath` about the file it resolves to: a
 * path makes the import external, written as that path; undefined bundles it as usual.
 */
function dynamicImports(externalPath: (file: string) => string | undefined): Plugin {
  return {
    name: 'chemdocs-dynamic-imports',
    setup(b) {
      b.onResolve({ filter: /^\.{1,2}\// }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'resolving') return undefined
        const resolved = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: 'resolving' })
        if (resolved.errors.length > 0) return { errors: resolved.errors }
        const external = externalPath(resolved.path)
        return external === undefined ? { path: resolved.path } : { path: external, external: true }
      })
    },
  }
}

/** How a module of the entry is read from the registry: CommonJS as a whole, ES modules by export name. */
type ModuleShape = 'cjs' | { exports: string[] }

/**
 * In lazy chunks, an import of a module the entry holds reads it from the registry instead of
 * bundling a second copy (a second React breaks hooks; a second context object breaks
 * useContext). `shapes` describes every module of the entry; `registry` collects the ids of the
 * modules asked for.
 */
function fromRegistry(shapes: Map<string, ModuleShape>, registry: Set<string>, root: string): Plugin {
  return {
    name: 'chemdocs-from-registry',
    setup(b) {
      // Decided when a module is loaded, not when resolved: a synchronous callback keeps esbuild's
      // output deterministic (asynchronous resolve callbacks made the order of chunk imports vary).
      b.onLoad({ filter: /.*/ }, (args) => {
        const shape = args.namespace === 'file' ? shapes.get(args.path) : undefined
        if (!shape) return undefined
        const id = path.relative(root, args.path)
        registry.add(id)
        const read = `globalThis[${JSON.stringify(REGISTRY)}][${JSON.stringify(id)}]`
        // CommonJS stays CommonJS: esbuild's interop then serves named and default imports of it,
        // with no need to know its keys (which, for React, depend on NODE_ENV at build time).
        if (shape === 'cjs') return { contents: `module.exports = ${read}\n`, loader: 'js' }
        const named = shape.exports.filter((n) => n !== 'default')
        return { contents: `const m = ${read}\nexport const { ${named.join(', ')} } = m\nexport default m.default\n`, loader: 'js' }
      })
    },
  }
}

/**
 * The shape of every module of the entry: CommonJS ones as such, and the export names of the ES
 * modules, from one esbuild pass over them (each file on its own). Nothing is loaded or run.
 */
async function moduleShapesOf(inEntry: Map<string, Metafile['inputs'][string]>, root: string, loader: BuildOptions['loader']): Promise<Map<string, ModuleShape>> {
  const shapes = new Map<string, ModuleShape>()
  const esm: string[] = []
  for (const [file, meta] of inEntry) {
    if (meta.format === 'cjs') shapes.set(file, 'cjs')
    else if (/\.[cm]?[jt]sx?$/.test(file)) esm.push(file)
  }
  // absWorkingDir: the metafile's paths are relative to it, and are resolved against `root` below.
  // Left to default (the process's cwd), a build run from a folder at another depth than `root`
  // missed every module's shape, and bundled second copies into the lazy chunks.
  const result = await esbuild({ entryPoints: esm, absWorkingDir: root, bundle: false, write: false, metafile: true, format: 'esm', outdir: path.join(root, '.bundle-exports'), outbase: root, logLevel: 'silent', jsx: 'automatic', ...(loader && { loader }) })
  for (const meta of Object.values(result.metafile.outputs)) if (meta.entryPoint) shapes.set(path.resolve(root, meta.entryPoint), { exports: meta.exports })
  return shapes
}
