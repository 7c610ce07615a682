import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { loadConfig } from '../src/node/config/config.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { ChemdocsError } from '../src/node/diagnostics.js'
import { NOTICES_FILE } from '../src/node/render/third-party-notices.js'
import { articleOf, buildFixture, FIXTURES } from './helpers.js'

type Built = Awaited<ReturnType<typeof buildFixture>>

describe('mermaid-diagrams: @docusaurus/theme-mermaid with markdown.mermaid', () => {
  let built: Built
  beforeAll(async () => {
    built = await buildFixture('mermaid-diagrams')
  })

  it('turns ```mermaid blocks of .md and .mdx pages into diagrams holding their source, with the themes of themeConfig.mermaid', () => {
    const flow = articleOf(built.writer.read('docs/flow/index.html')!)
    expect(flow).toContain('<div class="code-block mermaid-diagram" data-library="/lab/assets/mermaid/mermaid-0.0.0-fixture.min.js" data-light="neutral" data-dark="forest"><pre class="mermaid-diagram__source">graph LR\n  A[Sample] --> B[Analysis]\n</pre></div>')
    // Other code blocks stay highlighted code.
    expect(flow).toContain('language-js')
    const steps = articleOf(built.writer.read('docs/steps/index.html')!)
    expect(steps).toContain('<p>Drawn below.</p>')
    expect(steps).toMatch(/<div class="code-block mermaid-diagram"[^>]*><pre class="mermaid-diagram__source">sequenceDiagram\n {2}Alice-&gt;&gt;Bob: Hello\n?<\/pre><\/div>/)
    expect(articleOf(built.writer.read('docs/plain/index.html')!)).not.toContain('mermaid')
  })

  it("serves the site's own Mermaid library from its assets, loaded by no page's HTML", () => {
    const served = built.writer.read('assets/mermaid/mermaid-0.0.0-fixture.min.js')
    expect(served).toBe(readFileSync(path.join(FIXTURES, 'mermaid-diagrams/node_modules/mermaid/dist/mermaid.min.js'), 'utf8'))
    expect(built.writer.read('docs/flow/index.html')).not.toMatch(/<script[^>]+mermaid/)
    // Its licence notice goes with it, after those of chemdocs' own scripts.
    const notices = built.writer.read(NOTICES_FILE)!
    expect(notices).toMatch(/^react \d+\.\d+\.\d+ \(MIT\)$/m)
    expect(notices).toMatch(/^mermaid 0\.0\.0-fixture \(MIT\)$/m)
  })

  it('names each plugin that does not run once, with what is lost', () => {
    const messages = built.diagnostics.filter((d) => d.ruleId === 'unsupported-config').map((d) => d.message)
    expect(messages).toEqual([
      'plugins.0: @docusaurus/plugin-google-gtag does not run in chemdocs: no analytics are sent (chemdocs pages load nothing from other hosts)',
      'plugins.2: docusaurus-plugin-openapi-docs does not run in chemdocs: the API pages it generates are not made; Markdown or MDX files it already wrote into the docs folder are built as any doc',
      "plugins.1: plugin inline: injectHtmlTags is not supported by chemdocs: the tags it injects into the pages' HTML are missing",
    ])
  })
})

describe('mermaid-without-theme: markdown.mermaid without the theme', () => {
  it('keeps mermaid blocks as code blocks and says why, at the key', async () => {
    const built = await buildFixture('mermaid-without-theme')
    expect(articleOf(built.writer.read('docs/flow/index.html')!)).toContain('language-mermaid')
    expect(built.writer.read('docs/flow/index.html')).not.toContain('mermaid-diagram')
    const warning = built.diagnostics.find((d) => d.message.startsWith('markdown.mermaid'))
    expect(warning).toMatchObject({ line: 6, column: 15, message: "markdown.mermaid: needs '@docusaurus/theme-mermaid' in themes, as in Docusaurus; without it mermaid blocks stay code blocks" })
  })
})

describe('markdown.mermaid without the mermaid package', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-mermaid-missing-'))
    cpSync(path.join(FIXTURES, 'mermaid-diagrams'), dir, { recursive: true })
    rmSync(path.join(dir, 'node_modules'), { recursive: true })
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('fails with an invalid-config error placed at the key, saying what to install', async () => {
    const error = await loadConfig(dir).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChemdocsError)
    expect((error as ChemdocsError).ruleId).toBe('invalid-config')
    expect((error as ChemdocsError).message).toMatch(/docusaurus\.config\.js:6:15: markdown\.mermaid: the mermaid package is not installed in the site, so mermaid code blocks cannot become diagrams$/)
    expect((error as ChemdocsError).hint).toBe('install it next to the site (npm install mermaid) or turn markdown.mermaid off')
  })
})

