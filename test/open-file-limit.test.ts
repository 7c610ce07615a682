import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'

/**
 * A site with more pages than the open-file limit allows builds all the same: reading,
 * transforming and writing keep a bounded number of files open. 1,200 pages under macOS's default
 * limit of 256 crashed with an uncaught EMFILE before.
 */

const BIN = path.resolve(import.meta.dirname, '../bin/chemdocs.js')
const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-emfile-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('builds 1,200 pages under ulimit -n 256', () => {
  mkdirSync(path.join(dir, 'docs/many'), { recursive: true })
  writeFileSync(path.join(dir, 'site.config.ts'), "export default { title: 'Many', url: 'https://example.org' }\n")
  writeFileSync(path.join(dir, 'docs/index.md'), '---\nid: welcome\ntitle: Home\n---\n\nSee [the first page](./many/p1.md).\n')
  for (let i = 1; i <= 1200; i++) writeFileSync(path.join(dir, `docs/many/p${i}.md`), `# Page ${i}\n\nText of page ${i}, linking [home](../index.md).\n`)
  const run = spawnSync('bash', ['-c', `ulimit -n 256 && exec "${process.execPath}" "${BIN}" build --no-cache`], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
  expect(run.stderr).toBe('')
  expect(run.stdout).toMatch(/✔ built 12\d\d pages/)
  expect(run.status).toBe(0)
  expect(readdirSync(path.join(dir, 'dist/docs/many')).length).toBe(1200)
}, 120_000)
