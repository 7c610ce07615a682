import { execFile, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Issue 25: chemdocs installed from its packed tarball, in a folder of its own, works as a
// writer runs it: init, build, preview, check-links, check. Everything offline: npm reads
// the packages from its cache, which installing this repository filled.
const ROOT = path.resolve(import.meta.dirname, '..')
const run = promisify(execFile)
let tmp: string
let site: string

/**
 * npm 11 resolves version ranges from full package documents, and the cache holds only the
 * abbreviated ones `npm ci` fetched; a lockfile naming each tarball lets `npm install --offline`
 * take them from the cache instead. It pins the versions this repository's lock holds (the
 * runtime ones only: devDependencies must not be needed to run chemdocs).
 */
function writeLockFor(dir: string, tarball: string): void {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, Record<string, unknown>> }
  const own = lock.packages['']!
  const spec = `file:${path.relative(dir, tarball)}`
  const packages: Record<string, unknown> = {
    '': { name: 'writer-site', dependencies: { chemdocs: spec } },
    'node_modules/chemdocs': { version: own.version, resolved: spec, dependencies: own.dependencies, bin: own.bin, engines: own.engines },
  }
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key.startsWith('node_modules/') || entry.dev === true || entry.link === true) continue
    const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)
    packages[key] = { resolved: `https://registry.npmjs.org/${name}/-/${name.split('/').pop()}-${String(entry.version)}.tgz`, ...entry }
  }
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'writer-site', private: true, dependencies: { chemdocs: spec } }, null, 2))
  writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify({ name: 'writer-site', lockfileVersion: 3, requires: true, packages }, null, 2))
}

const chemdocs = (...args: string[]) => run('npx', ['--no-install', 'chemdocs', ...args], { cwd: site, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: 'true' } })

beforeAll(async () => {
  expect(existsSync(path.join(ROOT, 'lib/bundle/cli.js')), 'run npm run compile first').toBe(true)
  tmp = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-install-'))
  // --ignore-scripts: `prepare` would compile again, rewriting lib/ under the tests running beside this one.
  await run('npm', ['pack', '--ignore-scripts', '--pack-destination', tmp], { cwd: ROOT })
  const tarball = path.join(tmp, readdirSync(tmp).find((f) => f.endsWith('.tgz'))!)
  site = path.join(tmp, 'site')
  mkdirSync(site)
  writeLockFor(site, tarball)
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: site })
}, 180_000)

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true })
})

describe('chemdocs installed from its packed tarball', () => {
  it('ships what it runs: the compiled code and the theme, no tests and no devDependencies', () => {
    const pkg = path.join(site, 'node_modules/chemdocs')
    for (const f of ['bin/chemdocs.js', 'lib/bundle/cli.js', 'lib/client/production/index.json', 'templates/styles.css', 'src/client/entry.tsx']) expect(existsSync(path.join(pkg, f)), f).toBe(true)
    for (const f of ['test', 'docs', 'src/node', 'site.config.ts']) expect(existsSync(path.join(pkg, f)), f).toBe(false)
    for (const dev of ['typescript', 'vitest', 'playwright-core']) expect(existsSync(path.join(site, 'node_modules', dev)), dev).toBe(false)
  })

  it('starts a site with init, refuses to overwrite it, builds it, previews it and checks it', async () => {
    await chemdocs('init')
    for (const f of ['site.config.ts', 'docs/index.md', 'docs/guide/_category_.yml', 'docs/guide/writing-pages.md', 'static/img/favicon.svg']) expect(existsSync(path.join(site, f)), f).toBe(true)
    const again = await chemdocs('init').catch((e: { code: number; stderr: string }) => e)
    expect(again).toMatchObject({ code: 2, stderr: expect.stringContaining('writes nothing over existing files') })

    const built = await chemdocs('build')
    expect(built.stderr + built.stdout).toMatch(/built \d+ pages/)
    expect(existsSync(path.join(site, 'dist/docs/guide/writing-pages/index.html'))).toBe(true)
    expect(readFileSync(path.join(site, 'dist/docs/index.html'), 'utf8')).toContain('<link rel="icon" href="/img/favicon.svg">')

    await chemdocs('check-links')
    await chemdocs('check')

    // A process group of its own: npx does not pass SIGTERM on to the chemdocs it started.
    const preview = spawn('npx', ['--no-install', 'chemdocs', 'preview', '--port', '0'], { cwd: site, env: { ...process.env, NO_COLOR: '1' }, detached: true })
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let text = ''
        const onData = (chunk: Buffer) => {
          text += chunk.toString()
          const found = /http:\/\/127\.0\.0\.1:\d+\//.exec(text)
          if (found) resolve(found[0])
        }
        preview.stdout.on('data', onData)
        preview.stderr.on('data', onData)
        preview.on('exit', (code) => reject(new Error(`preview exited with ${code}: ${text}`)))
      })
      const page = await fetch(`${url}docs/guide/writing-pages`)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'")
      expect(await page.text()).toContain('Writing pages')
      expect((await fetch(`${url}docs/nothing-here`)).status).toBe(404)
    } finally {
      const exited = new Promise((resolve) => preview.on('exit', resolve))
      process.kill(-preview.pid!, 'SIGTERM')
      await exited
    }
  }, 120_000)

  it("types the site's config: site.config.ts type-checks against the installed package, a misspelt key does not", async () => {
    const tsc = (file: string) => run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '--strict', '--skipLibCheck', '--module', 'preserve', '--moduleResolution', 'bundler', '--target', 'es2022', file], { cwd: site, encoding: 'utf8' })
    await tsc('site.config.ts')
    writeFileSync(path.join(site, 'typo.config.ts'), readFileSync(path.join(site, 'site.config.ts'), 'utf8').replace('tagline:', 'tagLine:'))
    const typo = await tsc('typo.config.ts').catch((e: { stdout: string }) => e)
    expect(typo).toMatchObject({ stdout: expect.stringContaining("'tagLine' does not exist") })
  }, 60_000)
})
