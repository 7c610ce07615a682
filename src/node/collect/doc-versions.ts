import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { ResolvedConfig } from '../config/config-schema.js'
import { createDiagnostic, lineColumnAt, type Diagnostic } from '../diagnostics.js'
import { display } from '../display-path.js'
import { escapeRegExp } from '../reg-exp.js'
import { readSidebarItems } from './sidebar-items.js'
import { versionsFilePrefix } from '../config/docs-instances.js'
import type { SidebarSpecs } from '../types.js'

// Versioned docs laid out as Docusaurus lays them out: `versions.json` next to the config lists the
// released versions, newest first; each has its docs in `versioned_docs/version-<name>/` and its
// sidebars in `versioned_sidebars/version-<name>-sidebars.json`; the docs folder is the version
// 'current' ("Next"). Which versions are built, and at which path, follows the docs options.

/** One docs version to build. */
export interface DocVersion {
  /** 'current' or a name from versions.json. */
  name: string
  label: string
  /** Route prefix of its docs, without slashes ('docs/1.0', or 'docs' for the last version). */
  routeBasePath: string
  /** Absolute folder of its docs. */
  docsDir: string
  /** Its sidebars file (JSON), for a released version that has one. */
  sidebarsFile?: string
  isCurrent: boolean
  isLast: boolean
  banner: 'none' | 'unreleased' | 'unmaintained'
  badge: boolean
  noIndex: boolean
}

/** The versions of a versioned site, in Docusaurus' order (current first), and their problems. */
export interface DocVersions {
  versions: DocVersion[]
  diagnostics: Diagnostic[]
}

/**
 * The docs versions, or undefined for a site without `versions.json` (built as one docs folder,
 * exactly as before). Problems (a malformed versions.json, a missing version folder, an option
 * naming an unknown version) are errors at their place.
 */
export function readDocVersions(config: ResolvedConfig): DocVersions | undefined {
  // Another docs instance than the default one has its own: `<id>_versions.json`, `<id>_versioned_docs/`…
  const prefix = versionsFilePrefix(config.docs)
  const file = path.join(config.root, `${prefix}versions.json`)
  if (!existsSync(file)) return undefined
  const diagnostics: Diagnostic[] = []
  const text = readFileSync(file, 'utf8')
  const released = parseVersionsJson(text, display(file), diagnostics)
  const options = config.docs
  const names = [...(options.includeCurrentVersion ? ['current'] : []), ...released]
  const configFile = display(config.configFile)
  const known = ['current', ...released]
  const unknown = (value: string, key: string) => {
    diagnostics.push(createDiagnostic('invalid-config', `docs.${key}: \`${value}\` is not a version; expected one of ${known.map((n) => `'${n}'`).join(', ')} (versions.json)`, { file: configFile, ...versionAt(config.configFile, key, value) }))
  }
  const lastName = options.lastVersion ?? released[0] ?? 'current'
  if (!known.includes(lastName)) unknown(lastName, 'lastVersion')
  for (const name of options.onlyIncludeVersions ?? []) if (!known.includes(name)) unknown(name, 'onlyIncludeVersions')
  for (const name of Object.keys(options.versions)) if (!known.includes(name)) diagnostics.push(createDiagnostic('invalid-config', `docs.versions: \`${name}\` is not a version; expected one of ${known.map((n) => `'${n}'`).join(', ')} (versions.json)`, { file: configFile, ...versionAt(config.configFile, 'versions', name, true) }))
  const included = names.filter((n) => !options.onlyIncludeVersions || options.onlyIncludeVersions.includes(n))
  const order = ['current', ...released]
  const base = config.docs.routeBasePath.replace(/^\/+|\/+$/g, '')
  const versions: DocVersion[] = []
  for (const name of included) {
    const own: Partial<(typeof options.versions)[string]> = options.versions[name] ?? {}
    const isCurrent = name === 'current'
    const isLast = name === lastName
    const docsDir = isCurrent ? config.docsDir : path.join(config.root, `${prefix}versioned_docs`, `version-${name}`)
    if (!isCurrent && !(existsSync(docsDir) && statSync(docsDir).isDirectory())) {
      diagnostics.push(createDiagnostic('missing-docs-dir', `version \`${name}\` has no docs folder: expected ${display(docsDir)}`, { file: display(file), ...lineColumnAt(text, text.indexOf(JSON.stringify(name))) }))
      continue
    }
    const sidebarsFile = path.join(config.root, `${prefix}versioned_sidebars`, `version-${name}-sidebars.json`)
    const versionPath = (own.path ?? (isLast ? '' : isCurrent ? 'next' : name)).replace(/^\/+|\/+$/g, '')
    versions.push({
      name,
      label: own.label ?? (isCurrent ? config.docs.version.label : name),
      routeBasePath: [base, versionPath].filter((p) => p !== '').join('/'),
      docsDir,
      ...(!isCurrent && existsSync(sidebarsFile) && { sidebarsFile }),
      isCurrent,
      isLast,
      banner: own.banner ?? (isLast ? 'none' : order.indexOf(name) < order.indexOf(lastName) ? 'unreleased' : 'unmaintained'),
      badge: own.badge ?? included.length > 1,
      noIndex: own.noIndex === true,
    })
  }
  return { versions, diagnostics }
}

