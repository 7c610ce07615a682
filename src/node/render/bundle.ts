import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build as esbuild, type BuildOptions, type OutputFile as EsbuildOutput, type Plugin } from 'esbuild'
import { bundleApp } from './app-bundle.js'
import { extraLicenceTexts, NOTICES_FILE, noticesText, packagesOf, readOwnNotices } from './third-party-notices.js'
import { iconPackageDir } from '../icons.js'
import type { OutputFile } from '../types.js'

/** Hashed URLs (without base) of the client assets. */
export interface Manifest {
  /** The app's one script: everything a page needs before it is interactive (see app-bundle.ts). */
  entry: string
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

/** What a site's own app bundle adds (see site-shell.ts): plugins that swap in its theme overrides. */
export interface SiteAppOptions {
  plugins: Plugin[]
}

/**
 * Bundles the browser code into hashed files with esbuild: the app (one entry file plus lazy
 * chunks, see app-bundle.ts), the search worker, the stylesheet and, in dev, live reload. `site`
 * is given only for a site that overrides parts of the app shell; every other site gets the
 * bundle `npm run compile` prebuilt. `inputs` are the files on disk the app was made from.
 */
export async function bundleClient(mode: BundleMode, site?: SiteAppOptions): Promise<{ files: OutputFile[]; manifest: Manifest; inputs: string[] }> {
  const common: BuildOptions = {
    bundle: true,
    write: false,
    format: 'esm',
    chunkNames: 'chunk.[hash]',
    entryNames: '[name].[hash]',
    minify: true,
    target: ['es2022'],
    outdir: path.join(PACKAGE_ROOT, '.bundle-out'),
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
    absWorkingDir: PACKAGE_ROOT,
    plugins: [clientTwins],
  }
  // Each on its own: the worker and the styles share nothing with the app.
  const packages = new Set<string>([iconPackageDir()])
  const single = async (name: string, file: string) => {
    const result = await esbuild({ ...common, entryPoints: { [name]: path.join(PACKAGE_ROOT, file) }, metafile: true })
    for (const dir of packagesOf(result.metafile, PACKAGE_ROOT)) packages.add(dir)
    return result.outputFiles!
  }
  const [app, worker, styles, liveReload] = await Promise.all([
    // Docusaurus sites write JSX in .js files (theme overrides, components).
    bundleApp(path.join(PACKAGE_ROOT, 'src/client/entry.tsx'), site ? { ...common, loader: { '.js': 'jsx' }, plugins: [...common.plugins!, ...site.plugins] } : common, PACKAGE_ROOT),
    single('search-worker', 'src/client/search-worker.ts'),
    single('styles', 'templates/styles.css'),
    mode === 'dev' ? single('live-reload', 'src/client/live-reload.ts') : Promise.resolve([] as EsbuildOutput[]),
  ])
  const asset = (file: EsbuildOutput): OutputFile => ({ path: `assets/${path.basename(file.path)}`, contents: file.contents })
  const url = (files: EsbuildOutput[], ext: string) => `/assets/${path.basename(files.find((f) => f.path.endsWith(ext))!.path)}`
  const manifest: Manifest = {
    entry: `/assets/${app.entry}`,
    worker: url(worker, '.js'),
    css: url(styles, '.css'),
    ...(liveReload.length > 0 && { liveReload: url(liveReload, '.js') }),
  }
  for (const dir of app.packages) packages.add(dir)
  const notices: OutputFile = { path: NOTICES_FILE, contents: noticesText([...packages], extraLicenceTexts(readOwnNotices(PACKAGE_ROOT))) }
  // The app's inputs only: the worker, styles and live reload are chemdocs' own code alone.
  return { files: [...[...app.files, ...worker, ...styles, ...liveReload].map(asset), notices], manifest, inputs: app.inputs }
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
