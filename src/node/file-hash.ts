import { createHash, type Hash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, type Stats } from 'node:fs'
import path from 'node:path'

/** Every file under `dir` (all depths), as paths relative to it. */
export function filesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => statSync(path.join(dir, f)).isFile())
}

/**
 * Feeds files into `hash` in sorted order, each as its path (relative to `root`, as given) then
 * its bytes, so that a fingerprint changes with any content or name. Missing files are skipped.
 */
export function hashFiles(hash: Hash, root: string, files: readonly string[]): Hash {
  for (const f of [...files].sort()) {
    const abs = path.join(root, f)
    if (existsSync(abs) && statSync(abs).isFile()) hash.update(f).update(readFileSync(abs))
  }
  return hash
}

/**
 * What is known of a file's content: its SHA-256 (hex) and what a caller measured from its bytes
 * (an image's pixel size), valid while the file's stat is `stat`.
 */
export interface FileFacts {
  stat: string
  /** The file's size in bytes. */
  size: number
  hash: string
  measured?: Record<string, number>
}

/**
 * Facts of files hashed by this process or, through the page store, by an earlier build: a warm
 * build of a site with 100 MB of images then reads none of them. Trusted, as git trusts its index,
 * while the file's size, inode, mtime and ctime are unchanged (every write changes ctime), and
 * only for files that had been left alone for a while when hashed: two writes of the same size
 * within one clock tick of the file system show the same times.
 */
const known = new Map<string, FileFacts>()
let added = 0

/** How long a file must have been left alone for its stat to stand for its content. */
const SETTLED_MS = 2000

function statKey(st: Stats): string {
  return `${st.size}:${st.ino}:${st.mtimeMs}:${st.ctimeMs}`
}

/**
 * A file's facts: from the memo while its stat is unchanged, else read (and measured by `measure`,
 * given its bytes) anew; undefined when it cannot be read (gone, a folder, a pipe or device).
 */
export function factsOf(file: string, measure?: (contents: Buffer) => Record<string, number>): FileFacts | undefined {
  let st: Stats
  try {
    st = statSync(file)
  } catch {
    return undefined
  }
  // Never opened unless regular: reading a named pipe or a device blocks for ever (a page's
  // problem image is still asked about by the stages that re-add a finished page's images).
  if (!st.isFile()) return undefined
  const stat = statKey(st)
  const memo = known.get(file)
  if (memo?.stat === stat && (!measure || memo.measured)) return memo
  let contents: Buffer
  try {
    contents = readFileSync(file)
  } catch {
    return undefined
  }
  const facts: FileFacts = { stat, size: st.size, hash: createHash('sha256').update(contents).digest('hex'), ...(measure && { measured: measure(contents) }) }
  // A file written just now may be written again within the same tick: never trusted by its stat.
  if (Date.now() - Math.max(st.mtimeMs, st.ctimeMs) > SETTLED_MS) {
    known.set(file, facts)
    added++
  } else known.delete(file)
  return facts
}

/**
 * A file's stat key (size, inode, mtime, ctime) when it has been left alone long enough for the key
 * to stand for its content (see factsOf); undefined for a file written just now, or unreadable.
 */
export function settledStatKey(file: string): string | undefined {
  try {
    const st = statSync(file)
    return Date.now() - Math.max(st.mtimeMs, st.ctimeMs) > SETTLED_MS ? statKey(st) : undefined
  } catch {
    return undefined
  }
}

/** The memo's entries, for the page store to keep, and how many this process added (none: nothing to save). */
export function knownFacts(): { entries: [string, FileFacts][]; added: number } {
  return { entries: [...known], added }
}

/** Entries an earlier build kept (see knownFacts); those of files hashed since stay. */
export function rememberFacts(entries: Iterable<[string, FileFacts]>): void {
  // An entry of another shape (kept by another chemdocs) is left out: its file is read again.
  for (const [file, facts] of entries) if (!known.has(file) && typeof facts?.size === 'number') known.set(file, facts)
}

/** The SHA-256 of a file's bytes, hex; undefined when it cannot be read (gone, a folder). */
export function contentHash(file: string): string | undefined {
  return factsOf(file)?.hash
}

/**
 * The content hash of each file, to tell later whether any changed (see filesUnchanged). Hashes,
 * not times: a save that leaves the bytes as they were changes nothing.
 */
export function contentHashes(files: Iterable<string>): Map<string, string | undefined> {
  return new Map([...new Set(files)].map((file) => [file, contentHash(file)]))
}

/** True when every file still has the content hash it had (a gone file had none). */
export function filesUnchanged(hashes: ReadonlyMap<string, string | undefined>): boolean {
  for (const [file, hash] of hashes) if (contentHash(file) !== hash) return false
  return true
}

/**
 * When a stage starts, to pass to modifiedSince once it is done: the wall clock, rounded up to the next
 * millisecond. A file's times come from the wall clock too (a coarse one, never ahead), so a file
 * written before this call never counts as modified since it. performance.timeOrigin + now() is
 * not used: it follows the monotonic clock, which drifts from the wall clock in a long-lived
 * process (a CI run saw a file written before a build count as written during it).
 */
export function stageStart(): number {
  return Date.now() + 1
}

/**
 * True when a file was modified at or after `time` (ms since the epoch), or cannot be read: what a
 * stage made from it while it was being saved must not be kept.
 */
export function modifiedSince(file: string, time: number): boolean {
  try {
    return statSync(file).mtimeMs >= time
  } catch {
    return true
  }
}
