import { describe, expect, it } from 'vitest'
import { canonicalUrl, documentTitle } from '../../../src/shared/page-head.js'
import { renderPage } from '../../../src/node/render/render.js'
import { createSiteData } from '../../../src/node/site/site-data.js'
import { resolveConfig } from '../../../src/node/config/config.js'

describe('the head of a page', () => {
  it('titles the home page with the tagline, or with the site title alone when there is none', () => {
    expect(documentTitle({ title: 'Chemotion', tagline: 'Docs' }, { kind: 'home', title: 'Home' })).toBe('Chemotion | Docs')
    expect(documentTitle({ title: 'Chemotion', tagline: '' }, { kind: 'home', title: 'Home' })).toBe('Chemotion')
    expect(documentTitle({ title: 'Chemotion', tagline: '' }, { kind: 'doc', title: 'Samples' })).toBe('Samples | Chemotion')
  })

  it('gives the 404 and search pages the URL they are served at', () => {
    const site = { url: 'https://example.org', base: '/docs-site/' }
    expect(canonicalUrl(site, { kind: 'notfound', route: '/404' })).toBe('https://example.org/docs-site/404.html')
    expect(canonicalUrl(site, { kind: 'search', route: '/search' })).toBe('https://example.org/docs-site/search/')
    expect(canonicalUrl(site, { kind: 'doc', route: '/docs/eln' })).toBe('https://example.org/docs-site/docs/eln')
  })

  it('renders a home page without a tagline with no dangling separator', () => {
    const config = resolveConfig({ title: 'Bench two', url: 'https://example.org' }, '/tmp/head/site.config.ts')
    const { site } = createSiteData({ config, sidebars: new Map(), docRouteOfId: new Map(), chunks: {}, indexUrls: {}, workerUrl: '/w.js' })
    const html = renderPage({ route: '/', kind: 'home', title: 'Home', description: '', html: '', toc: [], breadcrumbs: [], hideToc: false }, { site, manifest: { entry: '/e.js', worker: '/w.js', css: '/s.css' }, siteDataPath: '/site.json' })
    expect(html).toContain('<title>Bench two</title>')
    expect(html).toContain('<meta property="og:title" content="Bench two">')
  })
})
