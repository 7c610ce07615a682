import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLI, copyFixture } from './e2e/serve-helpers.js'

// Real mounts, as containers and CI caches make them, in a user and mount namespace of the test's
// own (`unshare -Urm`, no root needed): an output folder that is a bind mount (`docker run -v
// ./public:/site/dist`), and a source tree mounted read-only (`-v src:/src:ro`, a Nix build).
const SCRIPT = `set -eu
node="$0" cli="$1"
run() {
  name=$1; shift
  set +e
  (cd site && "$node" "$cli" "$@") > results/$name.out 2> results/$name.err
  echo $? > results/$name.code
  set -e
}
mkdir -p vol site/dist
mount --bind vol site/dist
run mounted build
run inside build --out-dir dist/site
umount site/dist
mount --bind site site
mount -o remount,ro,bind site
run read-only build --out-dir ../writable/out
ls -A site > results/read-only.ls
`

let dir: string
const result = (name: string) => readFileSync(path.join(dir, 'results', name), 'utf8').trim()

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-mounts-'))
  const fixture = copyFixture('serve-live-reload')
  renameSync(fixture, path.join(dir, 'site'))
  mkdirSync(path.join(dir, 'results'))
  mkdirSync(path.join(dir, 'writable'))
  const run = spawnSync('unshare', ['-Urm', 'sh', '-c', SCRIPT, process.execPath, CLI], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
  // No skipping: without real mounts these guarantees are not tested at all.
  expect(run.error?.message, 'unshare could not be started').toBeUndefined()
  expect(run.status, `unshare -Urm with bind mounts is needed here, and it failed:\n${run.stderr}`).toBe(0)
}, 120_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('mounted folders', () => {
  it('an output folder that is a mount point is refused before building, with the way out (it was an internal EBUSY error at the end)', () => {
    expect(Number(result('mounted.code'))).toBe(2)
    expect(result('mounted.err')).toBe(
      'error invalid-usage: dist is a mount point (or held by another program), which chemdocs cannot replace as it replaces its output folder with every build; nothing was built\nhint: mount the folder above it instead, or build into a folder inside it: --out-dir dist/site',
    )
    expect(Number(result('inside.code')), result('inside.err')).toBe(0)
    expect(existsSync(path.join(dir, 'vol/site/index.html'))).toBe(true)
  })

  it('a read-only source tree builds into a writable folder (the compiled config went next to the source: EROFS)', () => {
    expect(Number(result('read-only.code')), result('read-only.err')).toBe(0)
    expect(existsSync(path.join(dir, 'writable/out/index.html'))).toBe(true)
    expect(result('read-only.ls')).not.toMatch(/\.site\.config\./)
  })
})
