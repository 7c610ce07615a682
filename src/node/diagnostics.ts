/** The rule catalogue and the diagnostic types. Nothing here prints: logger.ts formats. */

import { compareText } from '../shared/compare-text.js'

/** Every rule id chemdocs reports, with its default severity. Ids are stable: branch on them. */
export const RULES = {
  'invalid-config': 'error',
  'unsupported-config': 'warning',
  'plugin-failed': 'error',
  'missing-docs-dir': 'error',
  'invalid-frontmatter': 'error',
  'unknown-frontmatter-key': 'warning',
  'invalid-category': 'error',
  'invalid-encoding': 'error',
  'symlink-loop': 'error',
  'unreadable-file': 'error',
  'broken-symlink': 'error',
  'duplicate-symlink': 'warning',
  'empty-page': 'warning',
  'too-deeply-nested': 'error',
  'duplicate-route': 'error',
  'static-overwritten': 'warning',
  'duplicate-id': 'error',
  'missing-page': 'error',
  'missing-anchor': 'error',
  'missing-markdown-file': 'error',
  'missing-image': 'error',
  'outside-site': 'error',
  'not-an-image': 'error',
  'image-type-mismatch': 'warning',
  'missing-doc': 'error',
  'missing-author': 'error',
  'render-failed': 'error',
  'mdx-error': 'error',
  'mdx-in-markdown': 'warning',
  'unknown-admonition': 'warning',
  'static-component': 'warning',
  'missing-export': 'warning',
  'unclosed-html': 'error',
  'off-site-refresh': 'error',
  'script-url': 'warning',
  'invalid-sidebars': 'error',
  'invalid-translation': 'error',
  'unsupported-sidebars': 'warning',
  'port-in-use': 'error',
  'invalid-usage': 'error',
  'content-rule': 'error',
} as const

export type RuleId = keyof typeof RULES
export type Severity = 'error' | 'warning'

/** One content problem, at a place in a file. Lines and columns are 1-based. */
export interface Diagnostic {
  ruleId: RuleId
  severity: Severity
  message: string
  /** Path relative to the working directory (or absolute when outside it). */
  file: string
  line?: number
  column?: number
}

/** Creates a diagnostic with the rule's default severity unless one is given. */
export function createDiagnostic(
  ruleId: RuleId,
  message: string,
  place: { file: string; line?: number; column?: number },
  severity: Severity = RULES[ruleId],
): Diagnostic {
  return { ruleId, severity, message, ...place }
}

/** A user or usage error (bad config, missing folder, port in use): printed without a stack. */
export class ChemdocsError extends Error {
  override name = 'ChemdocsError'
  readonly ruleId: RuleId
  readonly hint: string | undefined
  readonly file: string | undefined

  constructor(ruleId: RuleId, message: string, options: { hint?: string; file?: string } = {}) {
    super(message)
    this.ruleId = ruleId
    this.hint = options.hint
    this.file = options.file
  }
}

/** Thrown by `build()` when content problems were found; it carries all of them. */
export class BuildFailedError extends Error {
  override name = 'BuildFailedError'
  constructor(readonly diagnostics: Diagnostic[]) {
    super(`build failed with ${diagnostics.filter((d) => d.severity === 'error').length} error(s)`)
  }
}

/** 1-based line and column of an offset; 1:1 when the offset is -1 (not found). */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  if (offset < 0) return { line: 1, column: 1 }
  const before = text.slice(0, offset).split('\n')
  return { line: before.length, column: before[before.length - 1]!.length + 1 }
}

/**
 * The diagnostics with each problem once: a shared file (a component, a swizzled MDXComponents
 * map) that fails is bundled with every page using it, and would otherwise be reported per page
 * at the same place.
 */
export function uniqueDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>()
  return diagnostics.filter((d) => {
    const key = `${d.file}\0${d.line}\0${d.column}\0${d.ruleId}\0${d.message}`
    return !seen.has(key) && Boolean(seen.add(key))
  })
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error')
}

/** Sorts diagnostics by file, then position, so reports are stable. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      compareText(a.file, b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      compareText(a.message, b.message),
  )
}

/**
 * Levenshtein distance, used for "did you mean" suggestions; Infinity as soon as it is known to
 * be at least `atLeast` (no row of the table holds a smaller value any more).
 */
export function editDistance(a: string, b: string, atLeast = Infinity): number {
  // A shared start and end cost nothing: paths of one site mostly differ in a few characters.
  let from = 0
  while (from < a.length && from < b.length && a.charCodeAt(from) === b.charCodeAt(from)) from++
  let aEnd = a.length
  let bEnd = b.length
  while (aEnd > from && bEnd > from && a.charCodeAt(aEnd - 1) === b.charCodeAt(bEnd - 1)) {
    aEnd--
    bEnd--
  }
  const width = bEnd - from
  if (row.length <= width) row = new Int32Array(width * 2 + 1)
  for (let j = 0; j <= width; j++) row[j] = j
  for (let i = 1; i <= aEnd - from; i++) {
    let prev = row[0]!
    row[0] = i
    let smallest = i
    const ai = a.charCodeAt(from + i - 1)
    for (let j = 1; j <= width; j++) {
      const above = row[j]!
      const value = Math.min(above + 1, row[j - 1]! + 1, prev + (ai === b.charCodeAt(from + j - 1) ? 0 : 1))
      row[j] = value
      if (value < smallest) smallest = value
      prev = above
    }
    if (smallest >= atLeast) return Infinity
  }
  return row[width]!
}

