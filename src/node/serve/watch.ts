import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { watch, type FSWatcher } from 'chokidar'
import { PACKAGE_ROOT } from '../render/bundle.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import { SIDEBARS_FILES } from '../collect/sidebars-file.js'

/**
 * What a change means for the dev server: `config` reloads the config and rebuilds everything,
 * `client` re-bundles the browser code, `content` rebuilds what the files affect, `static` only
 * copies the files.
 */
export type ChangeKind = 'config' | 'client' | 'content' | 'static'

/** chokidar's events for files and folders. */
export type FileEvent = 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir'
const FILE_EVENTS = new Set<string>(['add', 'change', 'unlink', 'addDir', 'unlinkDir'])

/** One file event. */
export interface FileChange {
  event: FileEvent
  /** Absolute path. */
  file: string
}

/** A burst of changes, classified. */
export interface ChangeBatch {
  config: boolean
  client: boolean
  content: FileChange[]
  static: FileChange[]
}

/** The folders and files the dev server watches. */
export interface WatchTargets {
  configFile: string
  /**
   * Where a Docusaurus sidebars file may be (sidebars-file.ts): creating, editing or removing one
   * changes the build's warnings, so it counts as a config change.
   */
  sidebarsFiles: string[]
  docsDir: string
  staticDir: string
  /** Browser code and templates; watched only when serving chemdocs' own site (see watchTargets). */
  clientDirs: string[]
  /** The MDX components folder (config `mdx.componentsDir`): its files are content. */
  componentsDir?: string
  /** The site's pages folder, theme overrides and custom CSS folders, made yet or not: their files are content. */
  siteDirs?: string[]
  /**
   * What the config finds by itself when it exists but names not (src/components,
   * src/css/custom.css), not made yet: making it changes the resolved config, so it is a config change.
   */
  defaultPaths?: string[]
}

/**
 * Templates and client code belong to the chemdocs package, not to a site: they change only
 * while chemdocs itself is being developed, that is when the site is the package's own.
 */
export function watchTargets(config: ResolvedConfig): WatchTargets {
  const own = path.resolve(config.root) === path.resolve(PACKAGE_ROOT)
  const clientDirs = own ? ['templates', 'src/client', 'src/shared'].map((d) => path.join(PACKAGE_ROOT, d)) : []
  // A components folder inside docs/ is watched with it already.
  const { componentsDir } = config.mdx
  const outside = componentsDir !== undefined && !isInside(config.docsDir, componentsDir)
  // Every docs folder's sidebars file; the other docs folders are built afresh on every rebuild.
  const sidebarsFiles = [...SIDEBARS_FILES.map((name) => path.join(config.root, name)), ...[config.docs, ...config.docsInstances.map((i) => i.docs)].flatMap((d) => (d.sidebarPath !== undefined ? [d.sidebarPath] : []))]
  const blogDir = config.blog ? [path.resolve(config.root, config.blog.path)] : []
  const siteDirs = [...new Set([config.pagesDir, config.themeDir, ...blogDir, ...config.docsInstances.map((i) => i.docsDir), ...config.customCss.map((f) => path.dirname(f))])].filter((d) => !isInside(config.docsDir, d))
  // Resolved only when present (config.ts): none is configured, else it would exist.
  const defaultPaths = [...(componentsDir === undefined ? ['src/components'] : []), ...(config.customCss.length === 0 ? ['src/css/custom.css'] : [])].map((p) => path.join(config.root, p))
  return { configFile: config.configFile, sidebarsFiles, docsDir: config.docsDir, staticDir: config.staticDir, clientDirs, ...(outside && { componentsDir }), ...(siteDirs.length > 0 && { siteDirs }), ...(defaultPaths.length > 0 && { defaultPaths }) }
}

/** chokidar ignores further 'change' events of a file for this long after one. */
const CHOKIDAR_CHANGE_THROTTLE_MS = 50

/**
 * What a file looks like from outside: its mtime and size. The size too, since a file created and
 * then written within one tick of the file system's clock keeps its mtime.
 */
function signatureOf(file: string): string | undefined {
  try {
    const stat = statSync(file, { bigint: true })
    return `${stat.mtimeNs}:${stat.size}`
  } catch {
    return undefined
  }
}

const isInside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep)

/** Which kind of change a file is; undefined for files the dev server does not care about. */
export function classifyChange(file: string, targets: WatchTargets): ChangeKind | undefined {
  if (file === targets.configFile || targets.sidebarsFiles.includes(file)) return 'config'
  if (targets.defaultPaths?.some((p) => isInside(p, file))) return 'config'
  if (targets.clientDirs.some((d) => isInside(d, file))) return 'client'
  if (isInside(targets.docsDir, file) || (targets.componentsDir && isInside(targets.componentsDir, file))) return 'content'
  if (targets.siteDirs?.some((d) => isInside(d, file))) return 'content'
  if (isInside(targets.staticDir, file)) return 'static'
  return undefined
}

