import { beforeAll, describe, expect, it } from 'vitest'
import type { NavItem } from '../src/shared/types.js'
import { formatDiagnostics } from '../src/node/logger.js'
import { buildFixture } from './helpers.js'
import { between, dropdown, indexedUrls, sidebarLinks, siteOf, type Built } from './built-pages.js'

const shapeOf = (items: NavItem[]): unknown[] => items.map((i) => (i.type === 'category' ? [i.label, shapeOf(i.items)] : i.type === 'link' ? i.href : i.value))
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')

describe('docs-versions: a Docusaurus site with versions.json, versioned_docs and versioned_sidebars', () => {
  let built: Built
  const page = (route: string) => built.writer.read(`${route.slice(1)}/index.html`) ?? ''
  beforeAll(async () => {
    built = await buildFixture('docs-versions')
  })

  it('builds the last version (2.0) at /docs, the docs folder at /docs/next and 1.0 at /docs/1.0', () => {
    const html = [...built.writer.files.keys()].filter((f) => f.startsWith('docs/') && f.endsWith('.html')).sort()
    expect(html).toEqual([
      'docs/1.0/intro/index.html',
      'docs/1.0/launch/index.html',
      'docs/intro/index.html',
      'docs/launch/index.html',
      'docs/next/comets/index.html',
      'docs/next/intro/index.html',
      'docs/next/launch/index.html',
      'docs/setup/install/index.html',
    ])
    expect(page('/docs/intro')).toContain('<h1>Orbit 2.0</h1>')
    expect(page('/docs/next/intro')).toContain('<h1>Orbit next</h1>')
    expect(page('/docs/1.0/intro')).toContain('<h1>Orbit 1.0</h1>')
  })

  it('shows the unreleased and unmaintained banners linking to the same doc in the last version, or to its main doc', () => {
    const next = between(page('/docs/next/launch'), /<div class="theme-doc-version-banner/, '</b>')
    expect(textOf(next)).toBe('This is unreleased documentation for Orbit Next version.For up-to-date documentation, see the latest version')
    expect(next).toContain('href="/docs/launch"')
    // comets.md is new in Next: the banner leads to 2.0's main doc.
    expect(between(page('/docs/next/comets'), /<div class="theme-doc-version-banner/, '</b>')).toContain('href="/docs/intro"')
    const old = between(page('/docs/1.0/launch'), /<div class="theme-doc-version-banner/, '</b>')
    expect(textOf(old)).toBe('This is documentation for Orbit 1.0 (legacy), which is no longer actively maintained.For up-to-date documentation, see the latest version')
    expect(old).toContain('href="/docs/launch"')
    expect(page('/docs/launch')).not.toContain('theme-doc-version-banner')
  })

  it('shows the version badge on every version', () => {
    expect(page('/docs/launch')).toContain('<span class="theme-doc-version-badge badge badge--secondary">Version: 2.0</span>')
    expect(page('/docs/1.0/intro')).toContain('Version: 1.0 (legacy)</span>')
    expect(page('/docs/next/intro')).toContain('Version: Next</span>')
  })

  it('lists the versions in the dropdown, each opening the same doc where it exists, else its main doc', () => {
    expect(dropdown(page('/docs/1.0/launch'))).toEqual(['Next -> /docs/next/launch', '2.0 -> /docs/launch', '1.0 (legacy) -> /docs/1.0/launch'])
    expect(dropdown(page('/docs/next/comets'))).toEqual(['Next -> /docs/next/comets', '2.0 -> /docs/intro', '1.0 (legacy) -> /docs/1.0/intro'])
    expect(between(page('/docs/1.0/launch'), /<button type="button" class="navbar__link dropdown__toggle"/, '</button>')).toContain('>1.0 (legacy)')
    // The docsVersion item: the last version's main doc, labelled with the version.
    expect(page('/docs/next/intro')).toContain('<a href="/docs/intro" class="navbar__item navbar__link')
    expect(siteOf(built).versions?.map((v) => [v.name, v.label, v.path, v.isLast])).toEqual([
      ['current', 'Next', '/docs/next', false],
      ['2.0', '2.0', '/docs', true],
      ['1.0', '1.0 (legacy)', '/docs/1.0', false],
    ])
  })

  it('shows each doc with the sidebar of its own version', () => {
    expect(sidebarLinks(page('/docs/next/intro'))).toEqual(['/docs/next/intro', '/docs/next/comets', '/docs/next/launch'])
    expect(sidebarLinks(page('/docs/launch'))).toEqual(['/docs/intro', '/docs/launch'])
    expect(textOf(between(page('/docs/launch'), /<aside class="doc-sidebar">/, '</aside>'))).toContain('Setup')
    expect(shapeOf(siteOf(built).sidebar)).toEqual(['/docs/intro', ['Setup', ['/docs/setup/install']], '/docs/launch'])
    expect(sidebarLinks(page('/docs/1.0/launch'))).toEqual(['/docs/1.0/intro', '/docs/1.0/launch'])
  })

  it('writes a search index per version: the last one at the root, the others under their path', () => {
    const site = siteOf(built)
    const root = site.search.indexUrls['']!.slice(1)
    expect(root).toMatch(/^assets\/search-index\.[0-9a-f]{8}\.json$/)
    expect(indexedUrls(built, root)).toEqual(['/docs/intro', '/docs/launch', '/docs/setup/install'])
    expect(site.search.versionIndexUrls?.current).toMatch(/^\/docs\/next\/assets\/search-index\.[0-9a-f]{8}\.json$/)
    expect(indexedUrls(built, site.search.versionIndexUrls!.current!.slice(1))).toEqual(['/docs/next/comets', '/docs/next/intro', '/docs/next/launch'])
    expect(indexedUrls(built, site.search.versionIndexUrls!['1.0']!.slice(1))).toEqual(['/docs/1.0/intro', '/docs/1.0/launch'])
  })

  it('checks links between versions: a link to a page another version lacks is reported at its place', () => {
    expect(formatDiagnostics(built.diagnostics)).toContain('docs/intro.md:5:54  warning  link to `/docs/1.0/docking` points to a page that does not exist')
    expect(built.diagnostics.map((d) => d.message).join('\n')).not.toContain('/docs/1.0/launch')
  })
})

describe("docs-versions-own-config: versions from chemdocs' own site.config.ts", () => {
  let built: Built
  const page = (route: string) => built.writer.read(`${route.slice(1)}/index.html`) ?? ''
  beforeAll(async () => {
    built = await buildFixture('docs-versions-own-config')
  })

  it('builds with lastVersion current at /docs, the released version at its name, labels and noIndex applied', () => {
    expect(formatDiagnostics(built.diagnostics)).toBe(formatDiagnostics([]))
    expect(page('/docs/firing')).toContain('Version: Dev</span>')
    expect(page('/docs/firing')).not.toContain('theme-doc-version-banner')
    expect(textOf(between(page('/docs/1.0/firing'), /<div class="theme-doc-version-banner/, '</b>'))).toBe('This is documentation for Kiln One, which is no longer actively maintained.For up-to-date documentation, see the latest version')
    expect(page('/docs/1.0/firing')).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(page('/docs/firing')).not.toContain('name="robots"')
    expect(dropdown(page('/docs/firing'))).toEqual(['Dev -> /docs/firing', 'One -> /docs/1.0/firing'])
  })
})

describe('docs-versions-bad-config: versions that do not exist', () => {
  it('reports each at its place in versions.json and site.config.ts, and builds nothing', async () => {
    const built = await buildFixture('docs-versions-bad-config')
    expect(built.result).toBeUndefined()
    const lines = formatDiagnostics(built.diagnostics).split('\n').filter((l) => /  error  /.test(l))
    expect(lines).toEqual([
      expect.stringContaining("site.config.ts:7:18  error  docs.lastVersion: `3.0` is not a version; expected one of 'current', '1.0' (versions.json)"),
      expect.stringContaining("site.config.ts:8:38  error  docs.onlyIncludeVersions: `2.x` is not a version"),
      expect.stringContaining('versions.json:3:3  error  versions.json: 7 is not a version name'),
    ])
  })
})
