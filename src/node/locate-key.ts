import { lineColumnAt } from './diagnostics.js'
import { escapeRegExp } from './reg-exp.js'

/**
 * Where the key at the end of a path ('link.type', 'navbar.items.0.position') stands in a YAML,
 * JSON or TypeScript object text: each key (quoted or not) is looked for after the one before it,
 * array indexes are skipped. The position of the deepest key found; undefined when not even the
 * first is there (a value that came from a variable, say).
 */
export function locateKey(text: string, keyPath: readonly PropertyKey[]): { line: number; column: number } | undefined {
  let from = 0
  let found: { line: number; column: number } | undefined
  for (const key of keyPath) {
    if (typeof key !== 'string') continue
    const at = keyOffset(text, key, from)
    if (at === -1) break
    found = lineColumnAt(text, at)
    from = at + 1
  }
  return found
}

/** Offset of `key:` (quoted or not) as an object or mapping key, at or after `from`; -1 when absent. */
export function keyOffset(text: string, key: string, from = 0): number {
  const pattern = new RegExp(`(^|[\\s{,])(["']?)${escapeRegExp(key)}\\2\\s*:`, 'g')
  pattern.lastIndex = from
  const hit = pattern.exec(text)
  return hit ? hit.index + hit[1]!.length : -1
}
