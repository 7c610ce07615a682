import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { editDistance, RULES, suggest, suggestRoute, withSuggestion } from '../../../src/node/diagnostics.js'
import { formatDiagnostics, formatFailure } from '../../../src/node/logger.js'
import { ChemdocsError } from '../../../src/node/diagnostics.js'

/** The suggestion as first written: every candidate's full distance. The fast one must agree. */
function naiveSuggest(target: string, candidates: string[]): string | undefined {
  let best: string | undefined
  let bestScore = Infinity
  const base = target.split('/').pop() ?? target
  for (const c of candidates) {
    const score = editDistance(target, c) + ((c.split('/').pop() ?? c) === base ? -0.5 : 0)
    if (score < bestScore) [bestScore, best] = [score, c]
  }
  if (best === undefined) return undefined
  return bestScore <= Math.max(2, Math.floor(target.length / 3)) || (best.split('/').pop() ?? '') === base ? best : undefined
}

describe('suggestions', () => {
  it('prunes candidates without changing the suggestion (property)', () => {
    const path = fc.array(fc.constantFrom('a', 'b', 'ab', 'doc', 'x.md', 'index.md', 'ba'), { minLength: 1, maxLength: 4 }).map((p) => p.join('/'))
    fc.assert(fc.property(path, fc.array(path, { maxLength: 40 }), (target, candidates) => suggest(target, candidates) === naiveSuggest(target, candidates)), { numRuns: 2000 })
  })

  it('stays fast for thousands of broken links in a site of 10,000 files (probe #34 N38: about 30 ms a link, a minute for 2,000)', () => {
    const files = Object.freeze(Array.from({ length: 10_000 }, (_, i) => `f${Math.floor(i / 100)}/p${i % 100}.md`))
    const started = performance.now()
    // Links of a moved folder (nothing close), then typos (a near candidate at every length).
    for (let i = 0; i < 2000; i++) expect(suggest(`../f${i % 100}/other-${i}.md`, files)).toBeUndefined()
    for (let i = 0; i < 1000; i++) expect(suggest(`f${i % 100}/q${i % 100}.md`, files)).toBe(`f${i % 100}/p${i % 100}.md`)
    // Well under a second here; the full computation took over a minute.
    expect(performance.now() - started).toBeLessThan(15_000)
  })

  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('', 'abc')).toBe(3)
  })
  it('suggests a close candidate and nothing for a far one', () => {
    expect(suggest('/docs/eln/fqa', ['/docs/eln/faq', '/docs/repo'])).toBe('/docs/eln/faq')
    expect(suggest('/docs/zzzzzzzzzz', ['/docs/eln/faq'])).toBeUndefined()
    expect(withSuggestion('x', 'y')).toBe('x; did you mean `y`?')
  })
  it('suggests for a URL path the page of the same name before a nearer path, and never a parent of the path', () => {
    const routes = new Set(['/', '/docs', '/docs/guide', '/docs/guide/intro', '/docs/guide/api', '/docs/ref/api', '/docs/install'])
    // './api' from /docs/guide/intro: one folder too deep, but about the page api, the nearer one.
    expect(suggestRoute('/docs/guide/intro/api', routes)).toBe('/docs/guide/api')
    expect(suggest('/docs/guide/intro/api', routes)).toBe('/docs/guide/intro')
    expect(suggestRoute('/docs/guide/intro/zebra', routes)).toBeUndefined()
    expect(suggestRoute('/zebra', new Set(['/', '/zebr']))).toBe('/zebr')
    expect(suggest('/ab', new Set(['/']))).toBe('/')
    expect(suggestRoute('/ab', new Set(['/']))).toBeUndefined()
    expect(suggestRoute('/docs/instal', routes)).toBe('/docs/install')
  })
})

describe('formatting', () => {
  it('groups by file, sorts by position and ends with a summary', () => {
    const out = formatDiagnostics([
      { ruleId: 'missing-page', severity: 'error', message: 'b', file: 'docs/b.md', line: 3, column: 1 },
      { ruleId: 'missing-anchor', severity: 'error', message: 'a2', file: 'docs/a.md', line: 9, column: 2 },
      { ruleId: 'unknown-frontmatter-key', severity: 'warning', message: 'a1', file: 'docs/a.md', line: 2, column: 1 },
    ])
    expect(out).toBe(
      'docs/a.md\n  docs/a.md:2:1  warning  a1  unknown-frontmatter-key\n  docs/a.md:9:2  error  a2  missing-anchor\n\ndocs/b.md\n  docs/b.md:3:1  error  b  missing-page\n\n✖ 2 errors, 1 warning',
    )
  })
  it('prints usage errors with a hint and no stack, bugs with a stack', () => {
    expect(formatFailure(new ChemdocsError('port-in-use', 'port 3000 is already in use', { hint: 'use --port 0' }))).toBe(
      'error port-in-use: port 3000 is already in use\nhint: use --port 0',
    )
    expect(formatFailure(new Error('boom'))).toMatch(/internal error Error: boom\n\s+at [\s\S]*This is a chemdocs bug/)
  })
})

describe('the rule catalogue', () => {
  it('documents every rule id in "Build errors and how to fix them", and nothing that is not a rule', () => {
    const docs = readFileSync(path.resolve(import.meta.dirname, '../../../docs/documentation/maintaining.md'), 'utf8')
    const section = docs.slice(docs.indexOf('## Build errors and how to fix them'), docs.indexOf('\n## ', docs.indexOf('## Build errors and how to fix them') + 1))
    const documented = [...section.matchAll(/^### (\S+)$/gm)].map((m) => m[1]).sort()
    expect(documented).toEqual(Object.keys(RULES).sort())
  })
})
