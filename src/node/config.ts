import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build as esbuild, type Message } from 'esbuild'
import { z } from 'zod'
import { configSchema, type ResolvedConfig, type UserConfig } from './config-schema.js'
import { isAlive } from './pid.js'
import { ChemdocsError, suggest, withSuggestion } from './diagnostics.js'
import { normalizeBase } from '../shared/url.js'

/** Flags that override config values. */
export interface ConfigOverrides {
  config?: string
  outDir?: string
  baseUrl?: string
}

const CONFIG_NAMES = ['site.config.ts', 'site.config.mjs', 'site.config.js']

/** Finds, compiles, imports, validates and resolves the site config. */
export async function loadConfig(cwd: string, overrides: ConfigOverrides = {}): Promise<ResolvedConfig> {
  const configFile = findConfigFile(cwd, overrides.config)
  const raw = await importConfig(configFile)
  const withFlags = {
    ...(raw as object),
    ...(overrides.outDir !== undefined && { outDir: overrides.outDir }),
    ...(overrides.baseUrl !== undefined && { baseUrl: overrides.baseUrl }),
  }
  return resolveConfig(withFlags, configFile)
}

function findConfigFile(cwd: string, explicit: string | undefined): string {
  if (explicit) {
    const file = path.resolve(cwd, explicit)
    if (!existsSync(file)) {
      throw new ChemdocsError('invalid-config', `config file ${explicit} does not exist`, {
        hint: 'pass the path of a site.config.ts with --config',
      })
    }
    return file
  }
  for (const name of CONFIG_NAMES) {
    const file = path.join(cwd, name)
    if (existsSync(file)) return file
  }
  throw new ChemdocsError('invalid-config', `no site.config.ts found in ${cwd}`, {
    hint: 'run chemdocs in the folder that holds site.config.ts, or pass --config <file>',
  })
}

let importCounter = 0

/**
 * Node 20 cannot import TypeScript, so the config is bundled to a temporary .mjs first.
 * `chemdocs` imports inside it resolve to a tiny built-in module (defineConfig is an identity).
 */
async function importConfig(configFile: string): Promise<unknown> {
  const rel = path.relative(process.cwd(), configFile) || configFile
  let code: string
  try {
    const result = await esbuild({
      entryPoints: [configFile],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
      packages: 'external',
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
    code = result.outputFiles[0]!.text
  } catch (error) {
    const first = (error as { errors?: Message[] }).errors?.[0]
    const where = first?.location ? `${rel}:${first.location.line}:${first.location.column + 1}` : rel
    throw new ChemdocsError('invalid-config', `${where}: ${first?.text ?? String(error)}`, {
      hint: 'fix the syntax error in the config file',
      file: rel,
    })
  }
  // Next to the config, so its bare imports resolve as they would from the .ts file.
  removeKilledImports(path.dirname(configFile))
  const tmp = path.join(path.dirname(configFile), `.site.config.${process.pid}-${importCounter++}.mjs`)
  writeFileSync(tmp, code)
  try {
    const mod = (await import(pathToFileURL(tmp).href)) as { default?: unknown }
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
    rmSync(tmp, { force: true })
  }
}

/** Removes the compiled configs that runs killed while importing them left behind. */
function removeKilledImports(dir: string): void {
  for (const name of readdirSync(dir)) {
    const pid = Number(/^\.site\.config\.(\d+)-\d+\.mjs$/.exec(name)?.[1])
    if (pid && pid !== process.pid && !isAlive(pid)) rmSync(path.join(dir, name), { force: true })
  }
}

/** Validates a raw config object and resolves folders and defaults. */
export function resolveConfig(raw: unknown, configFile: string): ResolvedConfig {
  const rel = path.relative(process.cwd(), configFile) || configFile
  const parsed = configSchema.safeParse(raw)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${rel}: ${formatIssue(issue)}`)
    throw new ChemdocsError('invalid-config', `invalid config\n${lines.join('\n')}`, {
      hint: 'see "Configuration" in the README for every option and its type',
      file: rel,
    })
  }
  const c = parsed.data
  const root = path.dirname(configFile)
  return {
    ...c,
    root,
    configFile,
    base: normalizeBase(c.baseUrl),
    docsDir: path.resolve(root, c.docsDir),
    staticDir: path.resolve(root, c.staticDir),
    outDir: path.resolve(root, c.outDir),
    templatesDir: path.resolve(root, 'templates'),
    mdx: { componentsDir: resolveComponentsDir(root, c.mdx.componentsDir, rel) },
  }
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

const KNOWN_KEYS: Record<string, string[]> = {
  '': Object.keys(configSchema.shape),
}

function formatIssue(issue: z.core.$ZodIssue): string {
  const at = formatPath(issue.path)
  if (issue.code === 'unrecognized_keys') {
    const known = KNOWN_KEYS[at] ?? []
    return issue.keys
      .map((k) => withSuggestion(`${at ? at + '.' : ''}${k}: unknown key`, suggest(k, known)))
      .join(`\n`)
  }
  const msg = issue.message.replace(/^Invalid input: /, '')
  return `${at || '(root)'}: ${msg}`
}

function formatPath(p: readonly PropertyKey[]): string {
  return p
    .map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : i === 0 ? String(seg) : `.${String(seg)}`))
    .join('')
}

/** Identity helper that gives site.config.ts editor completion and type checking. */
export function defineConfig(config: UserConfig): UserConfig {
  return config
}
