import { existsSync, realpathSync } from 'node:fs'
import path from 'node:path'

/**
 * The real path of a file or folder, symbolic links resolved; for a path that does not exist
 * (yet), its nearest existing ancestor is resolved and the rest kept. Containment checks compare
 * real paths, so a link cannot smuggle a place in or out.
 */
export function realPathOf(p: string): string {
  const abs = path.resolve(p)
  const rest: string[] = []
  let at = abs
  for (;;) {
    if (existsSync(at)) {
      try {
        return path.join(realpathSync(at), ...rest.reverse())
      } catch {
        return abs
      }
    }
    const parent = path.dirname(at)
    if (parent === at) return abs
    rest.push(path.basename(at))
    at = parent
  }
}

/** `child` lies strictly inside `parent` (both absolute). */
export function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child)
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel)
}
