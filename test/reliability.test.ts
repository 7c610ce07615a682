import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIXTURES } from './helpers.js'

const BIN = path.resolve(import.meta.dirname, '../bin/chemdocs.js')

function copyFixture(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `chemdocs-${name}-`))
  cpSync(path.join(FIXTURES, name), dir, { recursive: true })
  return dir
}

function run(cwd: string, args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
}

/** A fingerprint of a whole folder: every path and its bytes. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256')
  for (const f of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const abs = path.join(dir, f)
    hash.update(f)
    try {
      hash.update(readFileSync(abs))
    } catch {
      /* a folder */
    }
  }
  return hash.digest('hex')
}

describe('chemdocs build never loses output', () => {
  it('exits 0 with a summary, 1 on content errors (dist/ unchanged), 2 on config errors', () => {
    const dir = copyFixture('basic-site')
    const ok = run(dir, ['build'])
    expect(ok.status).toBe(0)
    expect(ok.stdout).toMatch(/built 11 pages into .*dist \(.* MB\) in .* s/)
    const before = fingerprint(path.join(dir, 'dist'))
    writeFileSync(path.join(dir, 'docs/tools/saw.md'), '---\ntitle: Saw\n---\n\nSee [nothing](./nothing.md).\n')
    const bad = run(dir, ['build'])
    expect(bad.status).toBe(1)
    expect(bad.stderr).toContain('docs/tools/saw.md:5:5  error  link to `./nothing.md` points to a markdown file that does not exist')
    expect(bad.stderr).not.toMatch(/\n\s+at /)
    expect(fingerprint(path.join(dir, 'dist'))).toBe(before)
    writeFileSync(path.join(dir, 'site.config.ts'), "export default { title: 'x', url: 'https://e.org/', unknownKey: 1 }\n")
    const usage = run(dir, ['build'])
    expect(usage.status).toBe(2)
    expect(usage.stderr).toContain('error invalid-config: invalid config')
    expect(usage.stderr).toContain('unknownKey: unknown key')
    expect(usage.stderr).not.toMatch(/\n\s+at /)
    expect(fingerprint(path.join(dir, 'dist'))).toBe(before)
  })

  it('keeps the previous dist/ complete when a build is killed mid-way', async () => {
    const dir = copyFixture('basic-site')
    expect(run(dir, ['build']).status).toBe(0)
    const before = fingerprint(path.join(dir, 'dist'))
    for (const delay of [50, 150, 300, 500]) {
      const child = spawn(process.execPath, [BIN, 'build'], { cwd: dir, stdio: 'ignore' })
      // Listened for at once: a fast build may end before the kill, and its exit must not be missed.
      const exited = new Promise((r) => child.once('exit', r))
      await new Promise((r) => setTimeout(r, delay))
      child.kill('SIGKILL')
      await exited
      // Either the old output or a complete new one (the swap may have finished): never half.
      const after = run(dir, ['build'])
      expect(after.status).toBe(0)
      expect(fingerprint(path.join(dir, 'dist'))).toBe(before)
    }
  }, 180_000)

  it('two builds started at once into the same folder leave one complete output', async () => {
    const dir = copyFixture('basic-site')
    expect(run(dir, ['build']).status).toBe(0)
    const before = fingerprint(path.join(dir, 'dist'))
    const start = () =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [BIN, 'build'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } })
        let stderr = ''
        child.stderr.on('data', (d) => (stderr += d))
        child.on('exit', (code) => resolve({ code, stderr }))
      })
    const results = await Promise.all([start(), start()])
    for (const r of results) {
      if (r.code !== 0) expect(r.stderr).toMatch(/another chemdocs build \(pid \d+\) is writing/)
    }
    expect(results.some((r) => r.code === 0)).toBe(true)
    expect(fingerprint(path.join(dir, 'dist'))).toBe(before)
    expect(existsSync(path.join(dir, 'dist.lock'))).toBe(false)
  }, 120_000)
})

describe('parallel transform and render', () => {
  it('a cold build shared with worker threads (the CLI) writes exactly what a one-thread build writes', async () => {
    await expectSameAsOneThread(path.resolve(import.meta.dirname, '..'))
  }, 180_000)

  it('so does a site big enough for the render to be shared too (450 generated pages)', async () => {
    const { writeCorpus } = (await import(path.join(import.meta.dirname, '../bench/corpus.js'))) as { writeCorpus: (dir: string, n: number) => void }
    const root = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-corpus-'))
    writeCorpus(root, 450)
    await expectSameAsOneThread(root)
  }, 180_000)
})

/** Builds `root` with the CLI (worker threads) and in-process from sources (one thread); compares every byte. */
async function expectSameAsOneThread(root: string): Promise<void> {
    const { loadConfig } = await import('../src/node/config.js')
    const { build } = await import('../src/node/build.js')
    const { MemoryWriter } = await import('../src/node/write.js')
    const out = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-parallel-'))
    // --no-cache: pages from an earlier build's page store would skip the worker threads.
    const cli = spawnSync(process.execPath, [BIN, 'build', '--out-dir', out, '--no-cache'], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
    expect(cli.status, cli.stderr).toBe(0)
    // From TypeScript sources there is no compiled worker file, so this build runs on one thread.
    const writer = new MemoryWriter()
    await build(await loadConfig(root, { outDir: out }), { mode: 'production', writer })
    const onDisk = (readdirSync(out, { recursive: true }) as string[]).filter((f) => statSync(path.join(out, f)).isFile()).sort()
    const inMemory = [...writer.files.keys()].sort()
    expect(onDisk, firstDifference(onDisk, inMemory, (f) => readFileSync(path.join(out, f)), (f) => Buffer.from(writer.files.get(f)!))).toEqual(inMemory)
    for (const f of onDisk) expect(Buffer.from(writer.files.get(f)!).equals(readFileSync(path.join(out, f))), f).toBe(true)
}


/**
 * When two builds name a hashed file differently, where two versions of one asset first differ in
 * more than the names of the chunks they import (a hash cascades through every importer).
 */
function firstDifference(a: string[], b: string[], readA: (f: string) => Buffer, readB: (f: string) => Buffer): string {
  const unhashed = (f: string) => f.replace(/\.[A-Z0-9]{8}\.js/g, '.js')
  const onlyA = a.filter((f) => !b.includes(f))
  const onlyB = new Map(b.filter((f) => !a.includes(f)).map((f) => [unhashed(f), f]))
  for (const fa of onlyA) {
    const fb = onlyB.get(unhashed(fa))
    if (!fb) continue
    const [x, y] = [unhashed(readA(fa).toString('utf8')), unhashed(readB(fb).toString('utf8'))]
    let i = 0
    while (i < x.length && i < y.length && x[i] === y[i]) i++
    if (i === x.length && i === y.length) continue
    const around = (text: string) => text.slice(Math.max(0, i - 200), i + 200)
    return `${fa} vs ${fb} differ from character ${i} (lengths ${x.length}, ${y.length}):\n--- CLI\n${around(x)}\n--- one thread\n${around(y)}`
  }
  return `files only in the CLI build: ${onlyA.join(', ')}`
}
