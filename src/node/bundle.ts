import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build as esbuild, type Plugin } from 'esbuild'
import type { OutputFile } from './types.js'

/** Hashed URLs (without base) of the client assets. */
export interface Manifest {
  entry: string
  /** Chunks the entry imports statically: preloaded with the entry. */
  entryImports: string[]
  worker: string
  css: string
  liveReload?: string
}

export type BundleMode = 'production' | 'dev'

/**
 * The package root: client sources and templates are bundled from here, not from the site. Found
 * by walking up, so it is right both from src/ (tests) and from the compiled lib/src/.
 */
export const PACKAGE_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)))

function findPackageRoot(dir: string): string {
  for (let d = dir; d !== path.dirname(d); d = path.dirname(d)) {
    const pkg = path.join(d, 'package.json')
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'chemdocs') return d
  }
  throw new Error(`chemdocs package root not found above ${dir}`)
}

/**
 * Bundles the browser entries (app shell, search worker, live reload in dev) and the stylesheet
 * into hashed files with esbuild.
 */
export async function bundleClient(mode: BundleMode): Promise<{ files: OutputFile[]; manifest: Manifest }> {
  const entries: Record<string, string> = {
    entry: path.join(PACKAGE_ROOT, 'src/client/entry.tsx'),
    'search-worker': path.join(PACKAGE_ROOT, 'src/client/search-worker.ts'),
    styles: path.join(PACKAGE_ROOT, 'templates/styles.css'),
  }
  if (mode === 'dev') entries['live-reload'] = path.join(PACKAGE_ROOT, 'src/client/live-reload.ts')
  const result = await esbuild({
    entryPoints: entries,
    bundle: true,
    write: false,
    format: 'esm',
    // Split so pages most visits never show (home, about, search…) are chunks of their own.
    splitting: true,
    chunkNames: 'chunk.[hash]',
    minify: true,
    target: ['es2022'],
    outdir: path.join(PACKAGE_ROOT, '.bundle-out'),
    entryNames: '[name].[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: PACKAGE_ROOT,
    plugins: [clientTwins],
  })
  const files: OutputFile[] = []
  const manifest: Partial<Manifest> = {}
  const byEntry = new Map<string, string>()
  let entryImports: string[] = []
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue
    byEntry.set(path.resolve(PACKAGE_ROOT, meta.entryPoint), path.basename(out))
    if (path.resolve(PACKAGE_ROOT, meta.entryPoint) === entries.entry) {
      entryImports = meta.imports.filter((i) => i.kind === 'import-statement').map((i) => `/assets/${path.basename(i.path)}`)
    }
  }
  for (const file of result.outputFiles) {
    files.push({ path: `assets/${path.basename(file.path)}`, contents: file.contents })
  }
  const url = (entry: string) => `/assets/${byEntry.get(entry) ?? ''}`
  manifest.entry = url(entries.entry!)
  manifest.entryImports = entryImports
  manifest.worker = url(entries['search-worker']!)
  manifest.css = url(entries.styles!)
  if (entries['live-reload']) manifest.liveReload = url(entries['live-reload'])
  return { files, manifest: manifest as Manifest }
}

/** In the browser bundle, templates/lazy-*.js modules are replaced by their lazy-*.client.tsx twins. */
const clientTwins: Plugin = {
  name: 'chemdocs-client-twins',
  setup(b) {
    b.onResolve({ filter: /^\.{1,2}\/.*lazy-[a-z]+\.js$/ }, (args) => ({
      path: path.join(args.resolveDir, args.path.replace(/\.js$/, '.client.tsx')),
    }))
  },
}
