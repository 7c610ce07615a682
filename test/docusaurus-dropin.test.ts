import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { checkBuiltSite } from '../src/node/check/check-built-site.js'
import { fromDocusaurusConfig } from '../src/node/config/docusaurus-config.js'
import { loadConfig, resolveConfig } from '../src/node/config/config.js'
import { formatDiagnostics } from '../src/node/logger.js'
import { FsWriter } from '../src/node/write/write.js'
import { articleOf, buildFixture, FIXTURES } from './helpers.js'

type Built = Awaited<ReturnType<typeof buildFixture>>

describe('docusaurus-config-dropin: a Docusaurus site read through its docusaurus.config.js', () => {
  let built: Built
  const page = (file: string) => built.writer.read(file) ?? ''
  beforeAll(async () => {
    built = await buildFixture('docusaurus-config-dropin')
  })

  it('builds with only the keys it cannot honour as warnings, each named once with its place', () => {
    expect(formatDiagnostics(built.diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/docusaurus-config-dropin/docusaurus.config.js
        test/fixtures/docusaurus-config-dropin/docusaurus.config.js:16:82  warning  themeConfig.navbar.logo.style: not supported by chemdocs, ignored  unsupported-config
        test/fixtures/docusaurus-config-dropin/docusaurus.config.js:25:14  warning  themeConfig.prism.magicComments: chemdocs reads the default magic comments only (highlight-next-line, highlight-start, highlight-end), ignored  unsupported-config
        test/fixtures/docusaurus-config-dropin/docusaurus.config.js:26:5  warning  themeConfig.image: not supported by chemdocs, ignored  unsupported-config

      ⚠ 3 warnings"
    `)
  })

  it('takes title, base URL, favicon, navbar (title, logo, items with className), footer (html items), the swizzled Footer and custom.css', () => {
    const html = page('index.html')
    expect(html).toContain('<title>Welcome | Lab Kit</title>')
    expect(html).toContain('<link rel="icon" href="/docs/img/dot.png">')
    expect(html).toContain('<b class="navbar__title">Kit docs</b>')
    // Its light and dark images (the stylesheet shows the colour mode's), alt and width as given.
    expect(html).toContain('<a href="/docs/" class="navbar__brand"><div class="navbar__logo"><img src="/docs/img/dot.png" class="themed-image themed-image--light" alt="Kit" width="32"/><img src="/docs/img/box.svg" class="themed-image themed-image--dark" alt="Kit" width="32"/></div><b class="navbar__title">Kit docs</b></a>')
    expect(html).toMatch(/<a href="https:\/\/example.org\/upstream"[^>]*class="navbar__item navbar__link upstream-link">Upstream/)
    // The footer's html items reach the site data; the swizzled src/theme/Footer is what pages show.
    const siteFile = [...built.writer.files.keys()].find((p) => /^assets\/site\.[0-9a-f]{8}\.json$/.test(p))!
    const footer = (JSON.parse(String(built.writer.read(siteFile))) as { footer: { links: unknown[]; html: string } }).footer
    expect(footer.links).toEqual([{ label: '', href: '/', external: false, html: '<p class="own-footer">Made by the kit team</p>' }, { label: 'Guides', href: '/guides/setup', external: false }])
    expect(footer.html).toContain('<div class="footer__title">More</div>')
    expect(footer.html).toContain('<div class="footer__copyright">Copyright © Kit team</div>')
    // Part of the app shell, which the site's own bundle hydrates (no static wrapper around it).
    expect(html).toContain('</div></div><footer class="kit-footer"><img alt="kit" width="16" height="16" src="/docs/img/dot.png"/> Kit footer</footer></div><script type="application/json"')
    expect(html).not.toContain('class="footer"')
    expect(html).toMatch(/<link rel="stylesheet" href="\/docs\/assets\/custom\.[0-9a-f]{8}\.css">/)
  })

  it('links each doc to its source for editing (editUrl) and dates and signs it by its last git commit (showLastUpdateTime, showLastUpdateAuthor)', () => {
    const setup = page('guides/setup.html')
    expect(setup).toMatch(/<a class="doc-footer__edit" href="https:\/\/github\.com\/example\/kit\/edit\/main\/docs\/guides\/setup\.mdx" target="_blank" rel="noopener noreferrer"><svg class="icon doc-footer__edit-icon" [^>]*aria-hidden="true">.*?<\/svg>Edit this page<\/a>/)
    const file = 'test/fixtures/docusaurus-config-dropin/docs/guides/setup.mdx'
    const [seconds, author] = execFileSync('git', ['log', '-1', '--format=%ct%x09%an', '--', file], { encoding: 'utf8' }).trim().split('\t')
    const iso = new Date(Number(seconds) * 1000).toISOString()
    expect(setup).toContain(`Last updated on <b><time datetime="${iso}">`)
    expect(setup).toContain(`</time></b> by <b>${author}</b></span>`)
  })

  it('takes the date and author of the last update from frontmatter last_update when given', () => {
    expect(page('guides/deep/step.html')).toContain(
      '<span class="doc-footer__updated">Last updated on <b><time datetime="2024-05-01T00:00:00.000Z">May 1, 2024</time></b> by <b>Kit Team</b></span>',
    )
  })

  it('renders the buttons of the hideable sidebar (themeConfig.docs.sidebar.hideable), its state read before paint', () => {
    const setup = page('guides/setup.html')
    expect(setup).toContain('<button type="button" class="sidebar-collapse" aria-label="Collapse sidebar">«</button>')
    expect(setup).toContain('<button type="button" class="sidebar-expand" aria-label="Expand sidebar">»</button>')
    expect(setup).toContain("var k='chemdocs.sidebar.hidden';try{if(localStorage.getItem(k)==='true')")
  })

  it('makes the root doc (slug /) the home page and accepts Docusaurus frontmatter keys (K8, K9)', () => {
    expect(articleOf(page('index.html'))).toContain('<h2 id="first">First things</h2>')
    expect(page('index.html')).toContain('<h1>Welcome</h1>')
  })

  it('resolves relative URL links as the browser does with trailingSlash false, and keeps a base already written (K1, K2)', () => {
    const setup = articleOf(page('guides/setup.html'))
    expect(setup).toContain('<a href="/docs/guides/deep/step#the-step">deep step</a>')
    expect(setup).toContain('<a href="/docs/kits#kit-list">the kits</a>')
    expect(setup).toContain('<a href="/docs/#first">welcome</a>')
    expect(articleOf(page('guides/deep/step.html'))).toContain('<a href="/docs/guides/setup">setup</a>')
    expect(articleOf(page('index.html'))).toContain('<a href="/docs/kits">kits</a>')
  })

  it('keeps escaped {#id} ids, slugs a heading opening with JSX untrimmed and draws an imported SVG inline (K6, K13, K11)', () => {
    const setup = articleOf(page('guides/setup.html'))
    expect(setup).toContain('<h3 id="custom-one">Escaped id</h3>')
    expect(setup).toContain('<h3 id="-with-an-icon"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10" class="box-icon" style="vertical-align:middle;stroke-width:2"><rect')
  })

  it('takes the first h1 below an admonition as the page heading, in place, with no second h1', () => {
    const html = page('guides/setup.html')
    expect(html.match(/<h1\b/g)).toHaveLength(1)
    expect(articleOf(html)).toMatch(/Still being written\.[\s\S]*<h1 id="set-up-the-bench">Set up the bench<\/h1>/)
    expect(html).toContain('<title>Setting up | Lab Kit</title>')
  })

  it('publishes @site/ markdown images and imported media as files (K7, K5)', () => {
    expect(articleOf(page('guides/setup.html'))).toMatch(/<img src="\/docs\/assets\/img\/dot\.[0-9a-f]{8}\.png" alt="the dot"/)
    expect(articleOf(page('kits.html'))).toMatch(/<video src="\/docs\/assets\/img\/clip\.[0-9a-f]{8}\.mp4" controls="">/)
  })

  it("hydrates the site's interactive components without a 'use client' mark, keeps presentational ones static, and links component CSS (scoped CSS modules)", () => {
    const kits = articleOf(page('kits.html'))
    expect(kits).toMatch(/<chemdocs-island data-chunk="\/docs\/assets\/islands\/kits\.[0-9a-f]{8}\.js" data-island="src\/js\/toggle\.js#Toggle"[^>]*data-props="\{&quot;label&quot;:&quot;Lamp&quot;\}"[^>]*><button type="button" class="toggle_[0-9a-f]{6}" aria-pressed="false">Lamp/)
    expect(kits).toContain('<span class="kit-label">static</span>')
    expect(kits).not.toContain('label.js')
    const cssFile = [...built.writer.files.keys()].find((p) => /^assets\/components\.[0-9a-f]{8}\.css$/.test(p))!
    const css = String(built.writer.read(cssFile))
    expect(css).toMatch(/\.toggle_[0-9a-f]{6} \{ border: 1px solid teal; \}\n\.toggle_[0-9a-f]{6}:hover \{ background: url\(\/docs\/img\/dot\.png\); \}/)
    expect(css).toContain('.kit-label { font-weight: bold; }')
    expect(css).toContain('.kit-footer { text-align: center; }')
    expect(page('index.html')).toMatch(/<link rel="stylesheet" href="\/docs\/assets\/components\.[0-9a-f]{8}\.css">\s*<link rel="stylesheet" href="\/docs\/assets\/custom\.[0-9a-f]{8}\.css">/)
  })

  it('resolves imports written from the root (`/src/js/label`, `/img/dot.png`) in the static folder, then the site, as webpack\'s resolve.roots does in Docusaurus', () => {
    const kits = articleOf(page('kits.html'))
    expect(kits).toContain('<span class="kit-label">from the root</span>')
    expect(kits).toMatch(/<img width="16" height="16" src="\/docs\/assets\/img\/dot\.[0-9a-f]{8}\.png" alt="dot from the root"\/>/)
  })

  it('gives a generated-index category its route under the base with routeBasePath / (K12)', () => {
    expect(page('category/guides.html')).toContain('Step by step.')
    expect(articleOf(page('guides/deep/step.html'))).toContain('<a href="/docs/category/guides">guides index</a>')
  })
})

describe('docusaurus-config-dropin: page files named as Docusaurus names them for its trailingSlash', () => {
  it('writes each page as x.html with trailingSlash false, the home page as index.html', async () => {
    const { writer } = await buildFixture('docusaurus-config-dropin')
    const pages = [...writer.files.keys()].filter((f) => f.endsWith('.html')).sort()
    expect(pages).toEqual(['404.html', 'category/guides.html', 'guides/deep/step.html', 'guides/setup.html', 'index.html', 'kits.html', 'search.html'])
  })

  it('keeps x/index.html when trailingSlash is true or unset, as Docusaurus does', () => {
    const pageFilesOf = (trailingSlash: boolean | undefined) => {
      const { config } = fromDocusaurusConfig({ title: 'T', url: 'https://x.org', ...(trailingSlash !== undefined && { trailingSlash }) }, '/site/docusaurus.config.js')
      return resolveConfig(config, '/site/docusaurus.config.js').pageFiles
    }
    expect([pageFilesOf(false), pageFilesOf(true), pageFilesOf(undefined)]).toEqual(['html', 'folder', 'folder'])
    // A site.config.ts: trailingSlash false names files x.html too, unless pageFiles says otherwise.
    expect(resolveConfig({ title: 'T', url: 'https://x.org', trailingSlash: false }, '/site/site.config.ts').pageFiles).toBe('html')
    expect(resolveConfig({ title: 'T', url: 'https://x.org', trailingSlash: false, pageFiles: 'folder' }, '/site/site.config.ts').pageFiles).toBe('folder')
    expect(resolveConfig({ title: 'T', url: 'https://x.org' }, '/site/site.config.ts').pageFiles).toBe('folder')
  })

  it('check-links follows the links to /x into x.html, anchors included', async () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-html-files-'))
    try {
      const config = await loadConfig(path.join(FIXTURES, 'docusaurus-config-dropin'), { outDir: out })
      await build(config, { mode: 'production', writer: new FsWriter(out) })
      // Every page, the 404 page's link to the docs home (here /docs/, routeBasePath '/') included.
      expect((await checkBuiltSite({ dir: out })).broken).toEqual([])
      // One anchor that is not on the page /docs/guides/setup (the file guides/setup.html).
      const home = path.join(out, 'index.html')
      writeFileSync(home, readFileSync(home, 'utf8').replace('</article>', '<a href="/docs/guides/setup#nowhere">x</a></article>'))
      const { broken } = await checkBuiltSite({ dir: out })
      expect(broken.map((b) => `${b.file} ${b.url} ${b.reason}`)).toEqual(['index.html /docs/guides/setup#nowhere no element with id "nowhere" on /docs/guides/setup'])
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})

describe('docusaurus-config-rejects: what Docusaurus rejects with onBroken* throw is an error at its place', () => {
  it('reports a relative link resolved from the parent, one leaving the base, the base twice, an anchor and an @site image', async () => {
    const { diagnostics } = await buildFixture('docusaurus-config-rejects')
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/docusaurus-config-rejects/docs/a/b.md
        test/fixtures/docusaurus-config-rejects/docs/a/b.md:3:37  error  link to \`c\` (resolved as /a/c) points to a page that does not exist; did you mean \`/a/b\`?  missing-page
        test/fixtures/docusaurus-config-rejects/docs/a/b.md:4:1  error  link to \`../../x\` resolves to /x, outside the site's base URL /docs/  missing-page
        test/fixtures/docusaurus-config-rejects/docs/a/b.md:4:29  error  link to \`/docs/docs/a/b\` (resolved as /docs/a/b) points to a page that does not exist; did you mean \`/a/b\`?  missing-page
        test/fixtures/docusaurus-config-rejects/docs/a/b.md:4:63  error  link to \`#nope\` points to anchor #nope, which does not exist on /a/b  missing-anchor
        test/fixtures/docusaurus-config-rejects/docs/a/b.md:6:1  error  image \`@site/static/img/none.png\` not found (looked for test/fixtures/docusaurus-config-rejects/static/img/none.png)  missing-image

      ✖ 5 errors"
    `)
  })
})

describe('docusaurus-index-doc-links: with trailingSlash unset, a folder index doc is at the folder URL, as Docusaurus gives it', () => {
  let built: Built
  const article = (file: string) => articleOf(built.writer.read(file) ?? '')
  beforeAll(async () => {
    built = await buildFixture('docusaurus-index-doc-links')
  })

  it('builds with no broken link: relative links on index docs (the docs root, a folder, a slug with a slash) resolve inside their folder', () => {
    expect(formatDiagnostics(built.diagnostics)).toBe(formatDiagnostics([]))
    expect(article('docs/index.html')).toContain('<a href="/docs/guide/install">the install step</a>')
    expect(article('docs/index.html')).toContain('<a href="/docs/guide">the guide</a>')
    expect(article('docs/guide/index.html')).toContain('<a href="/docs/guide/install">install the kit</a>')
    expect(article('docs/guide/index.html')).toContain('<a href="/docs">back to the start</a>')
    expect(article('docs/kits/index.html')).toContain('<a href="/docs/kits/lamp">lamp kit</a>')
  })

  it('still resolves a link on an ordinary doc against its parent, as the browser does on /docs/guide/install', () => {
    expect(article('docs/guide/install/index.html')).toContain('<a href="/docs/guide">guide\'s overview</a>')
    expect(article('docs/kits/lamp/index.html')).toContain('<a href="/docs">the kits</a>')
  })
})
