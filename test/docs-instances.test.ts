import { beforeAll, describe, expect, it } from 'vitest'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build } from '../src/node/build.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { formatDiagnostics } from '../src/node/logger.js'
import { loadConfig } from '../src/node/config/config.js'
import { fromDocusaurusConfig } from '../src/node/config/docusaurus-config.js'
import { runContentCheck } from '../src/node/cli/check-content.js'
import type { CommandContext } from '../src/node/cli/context.js'
import type { Diagnostic } from '../src/node/diagnostics.js'
import { buildFixture } from './helpers.js'
import { between, dropdown, indexedUrls, sidebarLinks, siteOf, type Built } from './built-pages.js'

const htmlFiles = (built: Built) => [...built.writer.files.keys()].filter((f) => f.endsWith('.html') && !['404.html', 'index.html', 'search/index.html'].includes(f)).sort()

describe('docs-instances: the preset docs and two plugin-content-docs instances, one versioned', () => {
  let built: Built
  const page = (route: string) => built.writer.read(`${route.slice(1)}/index.html`) ?? ''
  beforeAll(async () => {
    built = await buildFixture('docs-instances')
  })

  it('builds each folder at its route, the versioned one with its last version at /api and the folder at /api/next', () => {
    expect(htmlFiles(built)).toEqual([
      'api/calls/berth/index.html',
      'api/next/calls/berth/index.html',
      'api/next/calls/depart/index.html',
      'api/next/overview/index.html',
      'api/overview/index.html',
      'docs/intro/index.html',
      'docs/moorings/index.html',
      'guides/advanced/tides/index.html',
      'guides/folders/index.html',
      'guides/start/index.html',
    ])
    expect(page('/api/calls/berth')).toContain('<h1>Berth 1.0</h1>')
    expect(page('/api/next/calls/berth')).toContain('<h1>Berth</h1>')
  })

  it('checks links between the folders, reporting the broken ones at their file:line:col', () => {
    expect(formatDiagnostics(built.diagnostics).split('\n').filter((l) => /  (warning|error)  /.test(l))).toEqual([
      '  test/fixtures/docs-instances/docs/intro.md:5:3  warning  link to `/guides/anchoring` points to a page that does not exist  missing-page',
      '  test/fixtures/docs-instances/docs/intro.md:5:44  warning  link to `/api/overview#nowhere` points to anchor #nowhere, which does not exist on /api/overview  missing-anchor',
    ])
    // A markdown link to another folder's file leads to its page.
    expect(page('/guides/start')).toContain('href="/docs/intro"')
    expect(page('/api/next/calls/berth')).toContain('href="/api/next/calls/depart"')
  })

  it('shows each doc with a sidebar of its own folder and version', () => {
    expect(sidebarLinks(page('/docs/intro'))).toEqual(['/docs/intro', '/docs/moorings'])
    expect(sidebarLinks(page('/api/next/calls/berth'))).toEqual(['/api/next/overview', '/api/next/calls/berth', '/api/next/calls/depart'])
    expect(sidebarLinks(page('/api/calls/berth'))).toEqual(['/api/overview', '/api/calls/berth'])
    // No sidebarPath: the folder's own files make its sidebar (not the site's sidebars.js).
    expect(sidebarLinks(page('/guides/start'))).toEqual(['/guides/start', '/guides/folders'])
    expect(sidebarLinks(page('/guides/advanced/tides'))).toEqual(['/guides/start', '/guides/advanced/tides', '/guides/folders'])
  })

  it('resolves navbar items naming a folder by docsPluginId', () => {
    const site = siteOf(built)
    expect(site.navbar.map((i) => (i.type === 'link' ? `${i.label} -> ${i.href}` : `${i.type} ${i.pluginId}`))).toEqual(['API -> /api/overview', 'Tides -> /guides/advanced/tides', 'Guides -> /guides/start', 'docsVersionDropdown api', 'Next -> /guides/start'])
    // The api folder's dropdown lists its versions, opening the same doc in each.
    expect(dropdown(page('/api/next/calls/berth'))).toEqual(['Next -> /api/next/calls/berth', '1.0 -> /api/calls/berth'])
    expect(between(page('/api/next/calls/berth'), /<button type="button" class="navbar__link dropdown__toggle"/, '</button>')).toContain('>Next')
    expect(page('/api/calls/berth')).toContain('Version: 1.0</span>')
    expect(page('/docs/intro')).not.toContain('theme-doc-version-badge')
  })

  it("gives each folder's docs its own edit URL", () => {
    expect(page('/api/next/calls/berth')).toContain('href="https://git.example.org/harbour/edit/main/api/calls/berth.md"')
    expect(page('/api/calls/berth')).toContain('href="https://git.example.org/harbour/edit/main/api_versioned_docs/version-1.0/calls/berth.md"')
    expect(page('/docs/intro')).not.toContain('Edit this page')
  })

  it("indexes every folder's last version in the search index", () => {
    const root = siteOf(built).search.indexUrls['']!.slice(1)
    expect(indexedUrls(built, root)).toEqual(['/api/calls/berth', '/api/overview', '/docs/intro', '/docs/moorings', '/guides/advanced/tides', '/guides/folders', '/guides/start'])
  })

  it("publishes every folder in the docs plugin's global data", () => {
    expect(page('/guides/folders').replace(/<!-- -->/g, '')).toMatch(/<li>default at \/docs<\/li><li>api at \/api<\/li><li>guides at \/guides<\/li>/)
  })
})

