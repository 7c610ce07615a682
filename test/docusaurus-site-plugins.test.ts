import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { loadConfig } from '../src/node/config/config.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { articleOf, buildFixture, FIXTURES } from './helpers.js'
import { CLI, copyFixture } from './e2e/serve-helpers.js'

type Built = Awaited<ReturnType<typeof buildFixture>>
const shown = (built: Built) => built.diagnostics.map((d) => `${d.severity} ${d.ruleId} ${d.line}:${d.column} ${d.message}`)

describe("site-plugins-global-data: a site's own plugins publish global data (contentLoaded, allContentLoaded)", () => {
  let built: Built
  const file = (route: string) => built.writer.files.get(route)?.toString() ?? ''
  beforeAll(async () => {
    built = await buildFixture('site-plugins-global-data')
  })

  it("gives a React page what a local TypeScript plugin's contentLoaded set, read from its context", () => {
    const html = file('index.html')
    expect(html).toContain('<ul class="batches"><li>B-17 at 0.1 M</li><li>B-18 at 0.25 M</li></ul>')
    // context.i18n.currentLocale and context.outDir (the Docusaurus config's build/).
    expect(html).toContain('<p class="context">en build</p>')
  })

  it("gives usePluginData(name, id) an inline plugin's data by its options' id, allContentLoaded's last", () => {
    const html = file('index.html')
    expect(html).toContain('<p class="shelf">C4 /log/ 2</p>')
    expect(html).toContain('<p class="plugins">batch-notes,docusaurus-plugin-content-docs,reagent-shelf</p>')
  })

  it('gives an MDX doc the same data', () => {
    expect(articleOf(file('guide/intro/index.html'))).toContain('<span class="count">2<!-- --> batches</span>')
  })

  it('names addRoute once at the plugin, and builds with no other message', () => {
    expect(shown(built)).toEqual(['warning unsupported-config 12:7 plugins.1: plugin reagent-shelf: addRoute is not supported by chemdocs: the pages it adds are not made'])
  })
})

describe("site-plugins-webpack-alias: configureWebpack's resolve.alias for MDX imports", () => {
  let built: Built
  beforeAll(async () => {
    built = await buildFixture('site-plugins-webpack-alias')
  })

  it('resolves a folder alias (a partial), an exact `$` alias and one added to the config handed in', () => {
    const article = articleOf(built.writer.files.get('docs/acetate/index.html')?.toString() ?? '')
    expect(article).toContain('at pH <!-- -->4.76')
    expect(article).toContain('Always wear gloves near the fume hood.')
  })

  it('takes resolve.fallback only for an import nothing else resolves', () => {
    const article = articleOf(built.writer.files.get('docs/acetate/index.html')?.toString() ?? '')
    expect(article).toContain('Strengths are in <!-- -->millimolar')
    expect(article).not.toContain('the fallback was taken')
    // A Node built-in is resolved as it is in the server bundle, the fallback being for the browser.
    expect(article).toContain('Batch <!-- -->1fd391c7')
  })

  it("runs the site's own loader on the files its rule matches, with the rule's options", () => {
    const article = articleOf(built.writer.files.get('docs/acetate/index.html')?.toString() ?? '')
    expect(article).toContain('<span class="buffer">Acetate buffer, 50 mM</span> at pH')
  })

  it('names the rules it cannot apply once, at the plugin', () => {
    expect(shown(built)).toEqual([
      'warning unsupported-config 13:5 plugins.0: plugin shared-fragments: configureWebpack: chemdocs bundles with esbuild, and takes resolve.alias and the rules whose loaders are files of the site; module.rules (1 of 2) is left out: what those loaders and webpack plugins make or change is missing',
    ])
  })
})

describe('markdown-preprocessor: markdown.preprocessor rewrites files before they are parsed', () => {
  let built: Built
  const article = (route: string) => articleOf(built.writer.files.get(route)?.toString() ?? '')
  beforeAll(async () => {
    built = await buildFixture('markdown-preprocessor')
  })

  it('fills in a Markdown page, its links checked as rewritten; a pathname:// image is used as written', () => {
    expect(built.diagnostics).toEqual([])
    const readings = article('docs/readings/index.html')
    expect(readings).toContain('Calibrate the Spectro-3000 daily, as <a href="/notes/docs/setup">the setup page</a> says.')
    expect(readings).toContain('src="/img/panel.png"')
  })

  it('rewrites the partials an MDX page imports, with their own file path', () => {
    expect(article('docs/cleaning/index.html')).toContain('Rinse the cuvettes of the Spectro-3000 (MDX) twice.')
  })
})

