import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'
import { deserialize, serialize } from 'node:v8'
import type { AssetRegistry } from './assets.js'
import { PACKAGE_ROOT } from '../render/bundle.js'
import { hasUserPlugins, type ResolvedConfig } from '../config/config-schema.js'
import { filesUnder, hashFiles, knownFacts, rememberFacts, type FileFacts } from '../file-hash.js'
import { readsSameRoutes, type SiteRoutes } from '../site/site-routes.js'
import type { OutputFile, Page, SourceFile } from '../types.js'
import type { OutputRecord } from '../write/output-record.js'
import { createShellCache, type ShellCache } from '../render/shell-cache.js'
import type { SearchIndexOutput } from '../search/search-index.js'

/**
 * Transformed markdown pages kept on disk between `chemdocs build` runs, in
 * node_modules/.cache/chemdocs/ above the site. A page is reused when its file, text and route
 * are the same, its links lead where they did (see readsSameRoutes), and every image it shows
 * still has the URL (content hash) it had; the whole store is dropped when chemdocs' code, its markdown dependencies, Node's V8 or
 * the config fields a transform reads change. Sites with user plugins (functions, whose code
 * cannot be fingerprinted here) are never stored. MDX pages are stored with the files they were
 * made from (see transform-mdx-pages.ts), checked by the caller, under an extra key for what their
 * bundling and rendering read besides chemdocs' code (see mdxEnvironmentKey).
 */
export interface PageStore {
  /** A stored page for this source, checked against its images; undefined when it must be made again. */
  get(source: SourceFile, routes: SiteRoutes, assets: AssetRegistry): Page | undefined
  /** Replaces the stored pages with this build's (written only if anything changed). */
  save(pages: Page[], routes: SiteRoutes, assets: AssetRegistry): void
  /** The stored MDX page of this source made under this key (its inputs and assets still to check), or undefined. */
  getMdx(source: SourceFile, key: string): StoredMdx | undefined
  /** Keeps an MDX page of this build, made or reused, for the next save(). */
  keepMdx(source: SourceFile, entry: StoredMdx): void
  /** Where the build keeps what it wrote, for the next build into the same folder to reuse (see output-record.ts). */
  outputRecord(): OutputRecord
  /** The site's own app shell the last build bundled (see shell-cache.ts), checked like a dev rebuild's. */
  shell: ShellCache
  /** Keeps the shell for the next build, when this one bundled it anew. */
  saveShell(): void
  /** The search index the last build made, when it was made from the same key (see indexSearch). */
  storedSearch(key: string): SearchIndexOutput | undefined
  /** Keeps this build's search index for the next one. */
  keepSearch(key: string, output: SearchIndexOutput): void
}

/**
 * A transformed MDX page as the store keeps it: the key of what it was made from (its text, route,
 * the site's routes, cards, global components), the files it was bundled from with their content
 * hashes, the assets it registered with the URL each got, and its island chunk.
 */
export interface StoredMdx {
  key: string
  /** The page called the doc hooks: the key of the docs' data it was rendered with. */
  docsKey?: string
  inputs: [string, string | undefined][]
  assets: [string, string][]
  page: Omit<Page, 'source'>
  files: OutputFile[]
}

interface StoredPage {
  page: Omit<Page, 'source'>
  /** The key of the site's routes when the page was made. */
  routesKey: string
  /** Image file -> the URL the HTML holds for it. */
  images: [string, string][]
}

interface StoreFile {
  env: string
  pages: Map<string, StoredPage>
  mdx?: Map<string, StoredMdx>
}

const require = createRequire(import.meta.url)