/** Editor droppings: dotfiles, backups, swap files and vim's write test file '4913'. */
export function isIgnoredFile(file: string): boolean {
  const name = path.basename(file)
  // vim (.swp, ~, 4913), emacs (#x#, .#x), JetBrains (___jb_tmp___), Kate, nano, gedit (.goutputstream)
  return name.startsWith('.') || name.endsWith('~') || /\.(sw[a-p]|tmp|bak|kate-swp|crswap|save)$/.test(name) || /^#.*#$/.test(name) || /___jb_(tmp|old)___$/.test(name) || name === '4913' || name === 'node_modules'
}

/** Classifies a list of changes into a batch; unknown files are dropped. */
export function toBatch(changes: readonly FileChange[], targets: WatchTargets): ChangeBatch {
  const batch: ChangeBatch = { config: false, client: false, content: [], static: [] }
  for (const change of changes) {
    const kind = classifyChange(change.file, targets)
    if (kind === 'config') batch.config = true
    else if (kind === 'client') batch.client = true
    else if (kind) batch[kind].push(change)
  }
  return batch
}

/** One batch holding both (changes that arrive while a rebuild runs wait for the next one). */
export function mergeBatches(a: ChangeBatch, b: ChangeBatch): ChangeBatch {
  return { config: a.config || b.config, client: a.client || b.client, content: [...a.content, ...b.content], static: [...a.static, ...b.static] }
}

/** True when a batch holds nothing the dev server acts on. */
export function isEmptyBatch(b: ChangeBatch): boolean {
  return !b.config && !b.client && b.content.length === 0 && b.static.length === 0
}

/** How events are grouped into batches. */
export interface BatchTiming {
  /** Flush once no event came for this long. An editor's save is a burst within a few ms. */
  quietMs: number
  /** ... but never later than this after the first event of a burst. */
  maxWaitMs: number
  /**
   * While events never pause (a branch switch, a formatter run over the docs), each forced flush
   * doubles the wait of the next, up to this; the first quiet flush resets it. A stream of saves
   * over a second then costs a handful of rebuilds, not one every maxWaitMs. Unset: no back-off.
   */
  maxBackoffMs?: number
}

/** Short enough to keep a save-to-reload under 50 ms, long enough for an editor's write burst. */
export const DEFAULT_BATCH_TIMING: BatchTiming = { quietMs: 5, maxWaitMs: 50, maxBackoffMs: 400 }

/** Collects events and hands them over in bursts (see BatchTiming). */
export function createBatcher(onFlush: (changes: FileChange[]) => void, timing: BatchTiming = DEFAULT_BATCH_TIMING) {
  let changes: FileChange[] = []
  let quiet: NodeJS.Timeout | undefined
  let deadline: NodeJS.Timeout | undefined
  let wait = timing.maxWaitMs
  const flush = (forced = false) => {
    clearTimeout(quiet)
    clearTimeout(deadline)
    quiet = deadline = undefined
    wait = forced ? Math.min(wait * 2, Math.max(timing.maxBackoffMs ?? 0, timing.maxWaitMs)) : timing.maxWaitMs
    if (changes.length === 0) return
    const out = changes
    changes = []
    onFlush(out)
  }
  return {
    add(change: FileChange) {
      changes.push(change)
      clearTimeout(quiet)
      quiet = setTimeout(flush, timing.quietMs)
      deadline ??= setTimeout(() => flush(true), wait)
    },
    flush: () => flush(),
    cancel() {
      clearTimeout(quiet)
      clearTimeout(deadline)
      changes = []
    },
  }
}

/** A running watcher. */
export interface SourceWatcher {
  targets: WatchTargets
  close(): Promise<void>
}

/** Options of watchSources. */
export interface WatchOptions {
  timing?: BatchTiming
  /** Watcher errors after start-up (a folder became unreadable, say). */
  onError?: (error: unknown) => void
}

/**
 * Watches docs/, static/, the config file, a sidebars file (and client code, see watchTargets) with chokidar and
 * calls `onBatch` with each classified burst of changes. Resolves once the initial scan is done.
 */
