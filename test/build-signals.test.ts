import { spawn, execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// `chemdocs build` (compiled: run `npm run compile` first) stopped by a signal halfway: the last
// good output stays as it was, and nothing of the unfinished build is left beside it.
const BIN = path.resolve(import.meta.dirname, '../bin/chemdocs.js')
const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-signals-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('chemdocs build stopped by a signal', () => {
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const)('%s: exits as the signal says, keeps the last output and leaves no temporary folder or lock', async (signal, shellCode) => {
    const site = path.join(dir, signal)
    mkdirSync(path.join(site, 'docs'), { recursive: true })
    writeFileSync(path.join(site, 'site.config.ts'), "export default { title: 'Signals', url: 'https://example.org' }\n")
    writeFileSync(path.join(site, 'docs/index.md'), '# Home\n\nThe first build.\n')
    execFileSync(process.execPath, [BIN, 'build'], { cwd: site, stdio: 'ignore' })
    const before = readFileSync(path.join(site, 'dist/docs/index.html'), 'utf8')
    // A page that takes many seconds to parse: the signal arrives while the build is under way.
    writeFileSync(path.join(site, 'docs/slow.md'), `# Slow\n\n${'*a '.repeat(320_000)}\n`)
    writeFileSync(path.join(site, 'docs/index.md'), '# Home\n\nThe second build, never finished.\n')
    const child = spawn(process.execPath, [BIN, 'build'], { cwd: site, stdio: 'ignore' })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    child.kill(signal)
    const [code, received] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once('exit', (c, s) => resolve([c, s])))
    // As a shell reports it: 128 + the signal's number.
    expect(code ?? 128 + os.constants.signals[received!]).toBe(shellCode)
    expect(readFileSync(path.join(site, 'dist/docs/index.html'), 'utf8')).toBe(before)
    expect(readdirSync(site).sort()).toEqual(['dist', 'docs', 'site.config.ts'])
  }, 30_000)

  it('stopped while its config loads: leaves no compiled copy of the config beside it', async () => {
    const site = path.join(dir, 'config')
    mkdirSync(path.join(site, 'docs'), { recursive: true })
    // A config that takes its time (a top-level await): the signal comes while it loads.
    writeFileSync(path.join(site, 'site.config.ts'), "await new Promise((resolve) => setTimeout(resolve, 20_000))\nexport default { title: 'Slow config', url: 'https://example.org' }\n")
    writeFileSync(path.join(site, 'docs/index.md'), '# Home\n\nText.\n')
    const child = spawn(process.execPath, [BIN, 'build'], { cwd: site, stdio: 'ignore' })
    const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once('exit', (c, s) => resolve([c, s])))
    // Waits for the compiled copy to be there, so the signal surely lands while it is.
    const compiled = () => readdirSync(site).filter((name) => name.startsWith('.site.config.'))
    for (let waited = 0; compiled().length === 0; waited += 50) {
      expect(waited, 'the compiled config never appeared').toBeLessThan(20_000)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    child.kill('SIGTERM')
    const [code, received] = await exited
    expect(code ?? 128 + os.constants.signals[received!]).toBe(143)
    expect(readdirSync(site).sort()).toEqual(['docs', 'site.config.ts'])
  }, 30_000)
})
