import { linkSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { FsWriter } from '../../../src/node/write/write.js'

// A file system without hard links (FAT, some network shares): link() fails with EPERM.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>()
  const linkSync = () => {
    throw Object.assign(new Error('EPERM: operation not permitted, link'), { code: 'EPERM' })
  }
  return { ...fs, linkSync, default: { ...fs, linkSync } }
})

describe('FsWriter lock without hard links', () => {
  it('still locks, builds and unlocks, and still refuses a lock held by a live build', async () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'chemdocs-nolink-')), 'dist')
    expect(() => linkSync(out, `${out}.x`)).toThrow('EPERM') // the mock is in place
    const writer = new FsWriter(out)
    expect(readFileSync(`${out}.lock`, 'utf8')).toBe(String(process.pid))
    writer.write({ path: 'index.html', contents: 'new' })
    await writer.commit()
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new')
    writeFileSync(`${out}.lock`, String(process.ppid))
    expect(() => new FsWriter(out)).toThrow(`another chemdocs build (pid ${process.ppid}) is writing ${out}`)
  })
})
