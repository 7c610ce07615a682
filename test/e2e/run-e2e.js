#!/usr/bin/env node
// Runs the browser suite. It needs Debian's chromium: installed here with apt-get when missing
// (as root), otherwise the suite fails with a clear message. It never skips silently.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = '/usr/bin/chromium'
if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(`browser tests need ${CHROMIUM}: run "sudo apt-get install -y chromium" (Debian's package; no browser downloads)`)
    process.exit(1)
  }
  console.log('installing Debian chromium for the browser tests…')
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
}
const result = spawnSync('npx', ['vitest', 'run', '--config', 'test/e2e/vitest.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(result.status ?? 1)
