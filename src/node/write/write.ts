import { existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { copyFile, link, mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import pLimit from 'p-limit'
import { isAlive, removeLeftoversOfDeadProcesses } from '../pid.js'
import { ChemdocsError } from '../diagnostics.js'
import { display as displayPath } from '../display-path.js'
import type { CopiedFile, OutputFile } from '../types.js'
import { escapeRegExp } from '../reg-exp.js'
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from './output-folder.js'
import { settledStatKey } from '../file-hash.js'
import { outputStat, outputStatOf, readOutputRecord, sizeInStat, writeOutputRecord, type OutputRecord, type RecordedFiles } from './output-record.js'
import { cleanUpOnSignal } from '../clean-up-on-signal.js'

/** Enough parallel writes to keep libuv's four threads busy, far below any open-file limit. */
const FILES_OPEN_AT_ONCE = 32

/** Where a build puts its files. Files become visible only on `commit()`. */
export interface Writer {
  write(file: OutputFile): void
  /** Writes a copy of a site file (see CopiedFile). */
  copy(file: CopiedFile): void
  /**
   * Takes `file` from the previous output when it was made from the same `key` and is unchanged
   * there, and returns its size; undefined when it must be made (always, for a writer with no
   * previous output).
   */
  reuse?(file: string, key: string): number | undefined
  /** Makes the written files the current output (once every write has finished). */
  commit(): void | Promise<void>
  /** Drops what was written; the previous output stays. */
  abort(): void | Promise<void>
}

/**
 * Output paths come from routes and asset names, which collect keeps inside the site; one that
 * would climb out of the output folder (or name a place outside it) is a chemdocs bug, and is
 * never written.
 */
function checkOutputPath(file: string): void {
  if (path.isAbsolute(file) || file.split(/[\\/]/).includes('..')) throw new Error(`refusing to write ${JSON.stringify(file)}: it is outside the output folder`)
}

/** Keeps the output in memory: for tests and the dev server. */
export class MemoryWriter implements Writer {
  /** The committed output: path -> contents. */
  files = new Map<string, string | Uint8Array>()
  private pending = new Map<string, string | Uint8Array>()

  write(file: OutputFile): void {
    checkOutputPath(file.path)
    this.pending.set(file.path, file.contents)
  }
  /**
   * Read once per CopiedFile: the dev server's static files cache hands the same objects to every
   * rebuild until a file under static/ changes, and a save must not re-read every static file.
   * Images pages show come as new objects with every rebuild: those are kept by path while their
   * stat says they were not written since (see settledStatKey).
   */
  private copies = new WeakMap<CopiedFile, Uint8Array>()
  private copiesByPath = new Map<string, { stat: string; contents: Uint8Array }>()
  copy(file: CopiedFile): void {
    let contents = this.copies.get(file)
    if (!contents) {
      const stat = settledStatKey(file.copyOf)
      const known = this.copiesByPath.get(file.copyOf)
      contents = stat !== undefined && known?.stat === stat ? known.contents : readFileSync(file.copyOf)
      if (stat !== undefined) this.copiesByPath.set(file.copyOf, { stat, contents })
      this.copies.set(file, contents)
    }
    this.write({ path: file.path, contents })
  }
  commit(): void {
    this.changedOnLastCommit = differs(this.files, this.pending)
    this.files = this.pending
    this.pending = new Map()
  }
  /**
   * Whether the last commit changed any file. An editor's save can reach the watcher as two
   * events far enough apart to cause two rebuilds; the second finds nothing new, and open pages
   * need not reload for it.
   */
  changedOnLastCommit = true
  abort(): void {
    this.pending = new Map()
  }
  /** Text of a committed file, or undefined. */
  read(file: string): string | undefined {
    const c = this.files.get(file)
    return c === undefined ? undefined : typeof c === 'string' ? c : Buffer.from(c).toString('utf8')
  }
}

function differs(a: ReadonlyMap<string, string | Uint8Array>, b: ReadonlyMap<string, string | Uint8Array>): boolean {
  if (a.size !== b.size) return true
  for (const [file, contents] of b) if (!sameContents(a.get(file), contents)) return true
  return false
}

export function sameContents(a: string | Uint8Array | undefined, b: string | Uint8Array | undefined): boolean {
  // The same bytes object (a static file or image read once): nothing to compare.
  if (a === b) return true
  if (typeof a === 'string' || typeof b === 'string' || a === undefined || b === undefined) return a === b
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b)
}

/**
 * Writes to a temporary sibling folder and swaps it in on commit, so a failed or interrupted build
 * never leaves a half-written output. A lock file stops two builds from swapping at once.
 */
export class FsWriter implements Writer {
  readonly tmpDir: string
  private readonly oldDir: string
  private readonly lockFile: string
  private locked = false
  private readonly writes: Promise<void>[] = []
  /**
   * At most this many files open at once: a site with more pages than the open-file limit (256 on
   * macOS, 1024 on Linux) failed with EMFILE when every write started at the same time.
   */
  private readonly opening = pLimit(FILES_OPEN_AT_ONCE)
  private readonly folders = new Map<string, Promise<unknown>>()
  private failure: unknown
  /** What the previous build recorded of its output, and what this one made (see output-record.ts). */
  private readonly previous: RecordedFiles
  private readonly made: RecordedFiles = new Map()

  /** `record`: where the builds into this folder keep what they wrote, so that the next one can reuse it. */
  constructor(
    readonly outDir: string,
    private readonly record?: OutputRecord,
  ) {
    this.previous = record ? readOutputRecord(record, outDir) : new Map()
    this.tmpDir = `${outDir}.tmp-${process.pid}`
    this.oldDir = `${outDir}.old-${process.pid}`
    this.lockFile = `${outDir}.lock`
    refuseMountPoint(outDir)
    this.lock()
    try {
      // Under the lock: no other build is swapping, so what a killed build left behind can go.
      recoverInterruptedSwap(outDir)
      removeLeftovers(outDir)
      rmSync(this.tmpDir, { recursive: true, force: true })
      mkdirSync(this.tmpDir, { recursive: true })
      // Tells the next build that this folder is ours to replace (checkOutputFolder).
      writeFileSync(path.join(this.tmpDir, OUTPUT_MARKER), OUTPUT_MARKER_TEXT)
    } catch (error) {
      this.removeTmp()
      throw explainDiskError(error, outDir, this.tmpDir)
    }
  }

  /**
   * Starts writing a file and returns at once: the disk work runs on libuv's thread pool while
   * the build goes on rendering (a third of a cold build's main-thread time was spent in write
   * and mkdir calls). commit() waits for every write; the first failure fails the build.
   */
  write(file: OutputFile): void {
    this.start(file.path, (abs) => writeFile(abs, file.contents), file.key)
  }

  /**
   * Copied by the kernel (copy_file_range), without the bytes passing through this process; taken
   * from the previous output instead while the source has the same stat as when it was copied.
   */
  copy(file: CopiedFile): void {
    const source = this.record ? settledStatKey(file.copyOf) : undefined
    const key = source === undefined ? undefined : `copy\n${file.copyOf}\n${source}`
    if (key !== undefined && this.reuse(file.path, key) !== undefined) return
    this.start(file.path, (abs) => copyFile(file.copyOf, abs), key)
  }

  /**
   * A hard link to the previous output's file, which the commit then removes from the old folder:
   * no bytes are written, and removing the old output frees none. A file system without hard
   * links gets a copy.
   */
  reuse(file: string, key: string): number | undefined {
    const [known, stat] = this.previous.get(file) ?? []
    if (known !== key || stat === undefined) return undefined
    const old = path.join(this.outDir, file)
    if (outputStatOf(old) !== stat) return undefined
    this.made.set(file, [key, stat])
    this.start(file, (abs) => link(old, abs).catch(() => copyFile(old, abs)))
    return sizeInStat(stat)
  }

  /** `key`: what the file is made from, recorded with its stat once written (see reuse). */
  private start(file: string, write: (abs: string) => Promise<void>, key?: string): void {
    if (this.failure !== undefined) throw this.failure
    checkOutputPath(file)
    const abs = path.join(this.tmpDir, file)
    const written = this.folder(path.dirname(abs))
      .then(() => this.opening(async () => {
        await write(abs)
        if (key !== undefined && this.record) this.made.set(file, [key, outputStat(await stat(abs))])
      }))
      .catch((error: unknown) => {
        this.failure ??= explainDiskError(error, this.outDir, path.join(this.outDir, file))
      })
    this.writes.push(written)
  }

  async commit(): Promise<void> {
    await this.settle()
    if (this.failure !== undefined) {
      this.removeTmp()
      throw this.failure
    }
    let movedAside = false
    try {
      if (existsSync(this.outDir)) {
        renameSync(this.outDir, this.oldDir)
        movedAside = true
      }
      renameSync(this.tmpDir, this.outDir)
    } catch (error) {
      // The new output could not be moved in: the previous one goes back where it was. If that
      // fails too, or another program put a folder there meanwhile, say where it is now (the next
      // build would otherwise remove it as a leftover).
      let keptAt: string | undefined
      if (movedAside) {
        try {
          if (existsSync(this.outDir)) keptAt = this.oldDir
          else renameSync(this.oldDir, this.outDir)
        } catch {
          keptAt = this.oldDir
        }
      }
      this.removeTmp()
      throw explainSwapError(error, this.outDir, keptAt)
    }
    if (this.record) writeOutputRecord(this.record, this.outDir, this.made)
    try {
      rmSync(this.oldDir, { recursive: true, force: true })
    } catch {
      // The new output is in place; what is left of the old one goes with the next build's cleanup.
    } finally {
      this.unlock()
    }
  }

  async abort(): Promise<void> {
    await this.settle() // a write still under way would put files back into a removed folder
    this.removeTmp()
  }

  /**
   * Until the returned function is called: Ctrl-C, SIGTERM (docker stop) or SIGHUP (a closed
   * terminal) removes the unfinished output and the lock, then ends the process as the signal
   * would have (exit 130, 143, 129). Without it, `<out>.tmp-<pid>` and the lock stayed until the
   * next build cleared them; the last good output is never touched either way.
   */
  cleanUpOnSignal(): () => void {
    return cleanUpOnSignal(() => this.removeTmp())
  }

  private removeTmp(): void {
    rmSync(this.tmpDir, { recursive: true, force: true })
    this.unlock()
  }

  private async settle(): Promise<void> {
    while (this.writes.length > 0) await Promise.all(this.writes.splice(0))
  }

  /** Each folder is made once, however many files go into it. */
  private folder(dir: string): Promise<unknown> {
    let made = this.folders.get(dir)
    if (!made) {
      made = mkdir(dir, { recursive: true })
      this.folders.set(dir, made)
    }
    return made
  }

  /**
   * Takes `<outDir>.lock`. The pid is written to a file of our own first and then hard-linked to
   * the lock name, so the lock never exists without its holder's pid (a build that created it
   * empty and was about to write would otherwise look stale to a second build, and both would
   * swap). A lock whose holder is dead is moved aside under a name of our own before it is
   * dropped, so two builds cannot both clear it and then each take a fresh one.
   */
  private lock(): void {
    mkdirSync(path.dirname(this.lockFile), { recursive: true })
    const mine = `${this.lockFile}.${process.pid}`
    try {
      writeFileSync(mine, String(process.pid))
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          createLock(mine, this.lockFile)
          this.locked = true
          return
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
        }
        const shown = displayPath(this.lockFile)
        if (!isFileOrGone(this.lockFile)) {
          throw new ChemdocsError('invalid-usage', `${shown} should be the lock file of the build, but it is a folder (or another thing that is not a file)`, {
            hint: `chemdocs keeps its lock in ${shown}; move or remove what is there (rm -r ${shellWord(shown)}), then build again`,
          })
        }
        const holder = readHolder(this.lockFile)
        if (holder === 'busy' || (holder !== undefined && holder !== process.pid && isAlive(holder))) {
          throw new ChemdocsError('invalid-usage', `another chemdocs build${holder === 'busy' ? '' : ` (pid ${holder})`} is writing ${this.outDir}`, {
            hint: `wait for it to finish, or build into another folder with --out-dir. If no chemdocs build is running (the pid may belong to another program now), the lock is left over: delete ${shown} (rm ${shellWord(shown)}) and build again`,
          })
        }
        dropStaleLock(this.lockFile, holder)
      }
      throw new ChemdocsError('invalid-usage', `could not take the lock ${this.lockFile}: other builds keep taking it`, {
        hint: 'wait for the other builds to finish, or build into another folder with --out-dir',
      })
    } catch (error) {
      throw error instanceof ChemdocsError ? error : explainDiskError(error, this.outDir, this.lockFile)
    } finally {
      rmSync(mine, { force: true })
    }
  }

  /** Drops the lock only while it is ours: a lock taken over by another build stays. */
  private unlock(): void {
    if (this.locked && readHolder(this.lockFile) === process.pid) rmSync(this.lockFile, { force: true })
    this.locked = false
  }
}

