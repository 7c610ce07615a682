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
    const escaped = escapeRegExp(key)
    const pattern = new RegExp(`(^|[\\s{,])(["']?)${escaped}\\2\\s*:`, 'g')
    pattern.lastIndex = from
    const hit = pattern.exec(text)
    if (!hit) break
    const at = hit.index + hit[1]!.length
    found = lineColumnAt(text, at)
    from = at + 1
  }
  return found
}
