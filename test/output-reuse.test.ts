import { spawnSync } from 'node:child_process'
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import { FIXTURES } from './helpers.js'

// `chemdocs build` with its page store takes every page and copied file that the previous build
// made from the same input out of the previous output (a hard link) instead of rendering or
// copying it again. Seen from outside: the same bytes as a build without the store, the same
// file (inode) for what did not change, a new one for what did, and nothing carried over that
// someone changed in the output meanwhile.
const BIN = path.resolve(import.meta.dirname, '../bin/chemdocs.js')

function chemdocs(dir: string, ...args: string[]): void {
  const run = spawnSync(process.execPath, [BIN, 'build', '--quiet', ...args], { cwd: dir, encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
}

/** Every file of a folder, relative path -> inode. */
function inodes(dir: string): Map<string, number> {
  const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => statSync(path.join(dir, f)).isFile())
  return new Map(files.map((f) => [f, statSync(path.join(dir, f)).ino]))
}

function expectSameBytes(a: string, b: string): void {
  const files = [...inodes(a).keys()].sort()
  expect(files).toEqual([...inodes(b).keys()].sort())
  for (const f of files) expect(readFileSync(path.join(a, f)).equals(readFileSync(path.join(b, f))), f).toBe(true)
}

describe('a build takes unchanged files from the previous output', () => {
  let site: string
  const dist = () => path.join(site, 'dist')
  /** A build without the page store into a folder of its own: what the output must be. */
  const fresh = () => {
    const out = path.join(site, 'fresh')
    rmSync(out, { recursive: true, force: true })
    chemdocs(site, '--no-cache', '--out-dir', out)
    return out
  }

  beforeAll(async () => {
    site = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-reuse-'))
    cpSync(path.join(FIXTURES, 'basic-site'), site, { recursive: true })
    mkdirSync(path.join(site, 'node_modules'))
    writeFileSync(path.join(site, 'static/img/photo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>')
    // A static file is taken over only once it has been left alone for a moment (see settledStatKey).
    await sleep(2100)
    chemdocs(site)
  }, 30_000)

  it('an unchanged site: every file is the previous one, and the bytes are those of a build without the store', () => {
    const before = inodes(dist())
    chemdocs(site)
    const after = inodes(dist())
    const html = [...after.keys()].filter((f) => f.endsWith('.html'))
    expect(html.length).toBeGreaterThan(5)
    for (const f of [...html, 'img/photo.svg', 'img/dot.svg']) expect(after.get(f), f).toBe(before.get(f))
    expectSameBytes(dist(), fresh())
  }, 30_000)

  it('a page someone changed in the output is made again, and a static file changed at its source is copied again', () => {
    const page = path.join(dist(), 'docs/tools/hammer/index.html')
    const original = readFileSync(page, 'utf8')
    appendFileSync(page, '<!-- changed by hand -->')
    writeFileSync(path.join(site, 'static/img/photo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"></svg>')
    const before = inodes(dist())
    chemdocs(site)
    expect(readFileSync(page, 'utf8')).toBe(original)
    expect(inodes(dist()).get('docs/tools/hammer/index.html')).not.toBe(before.get('docs/tools/hammer/index.html'))
    expect(readFileSync(path.join(dist(), 'img/photo.svg'), 'utf8')).toContain('width="8"')
    expect(inodes(dist()).get('img/dot.svg')).toBe(before.get('img/dot.svg'))
    expectSameBytes(dist(), fresh())
  }, 30_000)

  it('an edited page shows its new text; the output is still that of a build without the store', () => {
    appendFileSync(path.join(site, 'docs/tools/saw.md'), '\nA sentence added for the reuse test.\n')
    chemdocs(site)
    expect(readFileSync(path.join(dist(), 'docs/tools/saw/index.html'), 'utf8')).toContain('A sentence added for the reuse test.')
    expectSameBytes(dist(), fresh())
  }, 30_000)
})
