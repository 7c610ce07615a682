import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIXTURES } from './helpers.js'
import { OUTPUT_MARKER } from '../src/node/write/output-folder.js'

const BIN = path.resolve(import.meta.dirname, '../bin/chemdocs.js')

function copyFixture(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `chemdocs-${name}-`))
  cpSync(path.join(FIXTURES, name), dir, { recursive: true })
  return dir
}

function run(cwd: string, args: string[]) {
  return spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
}

/** How many entries a folder holds so far (0 while it does not exist); one that vanishes mid-count counts as empty. */
function countFiles(dir: string): number {
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return 0
  }
  return entries.reduce((n, name) => n + 1 + countFiles(path.join(dir, name)), 0)
}

/** Every path of a folder with content hashes in names masked, and its size in files. */
function shape(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).map((f) => f.replace(/\.([0-9a-f]{8}|[0-9A-Z]{8})\./, '.#.')).sort()
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

  it('keeps the previous dist/ complete when a build is killed while it writes, and the next build cleans up after it', async () => {
    const { writeCorpus } = (await import(path.join(import.meta.dirname, '../bench/corpus.js'))) as { writeCorpus: (dir: string, n: number) => void }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-kill-'))
    writeCorpus(dir, 300) // some 650 files: a build writes for seconds, long enough to be caught at it
    expect(run(dir, ['build', '--no-cache']).status).toBe(0)
    const dist = path.join(dir, 'dist')
    const before = fingerprint(dist)
    const total = countFiles(dist)
    const shapeBefore = shape(dist)
    // Every page of the next builds differs from the old one, so a mix of old and new is visible.
    const config = path.join(dir, 'site.config.ts')
    writeFileSync(config, readFileSync(config, 'utf8').replace("title: 'Bench'", "title: 'Bench two'"))
    const allNew = () => (readdirSync(dist, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).every((f) => /<title>[^<]*Bench two[^<]*<\/title>/.test(readFileSync(path.join(dist, f), 'utf8')))
    // Killed as soon as the first file is written, a quarter and half-way through (later, the
    // last files and the swap can be over between two looks at the folder).
    for (const share of [0, 0.25, 0.5]) {
      // --no-cache: a build that reused the last build's pages would be done before it could be caught.
      const child = spawn(process.execPath, [BIN, 'build', '--no-cache'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      child.stdout.on('data', (d) => (output += d))
      child.stderr.on('data', (d) => (output += d))
      const exited = new Promise<NodeJS.Signals | null>((r) => child.once('exit', (_code, signal) => r(signal)))
      const tmp = `${dist}.tmp-${child.pid}`
      let written = 0
      while (child.exitCode === null && written < Math.max(1, share * total)) {
        await new Promise((r) => setTimeout(r, 5))
        written = countFiles(tmp)
      }
      child.kill('SIGKILL')
      expect(await exited, `share ${share}: the build ended before it was killed (${written} of ${total} files written, exit ${child.exitCode}): ${output} ${readdirSync(dir).join(' ')}`).toBe('SIGKILL')
      expect(written).toBeGreaterThan(0)
      // Right after the kill, before any other build could repair anything: the old output, or
      // (when the swap had just happened) a complete new one: every page new, the same files (but
      // for hashed asset names, which change when someone edits the client sources meanwhile).
      if (fingerprint(dist) === before) expect(existsSync(tmp)).toBe(true)
      else expect([shape(dist), allNew()]).toEqual([shapeBefore, true])
    }
    const next = run(dir, ['build'])
    expect(next.status, next.stderr).toBe(0)
    expect([shape(dist), allNew()]).toEqual([shapeBefore, true])
    expect(readdirSync(dir).filter((n) => n !== 'dist' && !['docs', 'static', 'site.config.ts', '.chemdocs-cache'].includes(n))).toEqual([])
  }, 300_000)

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

  it('so does an MDX tree, whose pages the CLI compiles on worker threads and bundles in one go (120 generated MDX pages)', async () => {
    const { writeMdxCorpus } = (await import(path.join(import.meta.dirname, '../bench/mdx-corpus.js'))) as { writeMdxCorpus: (dir: string, n: number) => void }
    const root = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-mdx-corpus-'))
    writeMdxCorpus(root, 120)
    await expectSameAsOneThread(root)
  }, 180_000)
})

/** Builds `root` with the CLI (worker threads) and in-process from sources (one thread); compares every byte. */
async function expectSameAsOneThread(root: string): Promise<void> {
    const { loadConfig } = await import('../src/node/config/config.js')
    const { build } = await import('../src/node/build.js')
    const { MemoryWriter } = await import('../src/node/write/write.js')
    const out = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-parallel-'))
    // --no-cache: pages from an earlier build's page store would skip the worker threads.
    const cli = spawnSync(process.execPath, [BIN, 'build', '--out-dir', out, '--no-cache'], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
    expect(cli.status, cli.stderr).toBe(0)
    // From TypeScript sources there is no compiled worker file, so this build runs on one thread.
    const writer = new MemoryWriter()
    await build(await loadConfig(root, { outDir: out }), { mode: 'production', writer })
    // The marker that tells the next build the folder is its own is the disk writer's, not the site's.
    const onDisk = (readdirSync(out, { recursive: true }) as string[]).filter((f) => f !== OUTPUT_MARKER && statSync(path.join(out, f)).isFile()).sort()
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
