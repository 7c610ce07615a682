import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * Only the site's own files are published: an image that resolves outside the site (by `..`, an
 * absolute path, percent-encoded dots or a symlink) or a file that is no image is an error at its
 * position, and nothing of it reaches the output. Runs the compiled CLI (npm run compile first).
 */

const BIN = path.resolve(import.meta.dirname, '../bin/chemdocs.js')
const work = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-images-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

// A 1x1 PNG, and a secret next to the site (as ~/.bashrc or /etc/passwd would be).
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000'.padEnd(66, '0') + '1f15c4890000000a49444154789c6300010000050001', 'hex')
const SECRET = 'MY_CI_SECRET=hunter2'

let n = 0
function site(page: string, extra: Record<string, string | Buffer> = {}, setup?: (dir: string) => void): string {
  const parent = path.join(work, `case-${n++}`)
  const dir = path.join(parent, 'site')
  const files: Record<string, string | Buffer> = {
    '../secret/token.png': PNG,
    '../secret/environ': SECRET,
    'site.config.ts': "export default { title: 'Img', url: 'https://example.org' }\n",
    'docs/index.md': '---\nid: welcome\ntitle: Home\n---\n\nHome page.\n',
    'docs/page.md': page,
    ...extra,
  }
  for (const [rel, contents] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    writeFileSync(path.join(dir, rel), contents)
  }
  setup?.(dir)
  return dir
}

function build(cwd: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, 'build', '--no-cache'], { cwd, env: { ...process.env, NO_COLOR: '1' } })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => resolve({ code, stderr }))
  })
}

const deep = '../'.repeat(20)

describe('images are published only from the site, and only when they are images', () => {
  const outside: [string, string][] = [
    ['a relative path out of the site', '![t](../../secret/token.png)'],
    ['a static path that climbs out', '![t](/../../secret/token.png)'],
    ['percent-encoded dots', '![t](/%2e%2e/%2E%2E/secret/token.png)'],
    ['/proc/self/environ by enough ../', `![t](${deep}proc/self/environ)`],
    ['/etc/passwd by enough ../', `![t](${deep}etc/passwd)`],
  ]
  it.each(outside)('refuses %s, with its position', async (_, image) => {
    const dir = site(`# Page\n\nText.\n\n${image}\n`)
    const { code, stderr } = await build(dir)
    expect(stderr).toMatch(/docs\/page\.md:5:1 {2}error {2}image `[^`]+` resolves to \S+, outside the site; images must be in the docs, static, pages, src or blog folder {2}outside-site/)
    expect(stderr).not.toMatch(/internal error/)
    expect(code).toBe(1)
    expect(existsSync(path.join(dir, 'dist'))).toBe(false)
  })

  it('refuses a symlink that leads out of the site', async () => {
    const dir = site('# Page\n\n![t](./img/link.png)\n', {}, (d) => {
      mkdirSync(path.join(d, 'docs/img'))
      symlinkSync(path.join(d, '../secret/token.png'), path.join(d, 'docs/img/link.png'))
    })
    const { code, stderr } = await build(dir)
    expect(stderr).toMatch(/docs\/page\.md:3:1 {2}error {2}image `\.\/img\/link\.png` resolves to .*secret[/\\]token\.png, outside the site.* {2}outside-site/)
    expect(code).toBe(1)
  })

  it('refuses a script used as an image, and a script named .png', async () => {
    const dir = site('# Page\n\n![a](./img/payload.js)\n\n![b](./img/fake.png)\n', {
      'docs/img/payload.js': 'window.__pwn = 1',
      'docs/img/fake.png': 'window.__pwn = 2',
    })
    const { code, stderr } = await build(dir)
    expect(stderr).toContain('docs/page.md:3:1  error  image `./img/payload.js` is not an image file; expected one of .png .apng .jpg .jpeg .gif .webp .svg .avif .ico .bmp  not-an-image')
    expect(stderr).toContain('docs/page.md:5:1  error  image `./img/fake.png` does not hold a PNG image  not-an-image')
    expect(code).toBe(1)
  })

  it('refuses an MDX import of a file that is no image, naming the page', async () => {
    const dir = site('x', { 'docs/page.md': '# Page\n\nText.\n', 'docs/imp.mdx': "import src from './img/fake.png'\n\n# Imported\n\n<img src={src} alt='x' />\n", 'docs/img/fake.png': '<script>alert(1)</script>' })
    const { code, stderr } = await build(dir)
    expect(stderr).toMatch(/docs\/imp\.mdx:1:\d+ {2}error {2}.*image fake\.png does not hold a PNG image \(not-an-image\)/)
    expect(code).toBe(1)
  })

  it('publishes real images from docs and static, SVG sized by CSS alone included', async () => {
    const dir = site('# Page\n\n![a](./img/ok.png)\n\n![b](/img/logo.svg)\n', {
      'docs/img/ok.png': PNG,
      'static/img/logo.svg': '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>\n',
    })
    const { code, stderr } = await build(dir)
    expect(stderr).toBe('')
    expect(code).toBe(0)
  })
})
