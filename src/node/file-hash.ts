import type { Hash } from 'node:crypto'
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
