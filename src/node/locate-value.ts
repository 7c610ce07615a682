import { readFileSync } from 'node:fs'
import { lineColumnAt } from './diagnostics.js'
import { escapeRegExp } from './reg-exp.js'

/**
 * Where `key: value` (YAML, JSON or a TypeScript object literal; the value quoted or not) sets
 * `value` in a text, for diagnostics about a value that names something missing: the position of
 * the value, or of the text's start when the pair cannot be found (the value came from a
 * variable, say).
 */
export function locateValueIn(text: string, key: string, value: string): { line: number; column: number } {
  const m = new RegExp(`(?<![\\w$])["']?${escapeRegExp(key)}["']?\\s*:\\s*(["'\`]?)(?<v>${escapeRegExp(value)})\\1(?![\\w-])`, 'd').exec(text)
  return m?.indices?.groups?.v ? lineColumnAt(text, m.indices.groups.v[0]) : { line: 1, column: 1 }
}

/** locateValueIn for a file, read only now: these are error paths. */
export function locateValue(file: string, key: string, value: string): { line: number; column: number } {
  try {
    return locateValueIn(readFileSync(file, 'utf8'), key, value)
  } catch {
    return { line: 1, column: 1 }
  }
}