/** Opens the store for a site; undefined when the site cannot have one (see PageStore). */
export function openPageStore(config: ResolvedConfig): PageStore | undefined {
  if (hasUserPlugins(config)) return undefined
  const dir = cacheDirOf(config.root)
  if (!dir) return undefined
  // One file per site: several sites may share a node_modules.
  const file = path.join(dir, `pages-${createHash('sha256').update(config.root).digest('hex').slice(0, 12)}.bin`)
  const env = environmentKey(config)
  const { pages: stored, mdx: storedMdx } = readStore(file, env)
  // What earlier builds knew of the site's files (see factsOf): images are not read again.
  const factsFile = file.replace(/\.bin$/, '.facts.bin')
  rememberFacts(readFacts(factsFile))
  const keptMdx = new Map<string, StoredMdx>()
  // Entries handed out by getMdx: kept as they are (their key already holds the environment).
  const mdxHits = new WeakSet<StoredMdx>()
  let mdxEnv: string | undefined
  const mdxKey = (key: string) => `${(mdxEnv ??= mdxEnvironmentKey(config))}\n${key}`
  let reused = 0
  // The shell is bundled from the site's files, chemdocs' templates and packages: keyed like MDX pages.
  const shellFile = file.replace(/\.bin$/, '.shell.bin')
  const shellEnv = () => `${env}\n${(mdxEnv ??= mdxEnvironmentKey(config))}`
  const shell = readShell(shellFile, shellEnv)
  const searchFile = file.replace(/\.bin$/, '.search.bin')
  // get() and save() see the same source objects (a store serves one build): each text is hashed once.
  const keys = new WeakMap<SourceFile, string>()
  const keyOf = (source: SourceFile) => {
    let key = keys.get(source)
    if (key === undefined) keys.set(source, (key = pageKey(source)))
    return key
  }
  return {
    get(source, routes, assets) {
      const hit = stored.get(keyOf(source))
      if (!hit || !readsSameRoutes(hit.page, hit.routesKey, routes)) return undefined
      if (hit.images.some(([img, url]) => assets.add(img, config.base)?.url !== url)) return undefined
      reused++
      return { ...hit.page, source }
    },
    getMdx(source, key) {
      const hit = storedMdx.get(keyOf(source))
      if (hit?.key !== mdxKey(key)) return undefined
      mdxHits.add(hit)
      return hit
    },
    shell,
    saveShell() {
      if (shell.bundled > 0 && shell.last) writeFile(shellFile, { env: shellEnv(), last: shell.last })
    },
    storedSearch(key) {
      try {
        const data = existsSync(searchFile) ? (deserialize(readFileSync(searchFile)) as { key: string; output: SearchIndexOutput }) : undefined
        return data?.key === `${env}\n${key}` ? data.output : undefined
      } catch {
        return undefined
      }
    },
    keepSearch(key, output) {
      writeFile(searchFile, { key: `${env}\n${key}`, output })
    },
    outputRecord() {
      // HTML is rendered with React, which is not bundled into chemdocs' code: its version counts too.
      const react = ['react', 'react-dom'].map((name) => `${name}@${versionOf(name)}`).join('\n')
      return { file: file.replace(/\.bin$/, '.output.bin'), env: `${env}\n${react}` }
    },
    keepMdx(source, entry) {
      keptMdx.set(keyOf(source), mdxHits.has(entry) ? entry : { ...entry, key: mdxKey(entry.key) })
    },
    save(pages, routes, assets) {
      const facts = knownFacts()
      if (facts.added > 0) writeFile(factsFile, facts.entries)
      const sameMdx = keptMdx.size === storedMdx.size && [...keptMdx].every(([key, entry]) => storedMdx.get(key) === entry)
      if (reused === pages.length && stored.size === pages.length && sameMdx) return // nothing new to keep
      const next = new Map<string, StoredPage>()
      for (const { source, ...page } of pages) {
        const images = page.images.map((img): [string, string] => [img.file, assets.add(img.file, config.base)?.url ?? ''])
        // Every page of this build, made now or reused, links as the site's routes are now.
        next.set(keyOf(source), { page, routesKey: routes.key, images })
      }
      writeFile(file, { env, pages: next, mdx: keptMdx } satisfies StoreFile)
    },
  }
}

/** Diagnostics name files relative to the working directory: displayPath is in the key for them. */
function pageKey(source: SourceFile): string {
  return `${source.path}\n${source.displayPath}\n${source.route}\n${createHash('sha256').update(source.text).digest('hex')}`
}

/** node_modules/.cache/chemdocs in the nearest folder at or above the site that has node_modules. */
function cacheDirOf(root: string): string | undefined {
  for (let dir = root; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules'))) return path.join(dir, 'node_modules', '.cache', 'chemdocs')
    if (dir === path.dirname(dir)) return undefined
  }
}

