import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatDiagnostics } from '../src/node/logger.js'
import { buildFixture, FIXTURES } from './helpers.js'

// Developer errors of issue 3 that a build can catch: each names the file, line and column of
// the id that points nowhere.
describe('missing doc ids', () => {
  it('reports the navbar docId, docs.version.mainDocId, a category link id and a pagination id, each where it is set', async () => {
    const { diagnostics } = await buildFixture('missing-doc-ids-reported')
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/missing-doc-ids-reported/docs/index.md
        test/fixtures/missing-doc-ids-reported/docs/index.md:5:18  error  pagination points to unknown doc id \`hamer\`  missing-doc

      test/fixtures/missing-doc-ids-reported/docs/tools/_category_.yml
        test/fixtures/missing-doc-ids-reported/docs/tools/_category_.yml:4:7  error  category link points to unknown doc id \`tools-overview\`  missing-doc

      test/fixtures/missing-doc-ids-reported/site.config.ts
        test/fixtures/missing-doc-ids-reported/site.config.ts:8:110  error  navbar item "Guide" points to doc id \`gude\`, which does not exist  missing-doc
        test/fixtures/missing-doc-ids-reported/site.config.ts:10:89  error  the main doc \`start\` (docs.version.mainDocId) does not exist; give the docs' front page \`id: start\`  missing-doc

      ✖ 4 errors"
    `)
  })

  it('fails `chemdocs build` with exit code 1 and prints the same report (compiled CLI: run npm run compile first)', () => {
    const root = path.resolve(FIXTURES, '..', '..')
    let status = 0
    let output = ''
    try {
      execFileSync(process.execPath, [path.join(root, 'bin/chemdocs.js'), 'build', '--no-cache', '--out-dir', path.join(mkdtempSync(path.join(os.tmpdir(), 'chemdocs-dev-errors-')), 'out')], {
        cwd: path.join(FIXTURES, 'missing-doc-ids-reported'),
        encoding: 'utf8',
        stdio: 'pipe',
      })
    } catch (error) {
      const e = error as { status: number; stdout: string; stderr: string }
      status = e.status
      output = e.stdout + e.stderr
    }
    expect(status).toBe(1)
    expect(output).toContain('site.config.ts:8:')
    expect(output).toMatch(/navbar item "Guide" points to doc id `gude`, which does not exist\s+missing-doc/)
    expect(output).toContain('✖ 4 errors')
  }, 60_000)
})