describe('docs-instances-preset-docs-false: `docs: false` and plugin instances only', () => {
  it('builds the instance of id default as the main docs and the others beside it, without a warning about the docs folder', async () => {
    const built = await buildFixture('docs-instances-preset-docs-false')
    expect(formatDiagnostics(built.diagnostics)).toBe(formatDiagnostics([]))
    expect(htmlFiles(built)).toEqual(['lessons/index.html', 'lessons/waves/index.html', 'sandbox/index.html'])
    expect(siteOf(built).navbar.map((i) => (i.type === 'link' ? i.href : i.type))).toEqual(['/lessons', '/sandbox'])
  })
})

describe("docs-instances-own-config: docsInstances in chemdocs' own site.config.ts", () => {
  it('builds each folder with its route, sidebars file and plugins', async () => {
    const built = await buildFixture('docs-instances-own-config')
    expect(formatDiagnostics(built.diagnostics)).toBe(formatDiagnostics([]))
    expect(htmlFiles(built)).toEqual(['docs/intro/index.html', 'ref/index.html', 'ref/units/index.html'])
    expect(siteOf(built).navbar.map((i) => (i.type === 'link' ? i.href : i.type))).toEqual(['/ref/units'])
    expect(sidebarLinks(built.writer.read('ref/units/index.html')!)).toEqual(['/ref/units', '/ref'])
  })

  it('has `chemdocs check` check the pages of every docs folder', async () => {
    const found: Diagnostic[] = []
    const logger = { diagnostics: (list: readonly Diagnostic[]) => found.push(...list), info: () => undefined, failure: (e: unknown) => found.push(e as Diagnostic) }
    const code = await runContentCheck({}, { logger } as unknown as CommandContext, path.join(import.meta.dirname, 'fixtures', 'docs-instances-own-config'))
    expect(code).toBe(1)
    // No page has a description: each folder's pages are named.
    expect([...new Set(found.map((d) => d.file))].sort()).toEqual(['test/fixtures/docs-instances-own-config/docs/intro.md', 'test/fixtures/docs-instances-own-config/reference/index.md', 'test/fixtures/docs-instances-own-config/reference/units.md'])
  })

  it('reports a repeated id or route, a missing folder or sidebars file, each at its key', async () => {
    const dir = path.join(import.meta.dirname, 'fixtures', 'docs-instances-bad-config')
    const error = await loadConfig(dir).then(
      () => undefined,
      (e: unknown) => e as Error,
    )
    expect(error?.message.split('\n')).toEqual([
      'invalid config',
      'test/fixtures/docs-instances-bad-config/site.config.ts:8:7: docsInstances[0].sidebarPath: sidebars file sidebars-missing.js does not exist',
      'test/fixtures/docs-instances-bad-config/site.config.ts:10:7: docsInstances[1].id: `ref` is already the id of docsInstances[0]; each docs folder needs an id of its own',
      'test/fixtures/docs-instances-bad-config/site.config.ts:11:7: docsInstances[1].routeBasePath: `/docs` is already the route of docs; each docs folder needs a route of its own',
      'test/fixtures/docs-instances-bad-config/site.config.ts:12:7: docsInstances[1].path: docs folder nowhere does not exist',
    ])
  })
})

