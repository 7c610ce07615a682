import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FsWriter } from '../../../src/node/write/write.js'

/** The pid of a process that has exited (a killed build's). */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!
}

function outDirIn(): string {
  return path.join(mkdtempSync(path.join(os.tmpdir(), 'chemdocs-lock-')), 'dist')
}

/** A finished output with one file. */
async function buildInto(outDir: string, text: string): Promise<void> {
  const writer = new FsWriter(outDir)
  writer.write({ path: 'index.html', contents: text })
  await writer.commit()
}

describe('FsWriter lock', () => {
  it('takes an empty lock file that was just created as held: another build may be writing its pid into it', () => {
    const out = outDirIn()
    writeFileSync(`${out}.lock`, '')
    expect(() => new FsWriter(out)).toThrow(`another chemdocs build is writing ${out}`)
    expect(existsSync(`${out}.lock`)).toBe(true)
    expect(existsSync(`${out}.tmp-${process.pid}`)).toBe(false)
  })

  it('takes over an empty lock file once it is old enough to be a crashed build’s', async () => {
    const out = outDirIn()
    writeFileSync(`${out}.lock`, '')
    const past = new Date(Date.now() - 60_000)
    utimesSync(`${out}.lock`, past, past)
    await buildInto(out, 'new')
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new')
    expect(existsSync(`${out}.lock`)).toBe(false)
  })

  it('refuses a lock held by a live process and takes over one whose holder is dead', async () => {
    const out = outDirIn()
    writeFileSync(`${out}.lock`, String(process.ppid))
    expect(() => new FsWriter(out)).toThrow(`another chemdocs build (pid ${process.ppid}) is writing ${out}`)
    writeFileSync(`${out}.lock`, String(deadPid()))
    await buildInto(out, 'new')
    expect(existsSync(`${out}.lock`)).toBe(false)
  })

  it('always holds its pid from the moment the lock exists', () => {
    const out = outDirIn()
    const writer = new FsWriter(out)
    expect(readFileSync(`${out}.lock`, 'utf8')).toBe(String(process.pid))
    // No pid file of our own is left next to it.
    expect(readdirSync(path.dirname(out)).sort()).toEqual(['dist.lock', `dist.tmp-${process.pid}`])
    void writer.abort()
  })

  it('does not remove a lock that is no longer its own', async () => {
    const out = outDirIn()
    const writer = new FsWriter(out)
    writeFileSync(`${out}.lock`, String(process.ppid)) // taken over meanwhile by another build
    await writer.abort()
    expect(readFileSync(`${out}.lock`, 'utf8')).toBe(String(process.ppid))
  })
})

describe('FsWriter after a killed build', () => {
  it('removes the temporary folders, old outputs and lock files of dead builds, and keeps a live build’s', async () => {
    const out = outDirIn()
    await buildInto(out, 'old')
    const dead = deadPid()
    for (const leftover of [`${out}.tmp-${dead}`, `${out}.old-${dead}`]) {
      mkdirSync(leftover)
      writeFileSync(path.join(leftover, 'index.html'), 'half')
    }
    writeFileSync(`${out}.lock.${dead}`, String(dead))
    mkdirSync(`${out}.tmp-${process.ppid}`) // a build that is still running
    await buildInto(out, 'new')
    expect(readdirSync(path.dirname(out)).sort()).toEqual(['dist', `dist.tmp-${process.ppid}`])
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new')
  })

  it('puts the previous output back when a build was killed between the two renames of its swap', async () => {
    const parent = path.dirname(outDirIn())
    const out = path.join(parent, 'dist')
    const dead = deadPid()
    mkdirSync(`${out}.old-${dead}`)
    writeFileSync(path.join(`${out}.old-${dead}`, 'index.html'), 'previous')
    mkdirSync(`${out}.tmp-${dead}`)
    const writer = new FsWriter(out)
    await writer.abort()
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous')
    expect(readdirSync(parent).sort()).toEqual(['dist'])
  })
})

describe('FsWriter swap', () => {
  it('puts the previous output back when the new one cannot be moved in', async () => {
    const out = outDirIn()
    await buildInto(out, 'old')
    const writer = new FsWriter(out)
    rmSync(writer.tmpDir, { recursive: true }) // the new output vanished (say, a cleanup script)
    await expect(writer.commit()).rejects.toMatchObject({ code: 'ENOENT' })
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('old')
    expect(readdirSync(path.dirname(out)).sort()).toEqual(['dist'])
  })
})
