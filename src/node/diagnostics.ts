/** The rule catalogue and the diagnostic types. Nothing here prints: logger.ts formats. */

import { compareText } from '../shared/compare-text.js'

/** Every rule id chemdocs reports, with its default severity. Ids are stable: branch on them. */
export const RULES = {
  'invalid-config': 'error',
  'unsupported-config': 'warning',
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
  'duplicate-id': 'error',
  'missing-page': 'error',
  'missing-anchor': 'error',
  'missing-markdown-file': 'error',
  'missing-image': 'error',
  'outside-site': 'error',
  'not-an-image': 'error',
  'missing-doc': 'error',
  'render-failed': 'error',
  'mdx-error': 'error',
  'mdx-in-markdown': 'warning',
  'static-component': 'warning',
  'unclosed-html': 'error',
  'off-site-refresh': 'error',
  'invalid-sidebars': 'error',
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

/** Each problem once: a component that many pages show reports its own problem from each of them. */
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

/** Levenshtein distance, used for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return row[b.length]!
}

/** The closest candidate, if it is close enough to be a plausible typo (or a same-named page). */
export function suggest(target: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined
  let bestScore = Infinity
  const base = target.split('/').pop() ?? target
  for (const c of candidates) {
    const d = editDistance(target, c)
    const sameLeaf = (c.split('/').pop() ?? c) === base ? -0.5 : 0
    const score = d + sameLeaf
    if (score < bestScore) {
      bestScore = score
      best = c
    }
  }
  if (best === undefined) return undefined
  const limit = Math.max(2, Math.floor(target.length / 3))
  return bestScore <= limit || (best.split('/').pop() ?? '') === base ? best : undefined
}

/** Appends "; did you mean `x`?" when a suggestion exists. */
export function withSuggestion(message: string, suggestion: string | undefined): string {
  return suggestion === undefined ? message : `${message}; did you mean \`${suggestion}\`?`
}
