import { createHash, type Hash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
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

/** The SHA-256 of a file's bytes, hex; undefined when it cannot be read (gone, a folder). */
export function contentHash(file: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex')
  } catch {
    return undefined
  }
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