/** versions.json: an array of version names; anything else is an error at its place. */
function parseVersionsJson(text: string, shown: string, diagnostics: Diagnostic[]): string[] {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    const offset = /position (\d+)/.exec(String(error))
    diagnostics.push(createDiagnostic('invalid-config', `versions.json is not valid JSON: expected an array of version names such as ["2.0", "1.0"]`, { file: shown, ...lineColumnAt(text, offset ? Number(offset[1]) : 0) }))
    return []
  }
  if (!Array.isArray(value)) {
    diagnostics.push(createDiagnostic('invalid-config', 'versions.json should hold an array of version names such as ["2.0", "1.0"]', { file: shown, line: 1, column: 1 }))
    return []
  }
  let from = 0
  return value.flatMap((name: unknown) => {
    const literal = JSON.stringify(name)
    const at = text.indexOf(literal, from)
    if (at >= 0) from = at + literal.length
    if (typeof name === 'string' && name !== '' && name !== 'current' && !/[/\\]/.test(name)) return [name]
    diagnostics.push(createDiagnostic('invalid-config', `versions.json: ${literal} is not a version name; expected a string without slashes, other than 'current'`, { file: shown, ...lineColumnAt(text, at) }))
    return []
  })
}

/** The config the stages see for one version: its docs folder and route prefix. */
export function versionConfig(config: ResolvedConfig, version: DocVersion): ResolvedConfig {
  return { ...config, docsDir: version.docsDir, docs: { ...config.docs, routeBasePath: version.routeBasePath, version: { name: version.name, label: version.label, ...(version.isCurrent && config.docs.version.mainDocId !== undefined && { mainDocId: config.docs.version.mainDocId }) } } }
}

/** A released version's sidebars (versioned_sidebars JSON); undefined means the folder sidebar. */
export function readVersionSidebars(version: DocVersion): { sidebars: SidebarSpecs | undefined; diagnostics: Diagnostic[] } {
  if (!version.sidebarsFile) return { sidebars: undefined, diagnostics: [] }
  const shown = display(version.sidebarsFile)
  const text = readFileSync(version.sidebarsFile, 'utf8')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    const offset = /position (\d+)/.exec(String(error))
    return { sidebars: undefined, diagnostics: [createDiagnostic('invalid-sidebars', 'not valid JSON: expected an object of sidebars', { file: shown, ...lineColumnAt(text, offset ? Number(offset[1]) : 0) })] }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { sidebars: undefined, diagnostics: [createDiagnostic('invalid-sidebars', 'expected an object of sidebars', { file: shown, line: 1, column: 1 })] }
  return readSidebarItems(value as Record<string, unknown>, text, shown)
}

/**
 * Where the config names a version after `key` (as a value, or as a key when `asKey`): the
 * version quoted or not; the key's place when it is not written out (a variable, say).
 */
function versionAt(configFile: string, key: string, name: string, asKey = false): { line: number; column: number } {
  const text = existsSync(configFile) ? readFileSync(configFile, 'utf8') : ''
  const from = text.search(new RegExp(`\\b${key}['"]?\\s*:`))
  if (from < 0) return { line: 1, column: 1 }
  const named = new RegExp(asKey ? `['"]?${escapeRegExp(name)}['"]?\\s*:` : `['"\`]${escapeRegExp(name)}['"\`]`, 'g')
  named.lastIndex = from
  const found = named.exec(text)
  return lineColumnAt(text, found ? found.index : from)
}
