import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from './e2e/serve-helpers.js'

// `chemdocs init` gives a new writer a project (npm scripts, .gitignore) and a site that passes
// `chemdocs check`, whose house rules come from the site's config (issue 31).
async function run(args: string[], cwd: string) {
  const proc = runCli(args, cwd)
  return { code: await proc.exited, output: proc.output() }
}

const made: string[] = []
const tmp = () => {
  made.push(mkdtempSync(path.join(os.tmpdir(), 'chemdocs-init-')))
  return made[made.length - 1]!
}
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })))
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { name: string; scripts: Record<string, string>; devDependencies?: Record<string, string>; dependencies?: Record<string, string> }

describe('chemdocs init', () => {
  it('writes npm scripts, chemdocs as a dev dependency and a .gitignore for the output', async () => {
    const dir = path.join(tmp(), 'Widget Docs')
    const { code, output } = await run(['init', dir], path.dirname(dir))
    expect(code).toBe(0)
    const pkg = json(path.join(dir, 'package.json'))
    expect(pkg).toMatchObject({ name: 'widget-docs', private: true, scripts: { start: 'chemdocs serve', build: 'chemdocs build' }, devDependencies: { chemdocs: expect.stringMatching(/^\^\d+\.\d+\.\d+/) } })
    expect(readFileSync(path.join(dir, '.gitignore'), 'utf8').split('\n')).toEqual(expect.arrayContaining(['node_modules/', 'dist/']))
    expect(output).toContain('npm install && npm start')
  })

  it('makes a landing page: title, tagline, two actions and the feature cards of the config', async () => {
    const dir = tmp()
    expect((await run(['init', '--title', 'Widget Manual'], dir)).code).toBe(0)
    expect((await run(['build'], dir)).code).toBe(0)
    const home = readFileSync(path.join(dir, 'dist/index.html'), 'utf8')
    const main = home.slice(home.indexOf('<main class="home">'), home.indexOf('</main>'))
    expect(main).toContain('<h1 class="hero__title">Widget Manual</h1><p class="hero__subtitle">Documentation written in Markdown</p>')
    expect([...main.matchAll(/<a href="([^"]+)" class="(button[^"]*)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2], m[3]])).toEqual([
      ['/docs', 'button button--primary button--lg', 'Get started'],
      ['/docs/guide/writing-pages', 'button button--lg', 'Write a page'],
    ])
    expect([...main.matchAll(/<h2 class="feature__title">([^<]+)</g)].map((m) => m[1])).toEqual(['Written in Markdown', 'Links that stay working', 'Search that works offline'])
    expect(main).toContain('<a href="/docs/guide/writing-pages" class="feature__body feature__body--link"><h2 class="feature__title">Written in Markdown</h2>')
    // Every link of the landing page leads somewhere.
    expect((await run(['check-links'], dir)).code).toBe(0)
  })

  it("adds only the scripts and ignore lines an existing project lacks, keeping everything it has", async () => {
    const dir = tmp()
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'mine', scripts: { build: 'make docs' }, dependencies: { chemdocs: '^0.1.0' } }, null, 4))
    writeFileSync(path.join(dir, '.gitignore'), '*.log\nnode_modules')
    const { code, output } = await run(['init'], dir)
    expect(code).toBe(0)
    const pkg = json(path.join(dir, 'package.json'))
    expect(pkg.scripts).toMatchObject({ build: 'make docs', start: 'chemdocs serve' })
    expect(pkg.devDependencies).toBeUndefined()
    expect(readFileSync(path.join(dir, 'package.json'), 'utf8')).toMatch(/^\{\n {4}"name": "mine"/)
    expect(readFileSync(path.join(dir, '.gitignore'), 'utf8')).toMatch(/^\*\.log\nnode_modules\ndist\/\n/)
    expect(output).toMatch(/package\.json \(added start, preview, check\)/)
  })

  it('stops before writing anything when package.json cannot be read, naming it', async () => {
    const dir = tmp()
    writeFileSync(path.join(dir, 'package.json'), '{ "name": ')
    const { code, output } = await run(['init'], dir)
    expect(code).toBe(2)
    expect(output).toMatch(/package\.json is not valid JSON/)
    expect(() => readFileSync(path.join(dir, 'site.config.ts'))).toThrow()
  })
})

describe('chemdocs check', () => {
  it("passes a new site, and applies the house rules of the site's config, naming the file", async () => {
    const dir = tmp()
    expect((await run(['init'], dir)).code).toBe(0)
    const clean = await run(['check'], dir)
    expect(clean.code).toBe(0)
    expect(clean.output).toMatch(/✔ 2 pages follow the content rules/)
    const config = path.join(dir, 'site.config.ts')
    writeFileSync(config, readFileSync(config, 'utf8').replace("favicon: '/img/favicon.svg',", "favicon: '/img/favicon.svg',\n  contentRules: { minWords: 5000, minLinks: 9, requiredKeys: ['owner'] },"))
    const strict = await run(['check'], dir)
    expect(strict.code).toBe(1)
    expect(strict.output).toMatch(/docs\/guide\/writing-pages\.md:1:1 +error +\d+ words of prose; a page needs at least 5000 +content-rule/)
    expect(strict.output).toMatch(/docs\/index\.md:1:1 +error +\d+ links? to other pages; add at least 9/)
    expect(strict.output).toContain('the frontmatter has no `owner`')
    // --require names the keys for one run instead of the config's.
    expect((await run(['check', '--require', 'title'], dir)).output).not.toContain('`owner`')
  })

  it('reports a wrong house rule in the config at its line and column', async () => {
    const dir = tmp()
    expect((await run(['init'], dir)).code).toBe(0)
    const config = path.join(dir, 'site.config.ts')
    writeFileSync(config, readFileSync(config, 'utf8').replace("favicon: '/img/favicon.svg',", "favicon: '/img/favicon.svg',\n  contentRules: { minWord: 300 },"))
    const { code, output } = await run(['check'], dir)
    expect(code).toBe(2)
    expect(output).toMatch(/site\.config\.ts:\d+:\d+: contentRules\.minWord: unknown key; did you mean `minWords`\?/)
  })
})