describe('site-plugin-throws: a plugin that throws or cannot be loaded', () => {
  let site: string
  beforeAll(() => {
    site = copyFixture('site-plugin-throws')
  })
  afterAll(() => rmSync(site, { recursive: true, force: true }))

  it('is a plugin-failed error at its entry in the config, naming the plugin and what it threw', async () => {
    const built = await buildFixture('site-plugin-throws')
    const failed = built.diagnostics.filter((d) => d.ruleId === 'plugin-failed')
    const config = path.relative(process.cwd(), path.join(FIXTURES, 'site-plugin-throws/docusaurus.config.js'))
    expect(failed.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`).sort()).toEqual([
      `${config}:8:5 error plugins.0: plugin inventory threw in loadContent: inventory.csv is missing`,
      `${config}:9:5 error plugins.1: plugin sample-tracker failed to load: package sample-tracker is not installed in the site (npm install it)`,
    ])
  })

  it('fails `chemdocs build` with exit 1 and the positioned message, no stack', () => {
    const r = spawnSync(process.execPath, [CLI, 'build', '--out-dir', 'out'], { cwd: site, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: 'true' } })
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('docusaurus.config.js:8:5  error  plugins.0: plugin inventory threw in loadContent: inventory.csv is missing  plugin-failed')
    expect(r.stderr).not.toMatch(/^\s+at /m)
  })

  it('runs when the config is loaded, but not for a command that builds nothing (sitePlugins: false)', async () => {
    const failures = (config: Awaited<ReturnType<typeof loadConfig>>) => config.configWarnings.filter((d) => d.ruleId === 'plugin-failed').length
    expect(failures(await loadConfig(site))).toBe(2)
    const config = await loadConfig(site, { sitePlugins: false })
    expect(config.sitePlugins).toBeUndefined()
    expect(failures(config)).toBe(0)
  })
})

describe("a site installed with pnpm: what its config and plugins require resolves as under pnpm's own scripts", () => {
  let dir: string
  let built: Built
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'chemdocs-pnpm-'))
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), text)
    }
    // A package of the tool's own, which pnpm keeps out of the site's node_modules: only in the store's hidden folder.
    write('node_modules/.pnpm/node_modules/buffer-labels/index.js', "exports.label = (name) => `${name} (pH 7.4)`\n")
    write('docs/intro.md', '# Phosphate buffer\n\nMix the salts.\n')
    write(
      'plugins/buffers.js',
      "const { label } = require('buffer-labels')\nmodule.exports = () => ({ name: 'buffers', contentLoaded({ actions }) { actions.setGlobalData({ buffer: label('PBS') }) } })\n",
    )
    write('src/pages/index.js', "import { usePluginData } from '@docusaurus/useGlobalData'\nexport default function Home() {\n  return <p className=\"buffer\">{usePluginData('buffers').buffer}</p>\n}\n")
    write(
      'docusaurus.config.js',
      "const { label } = require('buffer-labels')\nmodule.exports = { title: label('Buffers'), url: 'https://buffers.example.org', baseUrl: '/', presets: [['classic', { blog: false }]], plugins: ['./plugins/buffers'] }\n",
    )
    const config = await loadConfig(dir)
    const writer = new MemoryWriter()
    built = { writer, diagnostics: (await build(config, { mode: 'production', writer })).diagnostics }
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('loads the config and a local plugin that require a package found only there', () => {
    expect(shown(built)).toEqual([])
    expect(built.writer.files.get('docs/intro/index.html')?.toString()).toContain('<title>Phosphate buffer | Buffers (pH 7.4)</title>')
    expect(built.writer.files.get('index.html')?.toString()).toContain('<p class="buffer">PBS (pH 7.4)</p>')
  })
})