describe('client-redirects: @docusaurus/plugin-client-redirects', () => {
  let built: Built
  beforeAll(async () => {
    built = await buildFixture('client-redirects')
  })
  const page = (to: string) => `<meta http-equiv="refresh" content="0; url=${to}">\n<link rel="canonical" href="${to}">`

  it('writes a redirect page (meta refresh and canonical link) for each listed, created and extension path', () => {
    expect(built.writer.read('docs/old-intro/index.html')).toContain(page('/lab/docs/intro'))
    expect(built.writer.read('old-a/index.html')).toContain(page('/lab/docs/guide'))
    expect(built.writer.read('old-b/index.html')).toContain(page('/lab/docs/guide'))
    expect(built.writer.read('docs/manual/index.html')).toContain(page('/lab/docs/guide'))
    expect(built.writer.read('docs/intro.html/index.html')).toContain(page('/lab/docs/intro'))
  })

  it('keeps a page whose path a redirect lists as old, and says so at the `from`', () => {
    expect(built.writer.read('docs/intro/index.html')).toContain('Welcome.')
    expect(built.diagnostics.filter((d) => d.message.startsWith('redirect') || d.message.startsWith('route /404'))).toEqual([
      expect.objectContaining({ severity: 'warning', line: 15, column: 20, message: 'redirect from `/docs/intro`: a page of the site has this path, so it stays and no redirect is written' }),
      expect.objectContaining({ severity: 'warning', ruleId: 'duplicate-route', file: expect.stringMatching(/src\/pages\/404\.md$/) }),
    ])
  })

  it("writes no `.html` redirect over the not-found page for a page at /404, as Docusaurus counts /404.html among the site's paths", () => {
    expect(built.writer.read('404/index.html')).toContain('Nothing here')
    expect(built.writer.read('404.html')).toContain('Page Not Found')
    expect(built.writer.read('404.html/index.html')).toBeUndefined()
    expect(built.writer.read('docs/guide.html/index.html')).toContain(page('/lab/docs/guide'))
  })

  it('fails when a `to` is no page of the site, naming the file, line and column of the `to`', async () => {
    const failed = await buildFixture('client-redirects-missing-target')
    expect(failed.diagnostics.filter((d) => d.severity === 'error')).toEqual([
      expect.objectContaining({ ruleId: 'missing-page', file: expect.stringMatching(/client-redirects-missing-target\/docusaurus\.config\.js$/), line: 8, column: 85, message: 'redirect to `/docs/renamed`: no page of the site has this path; expected the path of a page, without the base URL' }),
    ])
  })
})

describe('katex-stylesheet: a CDN katex.css in `stylesheets`', () => {
  let built: Built
  beforeAll(async () => {
    built = await buildFixture('katex-stylesheet')
  })

  it("serves the site's installed katex.min.css with the fonts it names, linked on every page, and links nothing from another host", () => {
    const html = built.writer.read('docs/formulas/index.html')!
    const href = /<link rel="stylesheet" href="(\/assets\/packages\/katex\.min-[0-9a-f]{8}\/katex\.min\.css)"/.exec(html)?.[1]
    expect(href).toBeDefined()
    const folder = href!.slice(1, -'katex.min.css'.length)
    expect(built.writer.read(`${folder}katex.min.css`)).toBe(readFileSync(path.join(FIXTURES, 'katex-stylesheet/node_modules/katex/dist/katex.min.css'), 'utf8'))
    expect(built.writer.read(`${folder}fonts/KaTeX_Main-Regular.woff2`)).toBe('wOF2 stand-in font')
    expect(html).not.toMatch(/jsdelivr|googleapis/)
  })

  it('names the stylesheet replaced, and the remote one left out, once each at its place', () => {
    expect(built.diagnostics.filter((d) => d.message.startsWith('stylesheets')).map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      "7:3 stylesheets.0: https://cdn.jsdelivr.net/npm/katex@0.13.24/dist/katex.min.css is replaced by the site's installed katex/dist/katex.min.css and its fonts, served from the site (no request to another host)",
      '7:3 stylesheets.1: https://fonts.googleapis.com/css2?family=Inter is not loaded: chemdocs pages load nothing from other hosts; put a copy in static/ or in customCss',
    ])
  })
})

