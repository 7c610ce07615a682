import { spawn } from 'node:child_process'
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * `chemdocs build` replaces its output folder whole, so a wrong `--out-dir` or `outDir` must never
 * name a folder that holds anything else: each case runs the real CLI in a small project that sits
 * beside a sibling project, and then checks that every file of both is still there.
 */

const BIN = path.resolve(import.meta.dirname, '../bin/chemdocs.js')
const work = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-outdir-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

let count = 0
/** A project (site.config.ts, docs/, static/, src/) next to a sibling project, in a fresh folder. */
function makeProject(configExtra = ''): { dir: string; files: () => string[] } {
  const parent = path.join(work, `case-${count++}`)
  const dir = path.join(parent, 'site')
  const put = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(parent, rel)), { recursive: true })
    writeFileSync(path.join(parent, rel), text)
  }
  put('site/site.config.ts', `export default { title: 'Out', url: 'https://example.org'${configExtra} }\n`)
  put('site/docs/index.md', '---\nid: welcome\ntitle: Home\n---\n\nThe home page links to [the guide](./guide.md).\n')
  put('site/docs/guide.md', '---\ntitle: Guide\n---\n\nA guide.\n')
  put('site/static/robots.txt', 'User-agent: *\n')
  put('site/src/own-code.ts', 'export const mine = 1\n')
  put('sibling/notes.txt', 'a sibling project that no build may touch\n')
  const sources = ['site/site.config.ts', 'site/docs/index.md', 'site/docs/guide.md', 'site/static/robots.txt', 'site/src/own-code.ts', 'sibling/notes.txt']
  return { dir, files: () => sources.filter((rel) => !existsSync(path.join(parent, rel))) }
}

function build(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, 'build', '--no-cache', ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env } })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => resolve({ code, stderr }))
  })
}

