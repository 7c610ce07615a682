import { describe, expect, it } from 'vitest'
import { createReporter } from '../../../src/node/cli/serve.js'
import type { Diagnostic } from '../../../src/node/diagnostics.js'
import { createLogger } from '../../../src/node/logger.js'

const problem: Diagnostic = { ruleId: 'mdx-error', severity: 'error', message: 'a is not defined', file: 'docs/sets.mdx', line: 27, column: 9 }

describe('chemdocs serve terminal report', () => {
  it('prints a failed rebuild once: the same failure again (one save, several batches) is one line', () => {
    const lines: string[] = []
    const logger = createLogger({ color: false, out: (s) => lines.push(s), err: (s) => lines.push(s) })
    const report = createReporter(logger, '/site')
    const failed = { type: 'failed' as const, initial: false, changed: ['/site/docs/sets.mdx'], diagnostics: [problem] }
    report(failed)
    report(failed)
    report(failed)
    const text = lines.join('\n')
    expect(text.match(/a is not defined/g)).toHaveLength(1)
    expect(text).toMatch(/docs\/sets\.mdx: still failing with the same problem as above/)
    // After a good build, the same failure is news again.
    report({ type: 'built', initial: false, revision: 2, ms: 5, pages: 1, rendered: 1, changed: [], diagnostics: [], unchanged: false })
    report(failed)
    expect(lines.join('\n').match(/a is not defined/g)).toHaveLength(2)
  })
})
