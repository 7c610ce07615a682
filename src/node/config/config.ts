import { regularFileProblem } from '../collect/regular-file.js'
import { display } from '../display-path.js'
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { threadId } from 'node:worker_threads'
import { build as esbuild, type Message } from 'esbuild'
import { configSchema, type ResolvedConfig, type UserConfig } from './config-schema.js'
import { cleanUpOnSignal, removeLeftoversOfDeadProcesses } from '../pid.js'
import { ChemdocsError, type Diagnostic } from '../diagnostics.js'
import { DOCUSAURUS_CONFIG_NAMES, fromDocusaurusConfig } from './docusaurus-config.js'
import { locateKey } from '../locate-key.js'
import { normalizeBase } from '../../shared/url.js'
import { describeIssue } from './zod-issues.js'
import { resolveMermaid } from './mermaid-setup.js'
import { resolveDocsInstances } from './docs-instances.js'
import { runUserCode } from '../user-code.js'
import { siteConfigOfChemdocs } from '../docusaurus/site-context.js'
import { runSitePlugins } from '../docusaurus/site-plugins.js'
import { compileToCommonJs } from '../docusaurus/site-module.js'
import { resolveLikePnpmScripts } from './pnpm-hoisted.js'

/** Flags that override config values. */
export interface ConfigOverrides {
  config?: string
  outDir?: string
  baseUrl?: string
  /** Nothing the config prints is shown: a worker thread's load of a config the main thread has loaded. */
  quiet?: boolean
  /**
   * false: a Docusaurus site's own plugins are not run (commands that build nothing: `preview`,
   * `check`, `check-links --no-source`, and a worker thread's load); their global data and aliases are then missing.
   */
  sitePlugins?: boolean
}

const CONFIG_NAMES = ['site.config.ts', 'site.config.mjs', 'site.config.js']

/** Finds, compiles, imports, validates and resolves the site config. */
export async function loadConfig(cwd: string, overrides: ConfigOverrides = {}): Promise<ResolvedConfig> {
  const flagProblem = overrides.baseUrl === undefined ? undefined : baseUrlProblem(overrides.baseUrl)
  if (flagProblem !== undefined) {
    throw new ChemdocsError('invalid-usage', `--base-url \`${overrides.baseUrl}\` ${flagProblem}`, { hint: 'pass the path the site is served under, starting and ending with /, such as --base-url /chemdocs/ (--base-url / for the root of the server)' })
  }
  const configFile = findConfigFile(cwd, overrides.config)
  resolveLikePnpmScripts(path.dirname(configFile))
  const loaded = isDocusaurusConfig(configFile) ? await importDocusaurusConfig(configFile, overrides.quiet) : undefined
  const docusaurus = loaded === undefined ? undefined : fromDocusaurusConfig(loaded, configFile)
  const raw = docusaurus ? docusaurus.config : await importConfig(configFile, overrides.quiet)
  const withFlags = {
    ...(raw as object),
    ...(overrides.outDir !== undefined && { outDir: overrides.outDir }),
    ...(overrides.baseUrl !== undefined && { baseUrl: overrides.baseUrl }),
  }
  const resolved = resolveConfig(withFlags, configFile, docusaurus?.warnings)
  if (!docusaurus || docusaurus.sitePlugins.length === 0 || overrides.sitePlugins === false) return resolved
  // After the config is known good: the plugins are handed its outDir and baseUrl.
  const ran = await runSitePlugins({ entries: docusaurus.sitePlugins, configFile, siteConfig: loaded as Record<string, unknown>, outDir: resolved.outDir, baseUrl: resolved.base })
  return { ...resolved, sitePlugins: ran.output, configWarnings: [...resolved.configWarnings, ...ran.diagnostics] }
}

/** True for a Docusaurus config (docusaurus.config.js and its siblings). */
function isDocusaurusConfig(file: string): boolean {
  return /^docusaurus\.config\.[cm]?[jt]s$/.test(path.basename(file))
}

/**
 * Loads a Docusaurus config as Docusaurus does (with jiti): CommonJS or ESM, JavaScript or
 * TypeScript, whatever the package's "type" says. It is compiled to CommonJS next to the original
 * and required there, so its `require`s (dotenv, require.resolve of the sidebars) find the site's
 * own packages. A config that exports a function is called (async allowed).
 */
