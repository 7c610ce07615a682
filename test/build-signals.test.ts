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

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('%s while the config is loading: exits as the signal says and leaves no compiled config beside it (a loaded machine hit this)', async (signal, shellCode) => {
    for (const [name, config] of [
      ['site.config.ts', "const end = Date.now() + 8000\nwhile (Date.now() < end) {}\nexport default { title: 'Signals', url: 'https://example.org' }\n"],
      ['docusaurus.config.js', "const end = Date.now() + 8000\nwhile (Date.now() < end) {}\nmodule.exports = { title: 'Signals', url: 'https://example.org', baseUrl: '/' }\n"],
    ]) {
      const site = path.join(dir, `config-${signal}-${name}`)
      mkdirSync(path.join(site, 'docs'), { recursive: true })
      writeFileSync(path.join(site, name), config)
      writeFileSync(path.join(site, 'docs/index.md'), '# Home\n\nText.\n')
      const child = spawn(process.execPath, [BIN, 'build'], { cwd: site, stdio: 'ignore' })
      // Once the compiled config is written and running (it loops for 8 s).
      for (let waited = 0; waited < 20_000 && !readdirSync(site).some((f) => f.startsWith(`.${name.split('.')[0]}.config.`)); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50))
      child.kill(signal)
      const [code, received] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once('exit', (c, s) => resolve([c, s])))
      expect(code ?? 128 + os.constants.signals[received!], name).toBe(shellCode)
      expect(readdirSync(site).sort(), name).toEqual(['docs', name])
    }
  }, 60_000)
})