describe('fromDocusaurusConfig: docs plugin instances', () => {
  it("maps each onto docsInstances with Docusaurus' defaults; with docs: false the default instance is the site's docs", () => {
    const dashes = () => undefined
    const { config, warnings } = fromDocusaurusConfig(
      {
        title: 'T',
        url: 'https://example.org',
        presets: [['classic', { docs: false, blog: false }]],
        plugins: [
          ['@docusaurus/plugin-content-docs', { id: 'tools', path: 'tools', routeBasePath: 'tools', remarkPlugins: [dashes], lastVersion: 'current' }],
          ['@docusaurus/plugin-content-docs', { path: 'handbook', sidebarCollapsed: false }],
          ['@docusaurus/plugin-content-docs', { id: 'bare' }],
        ],
        themeConfig: { navbar: { items: [{ type: 'docsVersion', docsPluginId: 'tools' }, { type: 'docSidebar', docsPluginId: 'bare', sidebarId: 's', label: 'Bare' }] } },
      },
      path.join(import.meta.dirname, 'fixtures', 'no-such-site', 'docusaurus.config.js'),
    )
    expect(config.docsDir).toBe('handbook')
    expect(config.docs).toMatchObject({ sidebarCollapsed: false, namesAsWritten: true })
    expect(config.docsInstances).toEqual([
      { id: 'tools', path: 'tools', routeBasePath: 'tools', remarkPlugins: [dashes], rehypePlugins: [], lastVersion: 'current', namesAsWritten: true },
      { id: 'bare', path: 'docs', routeBasePath: 'docs', remarkPlugins: [], rehypePlugins: [], namesAsWritten: true },
    ])
    expect(config.navbar?.items).toEqual([
      { type: 'docsVersion', label: 'Next', position: 'left', docsPluginId: 'tools' },
      { type: 'docSidebar', label: 'Bare', position: 'left', sidebarId: 's', docsPluginId: 'bare' },
    ])
    expect(warnings.map((w) => w.message)).toEqual([])
  })

  it('reports a docsVersion navbar item naming docs that do not exist once, at its docsPluginId', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-docs-version-item-'))
    cpSync(path.join(import.meta.dirname, 'fixtures', 'docs-instances'), dir, { recursive: true })
    const file = path.join(dir, 'docusaurus.config.js')
    writeFileSync(file, readFileSync(file, 'utf8').replace("{ type: 'docsVersion', docsPluginId: 'guides'", "{ type: 'docsVersion', docsPluginId: 'guide'"))
    try {
      const diagnostics = await build(await loadConfig(dir), { mode: 'production', writer: new MemoryWriter() }).then(
        (r) => r.diagnostics,
        (e: { diagnostics?: Diagnostic[] }) => e.diagnostics ?? [],
      )
      expect(diagnostics.filter((d) => d.ruleId === 'missing-doc').map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
        "19:47 navbar item \"Guides\" names docs `guide`, which do not exist; expected one of 'default', 'api', 'guides'; did you mean `guides`?",
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
