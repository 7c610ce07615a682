import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { NOTICES_FILE } from '../src/node/render/third-party-notices.js'
import { CLI, copyFixture } from './e2e/serve-helpers.js'

// How the CLI talks: progress on a terminal, plain lines elsewhere, NO_COLOR, --quiet, --verbose, --help.
let site: string
const ESC = '\u001b['

function cli(args: string[], env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: site, encoding: 'utf8', env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '', CI: '', ...env } })
  return { code: r.status, stdout: r.stdout, stderr: r.stderr }
}

/** Runs the CLI under a pseudo-terminal (util-linux `script`), as a person at a terminal would. */
function cliOnTerminal(args: string[], env: NodeJS.ProcessEnv = {}): string {
  const command = [process.execPath, CLI, ...args].map((a) => `'${a}'`).join(' ')
  return spawnSync('script', ['-qec', command, '/dev/null'], { cwd: site, encoding: 'utf8', env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '', CI: '', TERM: 'xterm', ...env } }).stdout
}
const hasScript = existsSync('/usr/bin/script')

beforeAll(() => {
  site = copyFixture('serve-live-reload')
})

describe('build output', () => {
  it.runIf(hasScript)('shows stage progress in place on a terminal, then a summary', () => {
    const out = cliOnTerminal(['build', '--out-dir', 'out-tty'])
    // 3 docs and the fixture's 2 Markdown pages (src/pages/about.md, helpdesk.md).
    expect(out).toContain('\r\u001b[2Kbuilding… transform (5 pages)')
    expect(out).toContain('\r\u001b[2Kbuilding… render (7 pages)')
    expect(out).toMatch(/✔ built 7 pages into .*out-tty \(\d+ files, [\d.]+ MB\) in [\d.]+ s/)
  })

  it.runIf(hasScript)('prints plain lines only with CI=true, and no colour with NO_COLOR', () => {
    const ci = cliOnTerminal(['build', '--out-dir', 'out-ci', '--config', 'missing.config.ts'], { CI: 'true' })
    expect(ci).not.toContain('building…')
    const plain = cliOnTerminal(['build', '--out-dir', 'out-nc', '--config', 'missing.config.ts'], { NO_COLOR: '1' })
    expect(plain).toContain('error invalid-config: config file missing.config.ts does not exist')
    expect(plain).not.toContain(ESC)
    const coloured = cliOnTerminal(['build', '--out-dir', 'out-c', '--config', 'missing.config.ts'])
    expect(coloured).toContain(`${ESC}31merror`)
  })

  it('prints plain lines when not on a terminal', () => {
    const r = cli(['build', '--out-dir', 'out-pipe'])
    expect(r.code).toBe(0)
    expect(r.stdout + r.stderr).not.toContain('\r')
    expect(r.stdout + r.stderr).not.toContain(ESC)
    expect(r.stdout).toMatch(/^✔ built 7 pages into /)
  })

  it("writes the licence notices of what its scripts hold beside them (React's MIT among them), from the prebuilt bundle too", () => {
    expect(cli(['build', '--quiet', '--out-dir', 'out-notices']).code).toBe(0)
    const notices = readFileSync(path.join(site, 'out-notices', NOTICES_FILE), 'utf8')
    expect(notices).toMatch(/^react-dom \d+\.\d+\.\d+ \(MIT\)$/m)
    expect(notices).toContain('Permission is hereby granted, free of charge')
  })

  it('--quiet prints only errors; --verbose adds per-stage timings', () => {
    const quiet = cli(['build', '--quiet', '--out-dir', 'out-q'])
    expect(quiet.code).toBe(0)
    expect(quiet.stdout + quiet.stderr).toBe('')
    expect(cli(['--quiet', 'build', '--out-dir', 'out-q2', '--config', 'nope.ts']).stderr).toContain('error invalid-config')
    const verbose = cli(['build', '--verbose', '--out-dir', 'out-v'])
    expect(verbose.stdout).toMatch(/^ {2}transform +\d+ ms$/m)
    expect(verbose.stdout).toMatch(/^ {2}render +\d+ ms$/m)
  })
})

describe('--help', () => {
  it.each([[[]], [['build']], [['serve']], [['check-links']]])('chemdocs %j --help shows examples', (args) => {
    const r = cli([...args, '--help'])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain('Examples:')
    expect(r.stdout).toContain('$ chemdocs')
  })

  it('lists the serve and check-links flags', () => {
    expect(cli(['serve', '--help']).stdout).toMatch(/--port <port>[\s\S]*--host <host>[\s\S]*--open[\s\S]*--config <file>/)
    expect(cli(['check-links', '--help']).stdout).toMatch(/\[dir\][\s\S]*--external[\s\S]*--format <format>[\s\S]*--no-source[\s\S]*--strict/)
  })
})