async function importDocusaurusConfig(configFile: string, quiet = false): Promise<unknown> {
  const rel = path.relative(process.cwd(), configFile) || configFile
  const tmp = path.join(path.dirname(configFile), `.docusaurus.config.${process.pid}-${threadId}-${importCounter++}.cjs`)
  let noLongerOnSignal = () => undefined as void
  try {
    const code = await compileToCommonJs(configFile)
    // Before the file exists: a signal between its creation and the handler would leave it.
    noLongerOnSignal = cleanUpOnSignal(() => rmSync(tmp, { force: true }))
    writeFileSync(tmp, code)
    const trial = await trialRun(RUN_DOCUSAURUS_CONFIG, tmp, rel, quiet)
    if ('value' in trial) return trial.value
    const mod = createRequire(configFile)(tmp) as { default?: unknown }
    let value: unknown = await (mod.default ?? mod)
    if (typeof value === 'function') value = await (value as () => unknown)()
    return value
  } catch (error) {
    if (error instanceof ChemdocsError) throw error
    const { where, text } = compileProblem(error, rel)
    throw new ChemdocsError('invalid-config', `${where} failed to load: ${text ?? (error as Error).message}`, {
      hint: "install the site's packages (npm ci) and fix the config so that Docusaurus itself can load it",
      file: rel,
    })
  } finally {
    noLongerOnSignal()
    rmSync(tmp, { force: true })
  }
}

function findConfigFile(cwd: string, explicit: string | undefined): string {
  if (explicit) {
    const file = path.resolve(cwd, explicit)
    if (!existsSync(file)) {
      throw new ChemdocsError('invalid-config', `config file ${explicit} does not exist`, {
        hint: 'pass the path of a site.config.ts with --config',
      })
    }
    checkConfigFile(file, explicit)
    return file
  }
  // A Docusaurus site is read through its own config when it has no site.config.ts.
  for (const name of [...CONFIG_NAMES, ...DOCUSAURUS_CONFIG_NAMES]) {
    const file = path.join(cwd, name)
    if (existsSync(file)) {
      checkConfigFile(file, name)
      return file
    }
  }
  throw new ChemdocsError('invalid-config', `no site.config.ts found in ${cwd} (nor a docusaurus.config.js)`, {
    hint: 'run chemdocs in the folder that holds site.config.ts or docusaurus.config.js, or pass --config <file>',
  })
}

/** Far more than any config: a bigger file is a mistake (a data file, a device) that esbuild would read into memory. */
const MAX_CONFIG_BYTES = 5 * 1024 * 1024

/**
 * A config file must be a regular file of a sensible size: a named pipe would block the read for
 * ever, and /dev/zero (a device) grows esbuild without bound.
 */
function checkConfigFile(file: string, shown: string): void {
  const stat = statSync(file)
  if (!stat.isFile()) {
    throw new ChemdocsError('invalid-config', `config file ${shown} is not a regular file (a ${stat.isFIFO() ? 'named pipe' : stat.isDirectory() ? 'folder' : 'device or socket'})`, {
      hint: 'pass the path of a site.config.ts with --config',
    })
  }
  if (stat.size > MAX_CONFIG_BYTES) {
    throw new ChemdocsError('invalid-config', `config file ${shown} is ${(stat.size / 1024 / 1024).toFixed(0)} MB; a config file is at most ${MAX_CONFIG_BYTES / 1024 / 1024} MB`, {
      hint: 'pass the path of a site.config.ts with --config',
    })
  }
}

let importCounter = 0

/**
 * Node 20 cannot import TypeScript, so the config is bundled to a temporary .mjs first.
 * `chemdocs` imports inside it resolve to a tiny built-in module (defineConfig is an identity).
 */