export async function watchSources(config: ResolvedConfig, onBatch: (batch: ChangeBatch) => void, options: WatchOptions = {}): Promise<SourceWatcher> {
  const targets = watchTargets(config)
  const batcher = createBatcher((changes) => {
    const batch = toBatch(changes, targets)
    if (!isEmptyBatch(batch)) onBatch(batch)
  }, options.timing)
  const watcher = watch([targets.configFile, targets.docsDir, targets.staticDir, ...targets.clientDirs, ...(targets.componentsDir ? [targets.componentsDir] : []), ...(targets.siteDirs ?? []).filter((d) => existsSync(d))], {
    ignoreInitial: true,
    ignored: (file: string) => isIgnoredFile(file),
  })
  const rechecks = new Map<string, NodeJS.Timeout>()
  // chokidar drops a second 'change' of a file within 50 ms of the first (it throttles instead of
  // debouncing), so a quick second save would be lost: look at the file again after that window.
  // So after an 'add': the file may have been created empty and written a moment later.
  const recheck = (file: string) => {
    const seen = signatureOf(file)
    clearTimeout(rechecks.get(file))
    const timer = setTimeout(() => {
      rechecks.delete(file)
      if (signatureOf(file) === seen) return
      batcher.add({ event: 'change', file })
      recheck(file)
    }, CHOKIDAR_CHANGE_THROTTLE_MS + 20)
    timer.unref()
    rechecks.set(file, timer)
  }
  const watchers = [watcher]
  const onEvent = (event: string, file: string) => {
    if (!FILE_EVENTS.has(event)) return
    const abs = path.resolve(file)
    batcher.add({ event: event as FileEvent, file: abs })
    if (event === 'change' || event === 'add') recheck(abs)
  }
  // A sidebars file may not exist yet, and chokidar stops reporting when given a path that does
  // not exist: its folder is watched one level deep, for those names only. So are the folders
  // holding the watched folders, to see one of them made again. A folder not made yet (src/pages,
  // src/components, src/css) is taken over once it appears, by the identity check below when its
  // parent is not there either.
  const defaultDirs = (targets.defaultPaths ?? []).map((p) => (path.extname(p) ? path.dirname(p) : p))
  const folders = [...new Set([targets.docsDir, targets.staticDir, ...(targets.componentsDir ? [targets.componentsDir] : []), ...(targets.siteDirs ?? []), ...defaultDirs])]
  const parents = [...new Set([path.dirname(targets.sidebarsFiles[0]!), ...folders.map((d) => path.dirname(d))])].filter((d) => existsSync(d))
  const wanted = new Set([...parents, ...targets.sidebarsFiles, ...folders])
  const topWatcher = watch(parents, { depth: 0, ignoreInitial: true, ignored: (file: string) => !wanted.has(path.resolve(file)) })
  watcher.on('all', onEvent)
  // A watched folder that was deleted and made again (`rm -rf docs; mkdir docs; cp …`) is lost to
  // its watcher for good: a fresh one takes it over, reporting what is in it already. chokidar's
  // events about the folder itself can be missed when it comes back within its own bookkeeping of
  // the removal (seen under load), so each folder's identity (its inode) is also looked at every
  // 250 ms: a few stat calls.
  const fresh = new Map<string, FSWatcher>()
  const inodeOf = (folder: string) => {
    try {
      return statSync(folder).ino
    } catch {
      return undefined
    }
  }
  const watchedInode = new Map(folders.map((folder) => [folder, inodeOf(folder)]))
  // One take-over at a time per folder, the old watcher closed before the new one starts: chokidar
  // shares its fs.watch handles between watchers of one path, so closing the old one after the new
  // one started would close the new one's handle too, and its events would stop for good.
  const queue = new Map<string, Promise<void>>()
  const takeOver = (folder: string, force = false) => {
    const ino = inodeOf(folder)
    if (!force && ino === watchedInode.get(folder)) return
    watchedInode.set(folder, ino)
    const previous = fresh.get(folder)
    fresh.delete(folder)
    const next = (queue.get(folder) ?? Promise.resolve()).then(async () => {
      await previous?.close()
      // The first watcher's handle on the removed folder lingers in chokidar's table of handles by
      // path, and a new watcher of that path would be given the dead one: let go of it first.
      watcher.unwatch(folder)
      // A later take-over of the same folder has started after this one: it is the one to keep.
      if (closed || watchedInode.get(folder) !== ino || ino === undefined || fresh.has(folder)) return
      const w: FSWatcher = watch(folder, { ignoreInitial: false, ignored: (f: string) => isIgnoredFile(f) })
      w.on('all', onEvent).on('error', (error) => options.onError?.(error))
      fresh.set(folder, w)
      watchers.push(w)
    })
    queue.set(folder, next.catch(() => undefined))
  }
  let closed = false
  const identityCheck = setInterval(() => folders.forEach((folder) => takeOver(folder)), 250)
  identityCheck.unref()
  // The events say it at once, and a folder made again may get the inode number just freed, which
  // the identity check alone would take for the folder it knew.
  const onFolderEvent = (event: string, file: string) => {
    const abs = path.resolve(file)
    if (!folders.includes(abs)) return
    if (event === 'unlinkDir') watchedInode.set(abs, undefined)
    if (event === 'addDir' || event === 'unlinkDir') takeOver(abs, event === 'addDir' && !fresh.has(abs))
  }
  topWatcher.on('all', (event, file) => {
    onEvent(event, file)
    onFolderEvent(event, file)
  })
  watcher.on('all', onFolderEvent)
  watchers.push(topWatcher)
  const started = [...watchers]
  await Promise.all(
    started.map(
      (w) =>
        new Promise<void>((resolve, reject) => {
          w.once('ready', () => resolve())
          w.once('error', reject)
        }),
    ),
  )
  for (const w of started) w.on('error', (error) => options.onError?.(error))
  return {
    targets,
    async close() {
      closed = true
      batcher.cancel()
      rechecks.forEach((t) => clearTimeout(t))
      clearInterval(identityCheck)
      await Promise.all(watchers.map((w) => w.close()))
    },
  }
}