/**
 * Creates the lock file with the pid already in it, atomically: a hard link to our pid file. File
 * systems without hard links (FAT, some network shares) get an exclusive create and then the pid;
 * for the moment in between, readHolder takes the empty file as held.
 */
function createLock(pidFile: string, lockFile: string): void {
  try {
    linkSync(pidFile, lockFile)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EOPNOTSUPP') throw error
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
    } catch (failure) {
      // Created, but a full disk had no room for the pid: not a lock anyone should wait for.
      if ((failure as NodeJS.ErrnoException).code !== 'EEXIST') rmSync(lockFile, { force: true })
      throw failure
    }
  }
}

/** False when something other than a file (a folder, say) sits at the path. */
function isFileOrGone(file: string): boolean {
  try {
    return lstatSync(file).isFile()
  } catch {
    return true
  }
}

/** A path as a shell command takes it. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`
}

/** A lock file with no pid yet, younger than this, is taken to be held (see readHolder). */
const EMPTY_LOCK_GRACE_MS = 10_000

/**
 * The pid in a lock file; undefined when the file is gone or stale without a pid; 'busy' for a
 * lock with no pid yet that is too young to call stale (written by an older chemdocs, which
 * created the file first and wrote the pid after).
 */
function readHolder(lockFile: string): number | 'busy' | undefined {
  let text: string
  let age: number
  try {
    text = readFileSync(lockFile, 'utf8')
    age = Date.now() - statSync(lockFile).mtimeMs
  } catch {
    return undefined
  }
  const pid = Number(text.trim())
  if (Number.isInteger(pid) && pid > 0) return pid
  return age < EMPTY_LOCK_GRACE_MS ? 'busy' : undefined
}