async function importConfig(configFile: string, quiet = false): Promise<unknown> {
  const rel = path.relative(process.cwd(), configFile) || configFile
  // Next to the config, so its bare imports resolve as they would from the .ts file.
  // Compiled configs that runs killed while importing them left behind.
  removeLeftoversOfDeadProcesses(path.dirname(configFile), /^\.site\.config\.(\d+)(?:-\d+)+\.mjs$/)
  let tmp = path.join(path.dirname(configFile), `.site.config.${process.pid}-${threadId}-${importCounter++}.mjs`)
  let code = await compileConfig(configFile, rel, 'external')
  // Before the file exists (a signal between its creation and the handler would leave it), and
  // for whichever place it ends up in.
  const noLongerOnSignal = cleanUpOnSignal(() => rmSync(tmp, { force: true }))
  try {
    writeFileSync(tmp, code)
  } catch (error) {
    try {
      if (!['EROFS', 'EACCES', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error
      // A read-only source tree (a container's `:ro` mount, a Nix build): the packages the config
      // imports are bundled into it instead, so that it runs from the temporary folder.
      tmp = path.join(os.tmpdir(), `.site.config.${process.pid}-${threadId}-${importCounter++}.mjs`)
      code = await compileConfig(configFile, rel, 'bundle')
      writeFileSync(tmp, code)
    } catch (failure) {
      noLongerOnSignal()
      throw failure
    }
  }
  try {
    const mod = await importLimited(tmp, rel, quiet)
    if (mod.default === undefined) {
      throw new ChemdocsError('invalid-config', `${rel} has no default export`, {
        hint: 'end the file with `export default defineConfig({ ... })`',
      })
    }
    return mod.default
  } catch (error) {
    if (error instanceof ChemdocsError) throw error
    throw new ChemdocsError('invalid-config', `${rel} failed to load: ${(error as Error).message}`, {
      file: rel,
    })
  } finally {
    noLongerOnSignal()
    rmSync(tmp, { force: true })
  }
}

/** The config as one ES module; `packages` says whether the packages it imports stay imports or are bundled in. */
async function compileConfig(configFile: string, rel: string, packages: 'external' | 'bundle'): Promise<string> {
  try {
    const result = await esbuild({
      entryPoints: [configFile],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
      packages,
      plugins: [
        {
          name: 'chemdocs-self',
          setup(b) {
            b.onResolve({ filter: /^chemdocs$/ }, () => ({ path: 'chemdocs', namespace: 'chemdocs' }))
            b.onLoad({ filter: /.*/, namespace: 'chemdocs' }, () => ({
              contents: 'export const defineConfig = (c) => c',
              loader: 'js',
            }))
          },
        },
      ],
    })
    return result.outputFiles[0]!.text
  } catch (error) {
    const { where, text } = compileProblem(error, rel)
    throw new ChemdocsError('invalid-config', `${where}: ${text ?? String(error)}`, {
      hint: 'fix the syntax error in the config file',
      file: rel,
    })
  }
}

/** What the config's trial run in a worker found (see RUN_CONFIG). */
type TrialRun = { missing: true } | { value: unknown } | { functions: true }

/**
 * Runs the compiled config in a worker first, within the user-code limits (see user-code.ts), so
 * that an endless loop or a runaway allocation is an error naming the file instead of a hang or an
 * out-of-memory abort. A config of plain data comes back from the worker as it is. One holding
 * functions (remark and rehype plugins), which cannot cross threads, is then imported here as
 * well: its top level runs twice, the second time known to finish.
 */
async function importLimited(tmp: string, rel: string, quiet: boolean): Promise<{ default?: unknown }> {
  const trial = await trialRun(RUN_CONFIG, tmp, rel, quiet)
  if ('missing' in trial) return {}
  if ('value' in trial) return { default: trial.value }
  return (await import(pathToFileURL(tmp).href)) as { default?: unknown }
}

/** Runs a config loader in a worker within the user-code limits; a runaway is an invalid-config error naming the file. */
async function trialRun(run: string, file: string, rel: string, quiet: boolean): Promise<TrialRun> {
  const ran = await runUserCode<{ file: string }, TrialRun>({ run, what: `config file ${rel}`, quiet }, { file })
  if (!ran.ok) {
    const hint = ran.failure.kind === 'threw' ? undefined : 'a config file should only describe the site; move long computations out of it'
    throw new ChemdocsError('invalid-config', ran.failure.kind === 'threw' ? `${rel} failed to load: ${ran.failure.message}` : ran.failure.message, { ...(hint && { hint }), file: rel })
  }
  return ran.value
}

/**
 * Settles a config's default export in the worker. A Promise that never settles leaves no timer
 * behind, so the thread's event loop would empty and Node end it (on the main thread: exit code
 * 13, nothing printed); a timer kept while it is awaited lets the user-code time limit report it.
 */
const SETTLE = `async (value) => {
  if (!value || typeof value.then !== 'function') return value
  const keepAlive = setInterval(() => undefined, 1 << 30)
  try {
    return await value
  } finally {
    clearInterval(keepAlive)
  }
}`

/** Runs in the worker: imports the config and sends back its default export, or says it holds functions. */
const RUN_CONFIG = `async ({ file }) => {
  const mod = await import(require('node:url').pathToFileURL(file).href)
  if (mod.default === undefined) return { missing: true }
  const value = await (${SETTLE})(mod.default)
  try {
    return { value: structuredClone(value) }
  } catch (error) {
    if (error && error.name === 'DataCloneError') return { functions: true }
    throw error
  }
}`

/**
 * The same for a Docusaurus config compiled to CommonJS: required from the site's folder (so its
 * own packages resolve) and, when it exports a function, called. Its plugins and themes are
 * functions, so the value is then loaded again on the main thread, known to finish.
 */
const RUN_DOCUSAURUS_CONFIG = `async ({ file }) => {
  const settle = ${SETTLE}
  const mod = require('node:module').createRequire(file)(file)
  let value = await settle(mod.default ?? mod)
  if (typeof value === 'function') value = await settle(value())
  try {
    return { value: structuredClone(value) }
  } catch (error) {
    if (error && error.name === 'DataCloneError') return { functions: true }
    throw error
  }
}`

/** Validates a raw config object and resolves folders and defaults. */
export function resolveConfig(raw: unknown, configFile: string, configWarnings: Diagnostic[] = []): ResolvedConfig {
  const rel = path.relative(process.cwd(), configFile) || configFile
  const parsed = configSchema.safeParse(raw)
  if (!parsed.success) {
    const text = readText(configFile)
    const located = parsed.error.issues.flatMap((issue) =>
      describeIssue(configSchema, issue).map(({ keyPath, message }) => ({ at: text === undefined ? undefined : locateKey(text, keyPath), message })),
    )
    // In the order of the file; problems that cannot be placed (a value from a variable) last.
    const order = (a: (typeof located)[number]) => (a.at ? a.at.line * 1e6 + a.at.column : Infinity)
    const lines = located.sort((a, b) => order(a) - order(b)).map(({ at, message }) => `${rel}${at ? `:${at.line}:${at.column}` : ''}: ${message}`)
    throw new ChemdocsError('invalid-config', `invalid config\n${lines.join('\n')}`, {
      hint: 'see "Configuration" in the README for every option and its type',
      file: rel,
    })
  }
  const c = parsed.data
  const root = path.dirname(configFile)
  const baseProblem = baseUrlProblem(c.baseUrl)
  if (baseProblem !== undefined) {
    const at = locateKey(readText(configFile) ?? '', ['baseUrl'])
    throw new ChemdocsError('invalid-config', `${rel}${at ? `:${at.line}:${at.column}` : ''}: baseUrl \`${c.baseUrl}\` ${baseProblem}`, { hint: "give the path the site is served under, starting and ending with /, such as baseUrl: '/chemdocs/' ('/' for the root of the server)", file: rel })
  }
  return {
    ...c,
    ...resolveDocsInstances(c, root, configFile),
    root,
    configFile,
    configWarnings,
    base: normalizeBase(c.baseUrl),
    pageFiles: c.pageFiles ?? (c.trailingSlash === false ? 'html' : 'folder'),
    siteConfig: c.siteConfig ?? siteConfigOfChemdocs(c),
    docsDir: path.resolve(root, c.docsDir),
    pagesDir: path.resolve(root, c.pagesDir),
    sharedFolders: c.sharedFolders.map((folder) => path.resolve(root, folder)),
    customCss: resolveCustomCss(root, c.customCss, rel),
    themeDir: path.resolve(root, 'src/theme'),
    staticDir: path.resolve(root, c.staticDir),
    outDir: path.resolve(root, c.outDir),
    templatesDir: path.resolve(root, 'templates'),
    mdx: { componentsDir: resolveComponentsDir(root, c.mdx.componentsDir, rel), svgComponents: c.mdx.svgComponents, hydrateSiteComponents: c.mdx.hydrateSiteComponents },
    ...(c.markdown.mermaid !== false && { mermaid: resolveMermaid(c.markdown.mermaid, root, configFile) }),
  }
}

/**
 * What makes a base URL unusable, or undefined: every link, asset and script URL starts with it,
 * so '..' would point them outside the site, '?' and '#' would cut them short, and a backslash
 * reads as '/' to browsers ('/\\evil.example/' is another host).
 */
export function baseUrlProblem(base: string): string | undefined {
  if (base.includes('\\')) return 'holds a backslash, which browsers read as / (/\\host/ would load the site from another server)'
  if (/[?#]/.test(base)) return `holds "${/[?#]/.exec(base)![0]}", which would end the path of every URL of the site`
  let decoded: string
  try {
    decoded = decodeURIComponent(base)
  } catch {
    return 'holds a % that does not start an escape such as %20'
  }
  if (decoded.split('/').some((s) => s === '..' || s === '.')) return 'holds a "." or ".." segment, which would move every URL of the site to another folder'
  if (/[^\p{L}\p{N}\-._~!$&'()*+,;=:@%/]/u.test(base)) return 'holds a character a URL path cannot hold as it is (a space, a quote, a control character…); percent-encode it'
  return undefined
}

/** The configured stylesheets (each must exist), else src/css/custom.css when present (Docusaurus' place). */
function resolveCustomCss(root: string, configured: string | string[] | undefined, rel: string): string[] {
  if (configured === undefined) {
    const fallback = path.join(root, 'src/css/custom.css')
    return existsSync(fallback) ? [checkedStylesheet(fallback, rel)] : []
  }
  return (Array.isArray(configured) ? configured : [configured]).map((file) => {
    const abs = path.resolve(root, file)
    if (!existsSync(abs)) {
      throw new ChemdocsError('invalid-config', `${rel}: customCss: file ${file} does not exist`, { hint: 'create the file or fix the path (it is relative to the config file)', file: rel })
    }
    return checkedStylesheet(abs, rel)
  })
}

/**
 * A stylesheet the site links, refused when it is no regular file of at most 10 MB (a named pipe
 * would block the build), or not named as a stylesheet: every file named here is published, so
 * `customCss: '/etc/passwd'` (a slip, or a pull request's) would put that file on the site.
 */
function checkedStylesheet(abs: string, rel: string): string {
  const problem = /\.(css|scss|sass)$/i.test(abs) ? regularFileProblem(abs, 'a stylesheet', 10 * 1024 * 1024) : 'is not a stylesheet (a .css, .scss or .sass file), and every file customCss names is published'
  if (problem !== undefined) throw new ChemdocsError('invalid-config', `${rel}: customCss: ${display(abs)} ${problem}`, { hint: 'point customCss at a CSS file', file: rel })
  return abs
}

/** The configured components folder (which must exist), else src/components when present. */
function resolveComponentsDir(root: string, configured: string | undefined, rel: string): string | undefined {
  if (configured === undefined) {
    const fallback = path.join(root, 'src/components')
    return existsSync(fallback) ? fallback : undefined
  }
  const dir = path.resolve(root, configured)
  if (!existsSync(dir)) {
    throw new ChemdocsError('invalid-config', `${rel}: mdx.componentsDir: folder ${configured} does not exist`, {
      hint: 'create the folder or fix the path (it is relative to the config file)',
      file: rel,
    })
  }
  return dir
}

/** The config's source text (only read when it has a problem to point at). */
function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}


/** Identity helper that gives site.config.ts editor completion and type checking. */
export function defineConfig(config: UserConfig): UserConfig {
  return config
}

/** Where esbuild found a config file's first problem (`file:line:col`, or the file alone) and what it said. */
function compileProblem(error: unknown, rel: string): { where: string; text: string | undefined } {
  const first = (error as { errors?: Message[] }).errors?.[0]
  return { where: first?.location ? `${rel}:${first.location.line}:${first.location.column + 1}` : rel, text: first?.text }
}