/** The one row editDistance works in, grown as needed (a new array per pair was most of its time). */
let row = new Int32Array(256)

/**
 * The closest candidate, if it is close enough to be a plausible typo (or a same-named page): the
 * lowest edit distance, half a point less for the same last segment, the first of equals.
 * Candidates are looked at by length, nearest first, and each distance stops once it cannot win:
 * 2,000 broken links in a 10,000-page site, each compared in full with every file, took a minute.
 */
export function suggest(target: string, candidates: Iterable<string>): string | undefined {
  const index = indexOf(candidates)
  const base = leafOf(target)
  const limit = Math.max(2, Math.floor(target.length / 3))
  const sameLeaf = index.byLeaf.get(base) ?? []
  let best = -1
  // With no same-named candidate, only one within the limit can be suggested: nothing further
  // away need be measured in full.
  let bestScore = sameLeaf.length === 0 ? limit + 1 : Infinity
  const consider = (i: number) => {
    const c = index.items[i]!
    const sameLeaf = index.leaves[i] === base ? -0.5 : 0
    // The distance an earlier candidate may tie at, a later one must beat.
    const room = bestScore - sameLeaf
    const atLeast = i < best ? Math.floor(room) + 1 : Math.ceil(room)
    if (Math.abs(target.length - c.length) >= atLeast) return
    const score = editDistance(target, c, atLeast) + sameLeaf
    if (score < bestScore || (score === bestScore && i < best)) {
      best = i
      bestScore = score
    }
  }
  for (const i of sameLeaf) consider(i)
  const widest = Math.max(target.length, index.longest - target.length)
  for (let delta = 0; delta <= bestScore && delta <= widest; delta++) {
    for (const length of delta === 0 ? [target.length] : [target.length - delta, target.length + delta]) {
      for (const i of index.byLength.get(length) ?? []) if (index.leaves[i] !== base) consider(i)
    }
  }
  if (best < 0) return undefined
  return bestScore <= limit || index.leaves[best] === base ? index.items[best] : undefined
}

/**
 * The closest route to a URL path that leads nowhere. A route of the same last segment wins
 * outright (`./api` resolved one folder too deep is still about the page `api`), and a parent of
 * the path never counts: it is only the path with its last segment dropped, not what was meant.
 */
export function suggestRoute(target: string, routes: Iterable<string>): string | undefined {
  const index = indexOf(routes)
  let best: string | undefined
  let bestScore = Infinity
  for (const i of index.byLeaf.get(leafOf(target)) ?? []) {
    const c = index.items[i]!
    const score = editDistance(target, c, bestScore + 1)
    if (score < bestScore) [best, bestScore] = [c, score]
  }
  if (best !== undefined) return best
  const near = suggest(target, routes)
  return near !== undefined && target.startsWith(near === '/' ? '/' : `${near}/`) ? undefined : near
}

/** Candidates by length and by last segment, kept per list: one list is asked about for every broken link. */
interface SuggestIndex {
  items: string[]
  leaves: string[]
  byLength: Map<number, number[]>
  byLeaf: Map<string, number[]>
  longest: number
}

const indexes = new WeakMap<object, SuggestIndex>()

function indexOf(candidates: Iterable<string>): SuggestIndex {
  const known = indexes.get(candidates)
  const size = Array.isArray(candidates) ? candidates.length : (candidates as { size?: number }).size
  if (known && known.items.length === size) return known
  const items = [...candidates]
  const index: SuggestIndex = { items, leaves: items.map(leafOf), byLength: new Map(), byLeaf: new Map(), longest: 0 }
  items.forEach((c, i) => {
    push(index.byLength, c.length, i)
    push(index.byLeaf, index.leaves[i]!, i)
    index.longest = Math.max(index.longest, c.length)
  })
  // Kept for frozen arrays, and for Sets while their size is the same (the routes of one build:
  // at worst a Set changed meanwhile gives a stale hint, never a wrong error).
  if ((Array.isArray(candidates) && Object.isFrozen(candidates)) || candidates instanceof Set) indexes.set(candidates, index)
  return index
}

function push<K>(map: Map<K, number[]>, key: K, i: number): void {
  const list = map.get(key)
  if (list) list.push(i)
  else map.set(key, [i])
}

function leafOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1)
}

/** Appends "; did you mean `x`?" when a suggestion exists. */
export function withSuggestion(message: string, suggestion: string | undefined): string {
  return suggestion === undefined ? message : `${message}; did you mean \`${suggestion}\`?`
}