/**
 * Removes a stale lock: renamed first (only one build can rename a given file), then checked;
 * when a live build's fresh lock was caught instead, it is linked back.
 */
function dropStaleLock(lockFile: string, staleHolder: number | undefined): void {
  const aside = `${lockFile}.stale-${process.pid}`
  try {
    renameSync(lockFile, aside)
  } catch {
    return // gone already: another build cleared it
  }
  const caught = readHolder(aside)
  if (caught !== staleHolder && caught !== undefined && caught !== 'busy' && isAlive(caught)) {
    try {
      linkSync(aside, lockFile)
    } catch {
      /* a third build has locked meanwhile; ours will fail to link and report it */
    }
  }
  rmSync(aside, { force: true })
}

/** Why a file could not be written, for problems of the disk rather than of chemdocs. */
const DISK_PROBLEMS: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'read-only file system',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
}

/**
 * A full disk (or a read-only or forbidden folder) is the user's to fix, not a chemdocs bug: one
 * line naming the problem and the file, no stack. Any other error is passed on as it is.
 */
function explainDiskError(error: unknown, outDir: string, file: string): unknown {
  const code = (error as NodeJS.ErrnoException).code ?? ''
  const problem = DISK_PROBLEMS[code]
  if (!problem) return error
  const rel = (p: string) => path.relative(process.cwd(), p) || '.'
  const fix = code === 'ENOSPC' || code === 'EDQUOT' ? `free some space on the disk that holds ${rel(outDir)}` : `make ${rel(path.dirname(outDir))} writable`
  return new ChemdocsError('invalid-usage', `${problem} while writing ${rel(file)}; the previous output in ${rel(outDir)} was left unchanged`, {
    hint: `${fix}, or build into another folder with --out-dir`,
  })
}