/** What every stored page depends on besides its own text and route. */
function environmentKey(config: ResolvedConfig): string {
  const hash = createHash('sha256')
  // siteConfig: a page may read it (useDocusaurusContext), and a stored page does not say whether it does.
  // sitePlugins: a page may read their global data, and import through their aliases; a
  // preprocessor's source, as the files it rewrites (partials) are not all keyed by their text.
  const preprocessor = config.markdown.preprocessor?.toString()
  hash.update(JSON.stringify({ v8: process.versions.v8, base: config.base, docsDir: config.docsDir, staticDir: config.staticDir, trailingSlash: config.trailingSlash, siteConfig: config.siteConfig, mermaid: config.mermaid, sitePlugins: config.sitePlugins, preprocessor }))
  hash.update(codeFingerprint())
  return hash.digest('hex')
}

let fingerprint: string | undefined

/**
 * The running chemdocs code: the bundle (which holds the markdown libraries too) or, when run
 * from compiled modules or sources, those plus the locked dependency versions.
 */
function codeFingerprint(): string {
  if (fingerprint) return fingerprint
  const here = path.dirname(fileURLToPath(import.meta.url))
  const bundled = path.basename(here) === 'bundle'
  const code = bundled ? here : path.resolve(here, '../..')
  const hash = hashFiles(createHash('sha256'), code, filesUnder(code).filter((f) => /\.[cm]?[jt]sx?$/.test(f) && !f.endsWith('.d.ts')))
  if (!bundled) {
    const lock = path.join(PACKAGE_ROOT, 'package-lock.json')
    hash.update(readFileSync(existsSync(lock) ? lock : path.join(PACKAGE_ROOT, 'package.json')))
  }
  fingerprint = hash.digest('hex')
  return fingerprint
}

/**
 * What an MDX page's output reads besides chemdocs' code (environmentKey), its own text and the
 * files its bundle was made from: the MDX options, and the packages it renders with, which
 * bundle-inputs.ts leaves out of the inputs (React and esbuild by version, the site's own
 * packages by its lock files).
 */
function mdxEnvironmentKey(config: ResolvedConfig): string {
  const hash = createHash('sha256').update(JSON.stringify({ mdx: config.mdx, root: config.root }))
  for (const name of ['react', 'react-dom', 'esbuild']) hash.update(`${name}@${versionOf(name)}\n`)
  for (const lock of ['package-lock.json', 'yarn.lock', 'pnpm-lock.yaml', 'node_modules/.package-lock.json']) {
    try {
      hash.update(lock).update(readFileSync(path.join(config.root, lock)))
    } catch {
      // Not there: nothing to add.
    }
  }
  return hash.digest('hex')
}

function versionOf(name: string): string {
  try {
    return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version
  } catch {
    return 'unknown'
  }
}

/** The stored pages, or none when the file is missing, unreadable or from another environment. */
function readStore(file: string, env: string): { pages: Map<string, StoredPage>; mdx: Map<string, StoredMdx> } {
  try {
    const data = deserialize(readFileSync(file)) as StoreFile
    if (data.env === env && data.pages instanceof Map) return { pages: data.pages, mdx: data.mdx instanceof Map ? data.mdx : new Map() }
  } catch {
    // Missing or damaged: a cache is never worth failing a build for.
  }
  return { pages: new Map(), mdx: new Map() }
}

/** The shell cache an earlier build kept, when made under the same environment; else an empty one. */
function readShell(file: string, env: () => string): ShellCache {
  const cache = createShellCache()
  try {
    if (!existsSync(file)) return cache
    const data = deserialize(readFileSync(file)) as { env: string; last: ShellCache['last'] }
    if (data.env === env() && data.last) cache.last = data.last
  } catch {
    // Damaged: bundled anew.
  }
  return cache
}

/** File facts an earlier build kept; none when missing or damaged. */
function readFacts(file: string): [string, FileFacts][] {
  try {
    const data = deserialize(readFileSync(file)) as unknown
    return Array.isArray(data) ? (data as [string, FileFacts][]) : []
  } catch {
    return []
  }
}

/** Written to a temporary file and renamed, so a killed build never leaves half a store. */
function writeFile(file: string, data: unknown): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true })
    const tmp = `${file}.${process.pid}.tmp`
    writeFileSync(tmp, serialize(data))
    renameSync(tmp, file)
  } catch {
    // A read-only or full disk only costs the next build its head start.
  }
}
