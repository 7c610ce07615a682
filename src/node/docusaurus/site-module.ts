// Loads a module a Docusaurus config names by path or package (a plugin), as Docusaurus does: a
// path is taken from the site folder, a name such as `foo` is also tried as `docusaurus-plugin-foo`.
// The site's own files may be TypeScript or ESM: they are compiled to CommonJS next to the original
// (so that their imports find the site's packages) and required there; packages are required, or
// imported when they are ESM only.

import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build as esbuild } from 'esbuild'
import { cleanUpOnSignal } from '../pid.js'

/** The endings tried after a path written without one, in Docusaurus' (jiti's) order. */
const ENDINGS = ['', '.js', '.ts', '.mjs', '.cjs', '.mts', '.cts', '.jsx', '.tsx', '/index.js', '/index.ts']

let counter = 0

/** The module's exports; throws (an Error saying what) when it cannot be found or fails to load. */
export async function importSiteModule(spec: string, siteDir: string): Promise<unknown> {
  const file = resolveSiteModule(spec, siteDir)
  if (file.split(path.sep).includes('node_modules')) return requireOrImport(file)
  const tmp = path.join(path.dirname(file), `.chemdocs-plugin.${process.pid}-${counter++}.cjs`)
  const code = await compileToCommonJs(file)
  const noLongerOnSignal = cleanUpOnSignal(() => rmSync(tmp, { force: true }))
  try {
    writeFileSync(tmp, code)
    return createRequire(file)(tmp) as unknown
  } finally {
    noLongerOnSignal()
    rmSync(tmp, { force: true })
  }
}

/**
 * What the compiled file's `require` gives, as jiti gives it to a config or plugin Docusaurus loads
 * (`interopDefault`, mlly's rule): a module compiled from ESM (one with a `default` object or
 * function) is its default export, with the module's other exports, `default` too, readable on it.
 * So `import blog from '@docusaurus/plugin-content-blog'` then `blog.default(...)`, which sites copy
 * from Docusaurus' own changelog plugin, works as it does there, and so does `blog(...)`.
 */
const JITI_INTEROP = `var require = ((nodeRequire) => {
  const interop = (mod) => {
    if (mod === null || typeof mod !== 'object' || !('default' in mod)) return mod
    const value = mod.default
    if (value === undefined || value === null) return mod
    if (typeof value !== 'object' && typeof value !== 'function') return value
    for (const key in mod) {
      try {
        if (!(key in value)) Object.defineProperty(value, key, { enumerable: key !== 'default', configurable: key !== 'default', get: () => mod[key] })
      } catch {}
    }
    return value
  }
  return Object.assign((id) => interop(nodeRequire(id)), nodeRequire)
})(require);`

/**
 * A site's file (TypeScript or ESM, as Docusaurus' loader takes it) as one CommonJS module, to be
 * required from its own folder: the packages it imports stay requires (through JITI_INTEROP),
 * `import.meta.url`, `__filename` and `__dirname` name the original.
 */
export async function compileToCommonJs(file: string): Promise<string> {
  const result = await esbuild({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    banner: { js: JITI_INTEROP },
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(file).href), __filename: JSON.stringify(file), __dirname: JSON.stringify(path.dirname(file)) },
  })
  return result.outputFiles[0]!.text
}

/** The file of a path (from the site folder) or package name; throws when there is none. */
function resolveSiteModule(spec: string, siteDir: string): string {
  if (path.isAbsolute(spec) || spec.startsWith('.')) {
    const base = path.resolve(siteDir, spec)
    const found = ENDINGS.map((ending) => base + ending).find((f) => existsSync(f) && statSync(f).isFile())
    if (found) return found
    throw new Error(`no file ${spec} (tried ${ENDINGS.filter(Boolean).join(', ')})`)
  }
  const require = createRequire(path.join(siteDir, 'package.json'))
  for (const name of [spec, ...shorthands(spec)]) {
    try {
      return require.resolve(name)
    } catch {
      // Tried next as Docusaurus' shorthand.
    }
  }
  throw new Error(`package ${spec} is not installed in the site (npm install it)`)
}

/** `foo` → `docusaurus-plugin-foo`; `@scope/foo` → `@scope/docusaurus-plugin-foo`; `@scope` → `@scope/docusaurus-plugin`. */
function shorthands(name: string): string[] {
  if (!name.startsWith('@')) return [`docusaurus-plugin-${name}`]
  const [scope, rest] = name.split('/')
  return [rest === undefined ? `${scope}/docusaurus-plugin` : `${scope}/docusaurus-plugin-${rest}`]
}

/** An installed module (or a loader file): required, or imported when it is ESM only. */
export async function requireOrImport(file: string): Promise<unknown> {
  try {
    return createRequire(file)(file) as unknown
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_REQUIRE_ESM') throw error
    return (await import(pathToFileURL(file).href)) as unknown
  }
}