/**
 * Why the finished output could not replace the old one. A folder that appeared at the output path
 * meanwhile (another program, or a build that ignored the lock) is a usage problem, not a bug.
 */
function explainSwapError(error: unknown, outDir: string, keptAt: string | undefined): unknown {
  const code = (error as NodeJS.ErrnoException).code ?? ''
  if (code === 'EBUSY' || code === 'EXDEV') return mountPointError(outDir, `the new output was dropped and the previous one left${keptAt ? ` in ${path.relative(process.cwd(), keptAt)}` : ' unchanged'}`)
  const explained = code !== 'ENOTEMPTY' && code !== 'EEXIST' ? explainDiskError(error, outDir, outDir) : undefined
  if (explained && !(explained instanceof ChemdocsError)) return explained
  const rel = path.relative(process.cwd(), outDir) || '.'
  const kept = keptAt ? `; the previous output is in ${path.relative(process.cwd(), keptAt)}, move it back if you need it (the next build removes it)` : ''
  if (explained instanceof ChemdocsError) return keptAt ? new ChemdocsError(explained.ruleId, explained.message + kept, explained.hint === undefined ? {} : { hint: explained.hint }) : explained
  return new ChemdocsError('invalid-usage', `${rel} was written by another program while chemdocs built the site; the new output was dropped${kept}`, {
    hint: 'run the build again once nothing else writes there, or build into another folder with --out-dir',
  })
}