describe('build refuses an output folder that is not its own, and deletes nothing', () => {
  const refused: { name: string; args: (dir: string) => string[]; config?: string; env?: (dir: string) => NodeJS.ProcessEnv; says: RegExp }[] = [
    { name: '--out-dir docs (the sources)', args: () => ['--out-dir', 'docs'], says: /refusing to write the output to docs: it is the source folder docs/ },
    { name: '--out-dir docs/sub (inside the sources)', args: () => ['--out-dir', 'docs/sub'], says: /docs[/\\]sub: it is inside the source folder docs/ },
    { name: '--out-dir static', args: () => ['--out-dir', 'static'], says: /it is the source folder static/ },
    { name: '--out-dir src (an existing folder of code)', args: () => ['--out-dir', 'src'], says: /it is the source folder src/ },
    { name: '--out-dir . (the project)', args: () => ['--out-dir', '.'], says: /it is the site’s own folder/ },
    { name: '--out-dir ./ (relative-empty)', args: () => ['--out-dir', './'], says: /it is the site’s own folder/ },
    { name: '--out-dir "" (an unset variable)', args: () => ['--out-dir', ''], says: /--out-dir is empty/ },
    { name: "outDir: '' in the config", args: () => [], config: ", outDir: ''", says: /outDir: the output folder cannot be empty/ },
    { name: "outDir: '.' in the config", args: () => [], config: ", outDir: '.'", says: /it is the site’s own folder/ },
    { name: '--out-dir .. (the parent, siblings included)', args: () => ['--out-dir', '..'], says: /it holds the site’s folder/ },
    { name: '--out-dir / (the file system)', args: () => ['--out-dir', '/'], says: /it is the root of the file system/ },
    { name: '--out-dir $HOME', args: (dir) => ['--out-dir', path.join(dir, '..', 'home')], env: (dir) => ({ HOME: path.join(dir, '..', 'home') }), says: /it is your home folder/ },
  ]
  it.each(refused)('$name', async ({ args, config, env, says }) => {
    const project = makeProject(config)
    if (env) mkdirSync(path.join(project.dir, '..', 'home', 'keep'), { recursive: true })
    const { code, stderr } = await build(project.dir, args(project.dir), env?.(project.dir))
    expect(stderr).toMatch(says)
    expect(stderr).not.toMatch(/internal error|\n\s+at /)
    expect(code).toBe(2)
    expect(project.files()).toEqual([])
    if (env) expect(existsSync(path.join(project.dir, '..', 'home', 'keep'))).toBe(true)
  })

  it('--force does not lift the rule for a source folder', async () => {
    const project = makeProject()
    const { code, stderr } = await build(project.dir, ['--out-dir', 'docs', '--force'])
    expect(code).toBe(2)
    expect(stderr).toMatch(/it is the source folder docs/)
    expect(project.files()).toEqual([])
  })

  it('refuses an existing non-empty folder chemdocs did not write, unless --force; writes into its own output again', async () => {
    const project = makeProject()
    mkdirSync(path.join(project.dir, 'mine'))
    writeFileSync(path.join(project.dir, 'mine', 'thesis.tex'), 'years of work')
    const refusedRun = await build(project.dir, ['--out-dir', 'mine'])
    expect(refusedRun.code).toBe(2)
    expect(refusedRun.stderr).toMatch(/refusing to write the output to mine: it already holds files that chemdocs did not write/)
    expect(refusedRun.stderr).toMatch(/--force/)
    expect(readFileSync(path.join(project.dir, 'mine', 'thesis.tex'), 'utf8')).toBe('years of work')

    const forced = await build(project.dir, ['--out-dir', 'mine', '--force'])
    expect(forced.stderr).toBe('')
    expect(forced.code).toBe(0)
    expect(readdirSync(path.join(project.dir, 'mine'))).toContain('.chemdocs-output')

    // The folder is now ours: the next build replaces it without --force.
    const again = await build(project.dir, ['--out-dir', 'mine'])
    expect(again.code).toBe(0)
    expect(existsSync(path.join(project.dir, 'mine', 'index.html'))).toBe(true)
  })

  it('accepts an empty folder and the output of a chemdocs from before the marker', async () => {
    const project = makeProject()
    mkdirSync(path.join(project.dir, 'empty'))
    expect((await build(project.dir, ['--out-dir', 'empty'])).code).toBe(0)
    mkdirSync(path.join(project.dir, 'old'))
    writeFileSync(path.join(project.dir, 'old', 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><meta name="generator" content="chemdocs 0.1.0"></head></html>')
    expect((await build(project.dir, ['--out-dir', 'old'])).code).toBe(0)
    expect(project.files()).toEqual([])
  })

  it('builds through an output folder that is a link to an earlier output (dist -> /var/www/site), and names the target of any other link', async () => {
    const project = makeProject()
    expect((await build(project.dir, [])).code).toBe(0)
    const www = path.join(project.dir, '..', 'www')
    mkdirSync(www)
    renameSync(path.join(project.dir, 'dist'), path.join(www, 'site'))
    symlinkSync(path.join(www, 'site'), path.join(project.dir, 'dist'))
    writeFileSync(path.join(project.dir, 'docs/guide.md'), '---\ntitle: Guide\n---\n\nThe second build.\n')
    // It was refused as 'not a folder', although the target held the marker.
    const linked = await build(project.dir, [])
    expect(linked.stderr).toBe('')
    expect(linked.code).toBe(0)
    expect(lstatSync(path.join(project.dir, 'dist')).isSymbolicLink()).toBe(true)
    expect(readlinkSync(path.join(project.dir, 'dist'))).toBe(path.join(www, 'site'))
    expect(readFileSync(path.join(www, 'site/docs/guide/index.html'), 'utf8')).toContain('The second build.')
    expect(readdirSync(www)).toEqual(['site'])

    mkdirSync(path.join(www, 'mine'))
    writeFileSync(path.join(www, 'mine/thesis.tex'), 'years of work')
    symlinkSync(path.join(www, 'mine'), path.join(project.dir, 'out-mine'))
    symlinkSync(path.join(www, 'mine/thesis.tex'), path.join(project.dir, 'out-file'))
    symlinkSync(path.join(www, 'nowhere'), path.join(project.dir, 'out-none'))
    const says = {
      'out-mine': `refusing to write the output to out-mine: it is a symbolic link to ${path.join(www, 'mine')}, which already holds files that chemdocs did not write`,
      'out-file': `refusing to write the output to out-file: it is a symbolic link to ${path.join(www, 'mine/thesis.tex')}, which is not a folder`,
      'out-none': `refusing to write the output to out-none: it is a symbolic link to ${path.join(www, 'nowhere')}, which does not exist`,
    }
    for (const [name, message] of Object.entries(says)) {
      const refused = await build(project.dir, ['--out-dir', name])
      expect(refused.stderr, name).toContain(`error invalid-usage: ${message}`)
      expect(refused.code, name).toBe(2)
    }
    expect(readFileSync(path.join(www, 'mine/thesis.tex'), 'utf8')).toBe('years of work')
    expect(readdirSync(www).sort()).toEqual(['mine', 'site'])
    expect(project.files()).toEqual([])
  }, 60_000)
})
