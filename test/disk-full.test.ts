import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLI, copyFixture } from './e2e/serve-helpers.js'

// A real full disk: the output folder's parent is a 1 MB tmpfs, mounted in a user and mount
// namespace of its own (`unshare -Urm`, no root needed), which the first build fits on and the
// second, with a 2 MB image added, does not. Then the disk is filled up completely, so that a
// third build cannot even take its lock, and last it is made read-only. Everything the tests
// look at is copied out to the normal disk before the namespace (and its tmpfs) goes away.
const SCRIPT = `set -eu
node="$0" cli="$1"
mount -t tmpfs -o size=1024k tmpfs out
"$node" "$cli" build --out-dir out/dist > results/first.log 2>&1
cp -a out/dist results/before
mv big.svg static/img/big.svg
attempt() {
  set +e
  "$node" "$cli" build --out-dir out/dist > results/$1.out 2> results/$1.err
  echo $? > results/$1.code
  set -e
  cp -a out/dist results/$1-dist
  ls -A out > results/$1.ls
}
attempt too-big
dd if=/dev/zero of=out/filler bs=4096 2> /dev/null || true
attempt disk-full
mount -o remount,ro out
attempt read-only
`

let site: string
const result = (name: string) => readFileSync(path.join(site, 'results', name), 'utf8').trim()
const diffTrees = (a: string, b: string) => spawnSync('diff', ['-r', path.join(site, a), path.join(site, b)], { encoding: 'utf8' })

beforeAll(() => {
  site = copyFixture('serve-live-reload')
  // The reference: the same input built on the normal disk (builds are byte-identical).
  const ref = spawnSync(process.execPath, [CLI, 'build', '--out-dir', 'ref'], { cwd: site, encoding: 'utf8' })
  expect(ref.status, ref.stderr).toBe(0)
  mkdirSync(path.join(site, 'out'))
  mkdirSync(path.join(site, 'results'))
  writeFileSync(path.join(site, 'big.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${'filler '.repeat(300_000)}--></svg>\n`)
  const run = spawnSync('unshare', ['-Urm', 'sh', '-c', SCRIPT, process.execPath, CLI], { cwd: site, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
  // No skipping: without a real ENOSPC this guarantee is not tested at all.
  expect(run.error?.message, 'unshare could not be started').toBeUndefined()
  expect(run.status, `unshare -Urm with a tmpfs mount is needed for a real full disk, and it failed here:\n${run.stderr}${existsSync(path.join(site, 'results/first.log')) ? result('first.log') : ''}`).toBe(0)
}, 60_000)
afterAll(() => rmSync(site, { recursive: true, force: true }))

describe('a full disk', () => {
  it('fails the build with one clear line naming the problem and the file, and no stack', () => {
    expect(Number(result('too-big.code'))).not.toBe(0)
    const err = result('too-big.err')
    expect(err.split('\n')[0]).toMatch(/^error invalid-usage: no space left on device while writing out\/dist\/\S+; the previous output in out\/dist was left unchanged$/)
    expect(err).toMatch(/\nhint: free some space on the disk that holds out\/dist, or build into another folder with --out-dir$/)
    expect(err).not.toMatch(/internal error|chemdocs bug|\n\s+at /)
  })

  it('leaves the previous output byte-identical and complete, and no temporary folder or lock behind', () => {
    expect(diffTrees('ref', 'results/before').stdout).toBe('')
    expect(diffTrees('results/before', 'results/too-big-dist').stdout).toBe('')
    expect(result('too-big.ls')).toBe('dist')
  })

  it('says the same when the disk is full before the build starts (no room for its lock file)', () => {
    expect(Number(result('disk-full.code'))).not.toBe(0)
    const err = result('disk-full.err')
    expect(err.split('\n')[0]).toBe('error invalid-usage: no space left on device while writing out/dist.lock; the previous output in out/dist was left unchanged')
    expect(err).not.toMatch(/internal error|chemdocs bug|\n\s+at /)
    expect(diffTrees('results/before', 'results/disk-full-dist').stdout).toBe('')
    expect(result('disk-full.ls').split('\n')).toEqual(['dist', 'filler'])
  })

  it('names a read-only output folder just as clearly', () => {
    expect(Number(result('read-only.code'))).not.toBe(0)
    expect(result('read-only.err')).toBe('error invalid-usage: read-only file system while writing out/dist.lock; the previous output in out/dist was left unchanged\nhint: make out writable, or build into another folder with --out-dir')
    expect(diffTrees('results/before', 'results/read-only-dist').stdout).toBe('')
  })

  it('builds again once there is room', () => {
    // Outside the namespace: the same site, image included, on the normal disk.
    renameSync(path.join(site, 'ref'), path.join(site, 'ref-old'))
    const again = spawnSync(process.execPath, [CLI, 'build', '--out-dir', 'ref'], { cwd: site, encoding: 'utf8' })
    expect(again.status, again.stderr).toBe(0)
    expect(existsSync(path.join(site, 'ref/img/big.svg'))).toBe(true)
  })
})
