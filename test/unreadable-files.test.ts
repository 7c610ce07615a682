import { spawnSync } from 'node:child_process'
import { chmodSync, chownSync, mkdirSync, mkdtempSync, openSync, closeSync, ftruncateSync, readdirSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLI } from './e2e/serve-helpers.js'

// Files chemdocs may not read, met by a user who is not root (run as nobody with setpriv, as
// init-failures.test.ts does): each is one positioned line naming the read, never an internal
// error (EACCES was one for a page), nor a wrong story ("while writing", "does not hold SVG").
let tmp: string
const NOBODY = 65534

/** A site owned by nobody, with `files` besides the config and a home page. */
function site(name: string, files: Record<string, string>): string {
  const dir = path.join(tmp, name)
  for (const [rel, text] of Object.entries({ 'site.config.ts': "export default { title: 'Perm', url: 'https://example.org' }\n", 'docs/index.md': '# Home\n\nText.\n', ...files })) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    writeFileSync(path.join(dir, rel), text)
  }
  const own = (p: string) => {
    chownSync(p, NOBODY, NOBODY)
    if (statSync(p).isDirectory()) for (const entry of readdirSync(p)) own(path.join(p, entry))
  }
  own(dir)
  return dir
}

function asNobody(cwd: string, args: string[]) {
  const r = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
  expect(r.error).toBeUndefined()
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /)
  return { code: r.status, err: r.stderr }
}

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-perm-'))
  chmodSync(tmp, 0o755)
})
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe('files chemdocs may not read', () => {
  it('a page without read permission is an unreadable-file error at the page, in build and check (it was internal error EACCES)', () => {
    const dir = site('page', { 'docs/secret.md': '# Secret\n\nText.\n' })
    chmodSync(path.join(dir, 'docs/secret.md'), 0o000)
    for (const command of ['build', 'check']) {
      const r = asNobody(dir, [command])
      expect(r.err, command).toContain('  docs/secret.md:1:1  error  cannot be read: permission denied  unreadable-file')
      expect(r.code, command).toBe(1)
    }
  }, 60_000)

  it('an unreadable static file is named as a read, not a write; an unreadable image as unreadable, not as "does not hold SVG"', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n'
    const staticSite = site('static', { 'static/img/a.svg': svg })
    chmodSync(path.join(staticSite, 'static/img/a.svg'), 0o000)
    expect(asNobody(staticSite, ['build'])).toEqual({ code: 2, err: 'error unreadable-file: static/img/a.svg cannot be read: permission denied\nhint: make the file readable, or remove it from static/\n' })
    const imageSite = site('image', { 'docs/a.svg': svg, 'docs/img.md': '# Img\n\n![a](./a.svg)\n' })
    chmodSync(path.join(imageSite, 'docs/a.svg'), 0o000)
    const r = asNobody(imageSite, ['build'])
    expect(r.err).toContain('  docs/img.md:3:1  error  image `./a.svg` cannot be read: permission denied  unreadable-file')
    expect(r.code).toBe(1)
  }, 60_000)

  it('an image over 1 GB (a sparse 3 GB PNG) is refused as too large, not as "does not hold a PNG image"', () => {
    const dir = site('sparse', { 'docs/i.md': '# I\n\n![i](./big.png)\n' })
    const fd = openSync(path.join(dir, 'docs/big.png'), 'w')
    writeSync(fd, Buffer.from('89504e470d0a1a0a', 'hex'))
    ftruncateSync(fd, 3 * 1024 ** 3)
    closeSync(fd)
    chownSync(path.join(dir, 'docs/big.png'), NOBODY, NOBODY)
    const r = asNobody(dir, ['build'])
    expect(r.err).toContain('  docs/i.md:3:1  error  image `./big.png` is 3072 MB; an image can be at most 1024 MB  unreadable-file')
    expect(r.code).toBe(1)
  }, 60_000)
})