/**
 * Every build replaces its output folder whole, by renaming; a folder that is a mount point (a
 * Docker `-v ./public:/site/dist`) cannot be renamed (EBUSY), so such a build would fail only at
 * its very end. Said before any work is done, with the way out.
 */
function refuseMountPoint(outDir: string): void {
  if (!isMountPoint(outDir)) return
  throw mountPointError(outDir, 'nothing was built')
}

function mountPointError(outDir: string, what: string): ChemdocsError {
  const rel = path.relative(process.cwd(), outDir) || '.'
  return new ChemdocsError('invalid-usage', `${rel} is a mount point (or held by another program), which chemdocs cannot replace as it replaces its output folder with every build; ${what}`, {
    hint: `mount the folder above it instead, or build into a folder inside it: --out-dir ${path.join(rel, 'site')}`,
  })
}

/**
 * Whether a folder is a mount point: on Linux, listed in /proc/self/mountinfo (a bind mount of a
 * folder on the same disk has the same device number as its parent); elsewhere, on another device
 * than its parent.
 */
function isMountPoint(dir: string): boolean {
  let real: string
  try {
    real = realpathSync(dir)
  } catch {
    return false // no output folder yet
  }
  try {
    const unescape = (p: string) => p.replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)))
    return readFileSync('/proc/self/mountinfo', 'utf8').split('\n').some((line) => unescape(line.split(' ')[4] ?? '') === real)
  } catch {
    try {
      return statSync(real).dev !== statSync(path.dirname(real)).dev
    } catch {
      return false
    }
  }
}

/**
 * A build killed between the two renames of a swap left the previous output aside as
 * `<outDir>.old-<pid>` and no `<outDir>`: put it back.
 */
function recoverInterruptedSwap(outDir: string): void {
  if (existsSync(outDir)) return
  const parent = path.dirname(outDir)
  if (!existsSync(parent)) return
  const prefix = `${path.basename(outDir)}.old-`
  const old = readdirSync(parent).find((n) => n.startsWith(prefix))
  if (old) renameSync(path.join(parent, old), outDir)
}

/**
 * Removes what builds that were killed left next to the output: `<outDir>.tmp-<pid>` and
 * `<outDir>.old-<pid>` folders and `<outDir>.lock.<pid>` / `.lock.stale-<pid>` files.
 */
function removeLeftovers(outDir: string): void {
  const parent = path.dirname(outDir)
  if (!existsSync(parent)) return
  removeLeftoversOfDeadProcesses(parent, new RegExp(`^${escapeRegExp(path.basename(outDir))}\\.(?:tmp-|old-|lock\\.|lock\\.stale-)(\\d+)$`))
}

