import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLI } from './e2e/serve-helpers.js'

// `chemdocs init` where it cannot write: one line saying why, exit 2, and nothing written (each
// of these printed `internal error` with a stack; a dangling static link left half a site).
let tmp: string
const init = (args: string[], asNobody = false) => {
  const command = asNobody ? 'setpriv' : process.execPath
  const prefix = asNobody ? ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath] : []
  const r = spawnSync(command, [...prefix, CLI, 'init', ...args], { cwd: tmp, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
  expect(r.error).toBeUndefined()
  return { code: r.status, err: r.stderr.trim() }
}

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-init-'))
  chmodSync(tmp, 0o755)
})
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe('chemdocs init where it cannot write', () => {
  it('a dangling link where the config goes counts as a file that exists', () => {
    mkdirSync(path.join(tmp, 'a'))
    symlinkSync(path.join(tmp, 'nowhere.ts'), path.join(tmp, 'a/site.config.ts'))
    expect(init(['a'])).toEqual({ code: 2, err: 'error invalid-usage: a already has site.config.ts; chemdocs init writes nothing over existing files\nhint: run chemdocs init in an empty folder, or name a new one: chemdocs init my-docs' })
  })

  it('a dangling link where a folder goes is refused before anything is written', () => {
    mkdirSync(path.join(tmp, 'b'))
    symlinkSync(path.join(tmp, 'no-static'), path.join(tmp, 'b/static'))
    expect(init(['b'])).toEqual({ code: 2, err: 'error invalid-usage: b/static is in the way: it is a file or a link to no folder, where chemdocs init puts the folder static/\nhint: remove or rename it, or run chemdocs init in another folder' })
    expect(readdirSync(path.join(tmp, 'b'))).toEqual(['static'])
  })

  it('a path that is a file, and a folder the user may not write to', () => {
    writeFileSync(path.join(tmp, 'file'), 'x')
    expect(init(['file'])).toEqual({ code: 2, err: 'error invalid-usage: file is a file, not a folder; chemdocs init writes a new site into a folder\nhint: name a new folder: chemdocs init my-docs' })
    mkdirSync(path.join(tmp, 'locked'), { mode: 0o755 })
    expect(init(['locked'], true)).toEqual({ code: 2, err: 'error invalid-usage: cannot write into locked: permission denied\nhint: run chemdocs init in a folder you can write to' })
    expect(readdirSync(path.join(tmp, 'locked'))).toEqual([])
  })
})
