import { readFileSync } from 'node:fs'
import path from 'node:path'
import { build as esbuild } from 'esbuild'
import { PACKAGE_ROOT } from '../../render/bundle.js'

/** Files named `X.client.tsx` (or .jsx, .ts, .js) are client modules by name. */
const CLIENT_NAME = /\.client\.(tsx|jsx|ts|js)$/
/** ... and any local script that starts with a `'use client'` directive (after comments). */
const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use client['"]/
const SCRIPT = /\.(tsx|jsx|ts|js|mjs|cjs|mts|cts)$/

/**
 * True when a module's components must run in the browser (state, effects, handlers): they are
 * rendered on the server and then hydrated as islands. Everything else stays static HTML. Only the
 * site's own files count; a package's `'use client'` marks React Server Components boundaries,
 * which mean nothing here.
 */
export function isClientModule(file: string): boolean {
  if (!SCRIPT.test(file) || isPackageFile(file)) return false
  if (CLIENT_NAME.test(file)) return true
  try {
    return USE_CLIENT.test(readFileSync(file, 'utf8').slice(0, 2000))
  } catch {
    return false
  }
}

/**
 * Hook calls, event handlers or DOM listeners: the component does something in the browser. Calls,
 * not names, so that a warning points at the use rather than at the import.
 */
const INTERACTIVE = /\buse(?:State|Effect|LayoutEffect|Reducer|Ref|Callback|SyncExternalStore|Transition)\s*(?:<[^>()]*>)?\(|\bon[A-Z]\w*=\{|addEventListener/
/** Packages that draw markup only (icons, class names, the theme): importing them makes nothing interactive. */
const STATIC_IMPORTS = /^(?:react|react-dom|react\/jsx-runtime|clsx|classnames|prop-types|@docusaurus\/|@theme\/|@theme-original\/|@site\/|@components\/|@fortawesome\/)/

/** Where a script first uses a hook, an event handler or a DOM listener (undefined: nowhere). */
export function firstInteractiveUse(source: string): { text: string; index: number } | undefined {
  const m = INTERACTIVE.exec(source)
  return m ? { text: m[0], index: m.index } : undefined
}

/**
 * For a site that does not mark its client components (a Docusaurus site: every component is
 * hydrated there): true when the site's own script looks interactive, by its hooks and handlers or
 * by importing a package that may be (a video consent button, say). Purely presentational
 * components stay static HTML, which costs the reader nothing.
 */
export function isInteractiveSiteModule(file: string): boolean {
  if (!SCRIPT.test(file) || isPackageFile(file) || isThemeModule(file)) return false
  let source: string
  try {
    source = readFileSync(file, 'utf8')
  } catch {
    return false
  }
  if (firstInteractiveUse(source)) return true
  for (const m of source.matchAll(/(?:\bfrom\s*|\brequire\(\s*|^\s*import\s*)['"]([^'"]+)['"]/gm)) {
    const spec = m[1]!
    if (!spec.startsWith('.') && !spec.startsWith('/') && !STATIC_IMPORTS.test(spec)) return true
  }
  return false
}

/**
 * chemdocs' own Docusaurus modules are not the site's: their hooks (useIsBrowser) must stay hooks,
 * and a site component that uses them is hydrated as a whole.
 */
function isThemeModule(file: string): boolean {
  // Computed here, not at load: render/bundle.ts imports this module before PACKAGE_ROOT is set.
  return file.startsWith(path.join(PACKAGE_ROOT, 'templates') + path.sep)
}

/** True for a file of an installed package (under node_modules). */
export function isPackageFile(file: string): boolean {
  return file.split(/[\\/]/).includes('node_modules')
}

/** True for an export that is a component by convention: the default one or a PascalCase name. */
export function isComponentExport(name: string): boolean {
  return name === 'default' || /^[A-Z]/.test(name)
}

/** The names a module exports, read by esbuild without bundling its imports. */
export async function exportsOf(file: string): Promise<string[]> {
  const result = await esbuild({ entryPoints: [file], bundle: false, write: false, metafile: true, format: 'esm', outdir: path.dirname(file), jsx: 'automatic', loader: { '.js': 'jsx' }, logLevel: 'silent' })
  return Object.values(result.metafile.outputs).flatMap((o) => o.exports)
}