describe("site-config-plugins: the same features in chemdocs' own site.config.ts", () => {
  it('draws mermaid blocks with the configured dark theme, writes redirects and serves package stylesheets', async () => {
    const built = await buildFixture('site-config-plugins')
    expect(built.diagnostics).toEqual([])
    expect(articleOf(built.writer.read('docs/flow/index.html')!)).toContain('<div class="code-block mermaid-diagram" data-library="/assets/mermaid/mermaid-0.0.0-fixture.min.js" data-light="default" data-dark="forest">')
    expect(built.writer.read('assets/mermaid/mermaid-0.0.0-fixture.min.js')).toBeDefined()
    expect(built.writer.read('docs/old-flow/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/docs/flow">')
    expect(built.writer.read('docs/diagram/index.html')).toContain('<link rel="canonical" href="/docs/flow">')
    expect(built.writer.read('docs/flow/index.html')).toMatch(/<link rel="stylesheet" href="\/assets\/packages\/katex\.min-[0-9a-f]{8}\/katex\.min\.css">/)
  })

  it('refuses wrong option values with file, line and column', async () => {
    const error = await loadConfig(path.join(FIXTURES, 'invalid-config-plugins')).catch((e: unknown) => e)
    expect(error).toMatchObject({ ruleId: 'invalid-config' })
    expect((error as Error).message.split('\n').slice(1)).toEqual([
      'test/fixtures/invalid-config-plugins/site.config.ts:6:15: markdown.mermaid: expected true, false or { theme: { light, dark } }',
      'test/fixtures/invalid-config-plugins/site.config.ts:7:16: redirects.redirects[0].to: expected string, received undefined',
      'test/fixtures/invalid-config-plugins/site.config.ts:7:42: redirects.redirects[0].too: unknown key; did you mean `to`?',
      'test/fixtures/invalid-config-plugins/site.config.ts:7:56: redirects.fromExtension: unknown key; did you mean `fromExtensions`?',
    ])
  })
})

describe('sass-custom-css: docusaurus-plugin-sass (needs the sass devDependency)', () => {
  it("compiles the Sass customCss with the sass package and links the CSS; no warning for the plugin", async () => {
    const built = await buildFixture('sass-custom-css')
    expect(built.diagnostics).toEqual([])
    const href = /<link rel="stylesheet" href="\/(assets\/custom\.[0-9a-f]{8}\.css)">/.exec(built.writer.read('docs/index.html')!)?.[1]
    expect(built.writer.read(href!)).toBe('.hero {\n  color: #2e8555;\n}\n.hero .title {\n  font-weight: 700;\n}')
  })

  it('stops at a Sass error with the file, line and column', async () => {
    // Inside the repository (test/.tmp is ignored): the site finds the sass package as the fixture does.
    mkdirSync(path.join(FIXTURES, '../.tmp'), { recursive: true })
    const dir = mkdtempSync(path.join(FIXTURES, '../.tmp', 'sass-error-'))
    try {
      cpSync(path.join(FIXTURES, 'sass-custom-css'), dir, { recursive: true })
      writeFileSync(path.join(dir, 'src/css/custom.scss'), '.hero {\n  color: $missing;\n}\n')
      const error = await build(await loadConfig(dir), { mode: 'production', writer: new MemoryWriter() }).catch((e: unknown) => e)
      expect(error).toMatchObject({ ruleId: 'render-failed' })
      expect((error as Error).message).toMatch(/src\/css\/custom\.scss:2:10: Undefined variable\.$/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('ideal-image: @docusaurus/plugin-ideal-image', () => {
  it("renders <Image img={require('./x.png')} /> as an image with its width and height, without a warning for the plugin", async () => {
    const built = await buildFixture('ideal-image')
    expect(built.diagnostics).toEqual([])
    const img = /<img[^>]*>/.exec(articleOf(built.writer.read('docs/gallery/index.html')!))?.[0]
    expect(img).toMatch(/^<img width="3" height="2" src="\/assets\/img\/flask\.[0-9a-f]{8}\.png" alt="A flask" loading="lazy"\/?>$/)
  })
})
