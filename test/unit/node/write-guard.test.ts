import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FsWriter, MemoryWriter } from '../../../src/node/write/write.js'

const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-guard-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('writers', () => {
  it.each(['../evil/index.html', 'docs/../../evil.html', 'docs\\..\\..\\evil.html', '/etc/evil.html'])('never write %s, which lies outside the output folder', (file) => {
    expect(() => new MemoryWriter().write({ path: file, contents: 'x' })).toThrow(/outside the output folder/)
    expect(() => new FsWriter(path.join(dir, 'dist')).write({ path: file, contents: 'x' })).toThrow(/outside the output folder/)
  })

  it('write names that merely contain dots', () => {
    const writer = new MemoryWriter()
    writer.write({ path: 'docs/%2e%2e/..x/index.html', contents: 'x' })
    writer.commit()
    expect(writer.read('docs/%2e%2e/..x/index.html')).toBe('x')
  })
})
