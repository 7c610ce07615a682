import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleClient, PACKAGE_ROOT, type BundleMode, type Manifest } from './bundle.js'
import { filesUnder, hashFiles } from '../file-hash.js'
import type { OutputFile } from '../types.js'

/**
 * The browser bundle is the same for every site (it holds chemdocs' own client and templates), so
 * `npm run compile` makes it once, beside the compiled code, and a build only reads it: bundling
 * costs a build about 0.4 s of CPU, on cores the page transform has filled. Code run from the
 * TypeScript sources (tests) never reads it and bundles afresh, so comparing a CLI build with an
 * in-process one also checks that the prebuilt bundle is what bundling gives now.
 */
const PREBUILT_DIR = path.join(PACKAGE_ROOT, 'lib/client')
const RUNS_COMPILED = fileURLToPath(import.meta.url).startsWith(path.join(PACKAGE_ROOT, 'lib') + path.sep)

interface PrebuiltIndex {
  manifest: Manifest
  files: string[]
  /** A hash of the sources it was bundled from. */
  sources: string
  /** A hash of package-lock.json when it was bundled (an installed package has no lock file). */
  lock?: string
}

/**
 * Everything the browser bundle is made from: the client, the templates and the code they share
 * with Node. An edit to any of them (say a template, followed by `tsc -b` alone) makes builds
 * bundle afresh rather than serve the stale copy.
 */
const SOURCE_DIRS = ['src/client', 'src/shared', 'templates']

function sourcesFingerprint(root: string): string {
  const files = SOURCE_DIRS.flatMap((dir) => filesUnder(path.join(root, dir)).map((f) => path.join(dir, f)))
  // Contents, not times: a checkout or a copy changes times alone (about 1 MB, a few ms to hash).
  return hashFiles(createHash('sha1'), root, files).digest('hex')
}

/**
 * The locked package versions, kept apart from the sources: npm never packs package-lock.json, so
 * an installed chemdocs has none and then trusts the bundle it was packed with.
 */
function lockFingerprint(root: string): string | undefined {
  const lock = path.join(root, 'package-lock.json')
  return existsSync(lock) ? createHash('sha1').update(readFileSync(lock)).digest('hex') : undefined
}

/** Writes both modes' bundles to lib/client/<mode>/ (`npm run compile` calls this). */
export async function writePrebuiltClient(): Promise<void> {
  rmSync(PREBUILT_DIR, { recursive: true, force: true })
  for (const mode of ['production', 'dev'] as const) {
    const { files, manifest } = await bundleClient(mode)
    const dir = path.join(PREBUILT_DIR, mode)
    for (const f of files) {
      mkdirSync(path.dirname(path.join(dir, f.path)), { recursive: true })
      writeFileSync(path.join(dir, f.path), f.contents)
    }
    // Written last: a compile stopped half-way leaves no index, and builds bundle afresh.
    const lock = lockFingerprint(PACKAGE_ROOT)
    const index: PrebuiltIndex = { manifest, files: files.map((f) => f.path), sources: sourcesFingerprint(PACKAGE_ROOT), ...(lock && { lock }) }
    writeFileSync(path.join(dir, 'index.json'), JSON.stringify(index))
  }
}

/**
 * The prebuilt bundle of `mode`; undefined when running from sources, never made, or its sources
 * or locked versions changed since. `root` is the package root (tests pass a copy of it).
 */
export function readPrebuiltClient(mode: BundleMode, root = PACKAGE_ROOT): { files: OutputFile[]; manifest: Manifest } | undefined {
  const dir = path.join(root, 'lib/client', mode)
  if (!RUNS_COMPILED || !existsSync(path.join(dir, 'index.json'))) return undefined
  const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as PrebuiltIndex
  if (index.sources !== sourcesFingerprint(root)) return undefined
  const lock = lockFingerprint(root)
  if (lock !== undefined && index.lock !== lock) return undefined
  return { manifest: index.manifest, files: index.files.map((p) => ({ path: p, contents: readFileSync(path.join(dir, p)) })) }
}
