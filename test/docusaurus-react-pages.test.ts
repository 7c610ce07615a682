import { beforeAll, describe, expect, it } from 'vitest'
import { formatDiagnostics } from '../src/node/logger.js'
import { buildFixture } from './helpers.js'

type Built = Awaited<ReturnType<typeof buildFixture>>

describe('docusaurus-react-pages: React pages and components using the modules Docusaurus gives them', () => {
  let built: Built
  const file = (name: string) => String(built.writer.read(name) ?? '')
  const stylesheet = (stem: string) => file([...built.writer.files.keys()].find((p) => new RegExp(`^assets/${stem}\\.[0-9a-f]{8}\\.css$`).test(p)) ?? '')
  beforeAll(async () => {
    built = await buildFixture('docusaurus-react-pages')
  })

  it('builds, warning (as Docusaurus does) about images whose name does not match their content, which are published', () => {
    expect(formatDiagnostics(built.diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/docusaurus-react-pages/docs/beaker.mdx
        test/fixtures/docusaurus-react-pages/docs/beaker.mdx:15:1  warning  image \`./tube.png\` is named .png but holds a GIF image; rename it to match its content  image-type-mismatch

      test/fixtures/docusaurus-react-pages/src/pages/index.js
        test/fixtures/docusaurus-react-pages/src/pages/index.js:20:21  warning  image tube.png is named .png but holds a GIF image; rename it to match its content  image-type-mismatch

      ⚠ 2 warnings"
    `)
    expect(file('docs/beaker/index.html')).toMatch(/<img src="\/assets\/img\/tube\.[0-9a-f]{8}\.png" alt="A tube"/)
    expect(file('index.html')).toMatch(/<img class="tube" src="\/assets\/img\/tube\.[0-9a-f]{8}\.png" alt="tube"\/>/)
  })

  it('takes the title and description <Layout> gets into the head, out of the article', () => {
    const html = file('index.html')
    // As Docusaurus titles it: the page's title, then the site's, on the home page too.
    expect(html).toContain('<title>Welcome to Flask Notes | Flask Notes</title>')
    expect(html).toContain('<meta property="og:title" content="Welcome to Flask Notes | Flask Notes">')
    expect(file('kiosk/index.html')).toContain('<title>Kiosk | Flask Notes</title>')
    expect(html).toMatch(/<meta name="description" content="Glassware notes">/)
    expect(html).toContain('"title":"Welcome to Flask Notes","ownTitle":true,"description":"Glassware notes"')
    expect(html.match(/<title>/g)).toHaveLength(1)
  })

  it('hides the footer on a page whose <Layout> says noFooter, and only there', () => {
    expect(file('kiosk/index.html')).toContain('<style>.footer{display:none}</style>')
    expect(file('kiosk/index.html')).toContain('Shown without the footer.')
    expect(file('index.html')).not.toContain('.footer{display:none}')
  })

  it('renders Heading, useDocusaurusContext (customFields), Translate, translate, Interpolate, BrowserOnly, useIsBrowser, ExecutionEnvironment, useLocation, theme-common (useColorMode, useThemeConfig, ThemeClassNames), isInternalUrl, ErrorBoundary and MDXContent as on the server', () => {
    const html = file('index.html')
    expect(html).toContain('<h1>Glassware, one page each</h1><h2 id="glassware" class="anchor">Glassware<a href="#glassware" class="hash-link"')
    expect(html).toContain('<p class="path">/</p><p class="theme">light<!-- --> <!-- -->Flask<!-- --> <!-- -->main-wrapper<!-- --> <!-- -->true<!-- --> <!-- -->false</p><p class="guarded">safe</p><p class="lab">Bench 7</p>')
    expect(html).toContain('<p class="translated">Hello <b>Ada</b></p><p class="translate-fn">Rinse 3 times</p><p class="interpolated">2 flasks</p>')
    expect(html).toContain('<p class="env">no-dom<!-- --> <!-- -->server</p><span class="fallback">loading</span>')
  })

  it('gives images imported and required their URL, an SVG as a component, ThemedImage both images and ExternalLink its icon', () => {
    const html = file('index.html')
    expect(html).toMatch(/<img class="imported" src="\/assets\/img\/dot-copy\.[0-9a-f]{8}\.png" alt="dot"\/>/)
    expect(html).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" viewBox="0 0 8 8" class="svg-component"><circle')
    expect(html).toContain('<img src="/img/dot.png" alt="logo" class="themed-image themed-image--light"/><img src="/img/dot.svg" alt="logo" class="themed-image themed-image--dark"/>')
    expect(html).toContain('<a href="/docs/beaker">Beaker<svg width="13.5" height="13.5" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M15 3h6v6m-11 5L21 3')
  })

  it('writes the CSS modules of pages and components, scoped, and links Infima before the site CSS', () => {
    const html = file('index.html')
    expect(html).toMatch(/<header class="hero hero--primary banner_[0-9a-f]{6}">/)
    expect(stylesheet('components')).toMatch(/\.banner_[0-9a-f]{6} \{\n {2}padding: 2rem 0;/)
    expect(stylesheet('components')).toMatch(/\.stamp_[0-9a-f]{6} \{/)
    const links = [...html.matchAll(/<link rel="stylesheet" href="\/assets\/(\w+)\./g)].map((m) => m[1])
    expect(links).toEqual(['styles', 'infima', 'components', 'custom'])
    expect(stylesheet('infima')).toContain('.hero--primary{')
    expect(stylesheet('infima')).toContain('.col--4{')
    // chemdocs' own paginator writes its arrows: Infima's second ones are cancelled after it.
    expect(stylesheet('infima')).toMatch(/\.pagination-nav__link--next \.pagination-nav__label::after \{ content: none; \}\s*$/)
  })

  it('makes the components a swizzled MDXComponents adds usable in every MDX page without an import', () => {
    expect(file('docs/beaker/index.html')).toMatch(/A beaker holds liquids\. <span class="stamp_[0-9a-f]{6}">checked<\/span> by the lab\./)
  })

  it("gives useBaseUrlUtils().withBaseUrl and useDocusaurusContext()'s siteMetadata and i18n", () => {
    expect(file('kiosk/index.html')).toContain('<p class="slide">/img/dot.png</p>')
    expect(file('kiosk/index.html')).toContain('<p class="meta">3<!-- --> <!-- -->en<!-- --> <!-- -->en<!-- --> <!-- -->en</p>')
  })

  it('draws @theme/Icon/* as inline outline SVGs of the icon set (Lucide) taking their props, decorative unless named', () => {
    const html = file('kiosk/index.html').split('<div class="site-page">')[1]!
    const icons = [...html.matchAll(/<svg ([^>]*)>((?:<(?:path|rect) [^>]*><\/(?:path|rect)>)+)<\/svg>/g)].map((m) => [m[1], m[2]])
    const stroke = 'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'
    expect(icons).toEqual([
      [`width="24" height="24" ${stroke} aria-hidden="true" focusable="false" class="copy-icon"`, '<rect width="14" height="14" x="8" y="8" rx="2" ry="2"></rect><path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2"></path>'],
      [`width="16" height="16" ${stroke} aria-hidden="true" focusable="false"`, '<path d="M20 6L9 17l-5-5"></path>'],
      [`width="24" height="24" ${stroke} focusable="false" aria-label="Menu" role="img"`, '<path d="M4 5h16M4 12h16M4 19h16"></path>'],
    ])
  })

  it('gives useRouteContext() the plugin whose route the page is: the docs plugin on a doc, the pages plugin on a page', () => {
    expect(file('docs/beaker/index.html')).toContain('Listed by <code class="plugin">docusaurus-plugin-content-docs<!-- --> <!-- -->default</code>.')
    expect(file('kiosk/index.html')).toContain('<p class="plugin">docusaurus-plugin-content-pages</p>')
  })

  it("gives useLocation() of @docusaurus/router the path of the page being rendered", () => {
    expect(file('docs/beaker/index.html')).toContain('This page is <code class="where">/docs/beaker</code>.')
  })
})

describe('docusaurus-react-pages under a base URL', () => {
  it('gives @docusaurus/Link targets the base, as Docusaurus does, and useLocation the path with it', async () => {
    const built = await buildFixture('docusaurus-react-pages', { baseUrl: '/lab/' })
    const html = String(built.writer.read('index.html') ?? '')
    expect(html).toContain('<a href="/lab/docs/beaker">Beaker<svg')
    expect(html).toContain('<p class="path">/lab/</p>')
    expect(String(built.writer.read('kiosk/index.html') ?? '')).toContain('<p class="slide">/lab/img/dot.png</p>')
    expect(String(built.writer.read('docs/beaker/index.html') ?? '')).toContain('This page is <code class="where">/lab/docs/beaker</code>.')
  })
})

describe('docusaurus-react-page-errors: what a React page imports and chemdocs cannot give', () => {
  it('names the module or file, at the line and column of the import in the file that has it, once for the pages sharing it', async () => {
    const built = await buildFixture('docusaurus-react-page-errors')
    expect(formatDiagnostics(built.diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/docusaurus-react-page-errors/src/components/Picture.js
        test/fixtures/docusaurus-react-page-errors/src/components/Picture.js:3:23  error  import failed: Could not resolve "./static/img/missing.png"  mdx-error

      test/fixtures/docusaurus-react-page-errors/src/pages/index.js
        test/fixtures/docusaurus-react-page-errors/src/pages/index.js:2:22  error  \`@theme/Sparkles\` is not a component chemdocs provides  mdx-error

      ✖ 2 errors"
    `)
  })
})

describe('a chemdocs site', () => {
  it('gets no Infima stylesheet', async () => {
    const built = await buildFixture('site-pages-and-theme')
    expect([...built.writer.files.keys()].filter((p) => p.includes('infima'))).toEqual([])
  })
})
