import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { buildSync, type Message } from 'esbuild'
import { regularFileProblem } from './regular-file.js'
import { display } from '../display-path.js'
import { createDiagnostic, lineColumnAt, type Diagnostic } from '../diagnostics.js'
import { runUserCode } from '../user-code.js'
import type { SidebarSpecs } from '../types.js'
import { quotedOffset, readSidebarItems } from './sidebar-items.js'

/** The names Docusaurus sites give their sidebars file, in the order they are looked for. */
export const SIDEBARS_FILES = ['sidebars.js', 'sidebars.ts', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.mts', 'sidebars.cts']

/** The sidebars file of a site: its path, the sidebars it defines, and its problems. */
export interface SidebarsFile {
  file: string
  /** The sidebars by name, or undefined when the file could not be loaded. */
  sidebars: SidebarSpecs | undefined
  diagnostics: Diagnostic[]
}

/**
 * Reads the site's sidebars file (Docusaurus' format; JS, TS or ESM, loaded through esbuild) into
 * sidebar entries: `sidebarPath` when the docs name one (`docs.sidebarPath`), else the one next to
 * the config. A file that cannot be loaded, or an item of no known form, is an error at its
 * place. Undefined when the site has none.
 */
export async function readSidebarsFile(root: string, sidebarPath?: string): Promise<SidebarsFile | undefined> {
  const found = sidebarPath !== undefined ? [sidebarPath] : SIDEBARS_FILES.map((name) => path.join(root, name)).filter((file) => existsSync(file))
  const file = found[0]
  if (file === undefined) return undefined
  const shown = display(file)
  const diagnostics: Diagnostic[] = found.slice(1).map((other) => createDiagnostic('unsupported-sidebars', `${path.basename(other)} is ignored: only ${path.basename(file)} is read`, { file: display(other), line: 1, column: 1 }, 'warning'))
  const unreadable = regularFileProblem(file, 'a sidebars file', 5 * 1024 * 1024)
  if (unreadable !== undefined) return { file, sidebars: undefined, diagnostics: [...diagnostics, createDiagnostic('invalid-sidebars', `${path.basename(file)} ${unreadable}`, { file: shown, line: 1, column: 1 })] }
  const text = readFileSync(file, 'utf8')
  const loaded = await loadModule(file)
  if (!loaded.ok) return { file, sidebars: undefined, diagnostics: [...diagnostics, loaded.diagnostic] }
  const value = loaded.value
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const what = Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`
    return { file, sidebars: undefined, diagnostics: [...diagnostics, createDiagnostic('invalid-sidebars', `the sidebars file should export an object of sidebars, not ${what}`, { file: shown, line: 1, column: 1 })] }
  }
  const read = readSidebarItems(value as Record<string, unknown>, text, shown)
  return { file, sidebars: read.sidebars, diagnostics: [...diagnostics, ...read.diagnostics] }
}

type Loaded = { ok: true; value: unknown } | { ok: false; diagnostic: Diagnostic }

/**
 * Bundles the file to CommonJS (TypeScript, ESM and local imports alike; packages stay external
 * and are required from the site) and runs it in a worker with the user-code limits (see
 * user-code.ts): what it exports comes back as data, and an endless loop, a runaway allocation
 * or an export that cannot be read (a Proxy whose traps throw) is an error naming the file.
 */
async function loadModule(file: string): Promise<Loaded> {
  const shown = display(file)
  let code: string
  try {
    const result = buildSync({ entryPoints: [file], bundle: true, write: false, format: 'cjs', platform: 'node', target: 'node20', packages: 'external', logLevel: 'silent' })
    code = result.outputFiles[0]!.text
  } catch (error) {
    const first = (error as { errors?: Message[] }).errors?.[0]
    const at = first?.location
    // esbuild names files relative to the working directory; the file may be one the sidebars import.
    const where = at ? { file: display(path.resolve(at.file)), line: at.line, column: at.column + 1 } : { file: shown, line: 1, column: 1 }
    return { ok: false, diagnostic: createDiagnostic('invalid-sidebars', `sidebars file cannot be loaded: ${first?.text ?? String(error)}`, where) }
  }
  const ran = await runUserCode<{ code: string; file: string }, unknown>({ run: RUN_SIDEBARS, what: `sidebars file ${shown}` }, { code, file })
  if (ran.ok) return { ok: true, value: ran.value }
  const message = ran.failure.message.split('\n')[0]!
  // The code run is esbuild's output, whose lines are not the writer's: a package that is not
  // installed is placed at its name in the file, anything else at the top, not at a wrong line.
  const missing = /^Cannot find module '([^']+)'/.exec(message)?.[1]
  const text = readFileSync(file, 'utf8')
  const at = missing === undefined ? -1 : quotedOffset(text, missing, 0)
  const said = ran.failure.kind === 'threw' ? `sidebars file failed while it ran: ${message}` : message
  return { ok: false, diagnostic: createDiagnostic('invalid-sidebars', said, { file: shown, ...lineColumnAt(text, at) }) }
}

/** Runs in the worker: the bundled CommonJS module, whose export is sent back as data. */
const RUN_SIDEBARS = `async ({ code, file }) => {
  const path = require('node:path')
  const module = { exports: {} }
  const run = require('node:vm').compileFunction(code, ['module', 'exports', 'require', '__filename', '__dirname'], { filename: file })
  run(module, module.exports, require('node:module').createRequire(file), file, path.dirname(file))
  const exports = module.exports
  return exports.__esModule && 'default' in exports ? exports.default : exports
}`
