import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ChemdocsError } from './diagnostics.js'
import type { OutputFile } from './types.js'

/** Where a build puts its files. Files become visible only on `commit()`. */
export interface Writer {
  write(file: OutputFile): void
  /** Makes the written files the current output. */
  commit(): void
  /** Drops what was written; the previous output stays. */
  abort(): void
}

/** Keeps the output in memory: for tests and the dev server. */
export class MemoryWriter implements Writer {
  /** The committed output: path -> contents. */
  files = new Map<string, string | Uint8Array>()
  private pending = new Map<string, string | Uint8Array>()

  write(file: OutputFile): void {
    this.pending.set(file.path, file.contents)
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

  constructor(readonly outDir: string) {
    this.tmpDir = `${outDir}.tmp-${process.pid}`
    this.oldDir = `${outDir}.old-${process.pid}`
    this.lockFile = `${outDir}.lock`
    recoverInterruptedSwap(outDir)
    this.lock()
    try {
      rmSync(this.tmpDir, { recursive: true, force: true })
      mkdirSync(this.tmpDir, { recursive: true })
    } catch (error) {
      this.abort()
      throw explainDiskError(error, outDir, this.tmpDir)
    }
  }

  write(file: OutputFile): void {
    const abs = path.join(this.tmpDir, file.path)
    try {
      mkdirSync(path.dirname(abs), { recursive: true })
      writeFileSync(abs, file.contents)
    } catch (error) {
      throw explainDiskError(error, this.outDir, path.join(this.outDir, file.path))
    }
  }

  commit(): void {
    try {
      if (existsSync(this.outDir)) renameSync(this.outDir, this.oldDir)
      renameSync(this.tmpDir, this.outDir)
      rmSync(this.oldDir, { recursive: true, force: true })
    } finally {
      this.unlock()
    }
  }

  abort(): void {
    rmSync(this.tmpDir, { recursive: true, force: true })
    this.unlock()
  }

  private lock(): void {
    mkdirSync(path.dirname(this.lockFile), { recursive: true })
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        writeFileSync(this.lockFile, String(process.pid), { flag: 'wx' })
        this.locked = true
        return
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
          rmSync(this.lockFile, { force: true }) // created, but a full disk had no room for the pid
          throw explainDiskError(error, this.outDir, this.lockFile)
        }
        const holder = Number(readFileSync(this.lockFile, 'utf8'))
        if (holder && holder !== process.pid && isAlive(holder)) {
          throw new ChemdocsError('invalid-usage', `another chemdocs build (pid ${holder}) is writing ${this.outDir}`, {
            hint: 'wait for it to finish, or build into another folder with --out-dir',
          })
        }
        rmSync(this.lockFile, { force: true }) // stale lock of a killed build
      }
    }
  }

  private unlock(): void {
    if (this.locked) rmSync(this.lockFile, { force: true })
    this.locked = false
  }
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

/** A build killed between the two renames of a swap left the old output aside: put it back. */
function recoverInterruptedSwap(outDir: string): void {
  if (existsSync(outDir)) return
  const parent = path.dirname(outDir)
  if (!existsSync(parent)) return
  const prefix = `${path.basename(outDir)}.old-`
  const old = readdirSync(parent).find((n) => n.startsWith(prefix))
  if (old) renameSync(path.join(parent, old), outDir)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
