import { describe, expect, it } from 'vitest'
import { formatDiagnostics } from '../src/node/logger.js'
import { articleOf, buildFixture } from './helpers.js'

const strip = (s: string) => s.replace(/\.[0-9a-f]{8}\./g, '.HASH.')

describe('basic-site: collection, categories, sidebar and output', () => {
  it('writes every route, the category index, template pages, 404 and sitemap', async () => {
    const { writer, diagnostics } = await buildFixture('basic-site')
    expect(diagnostics).toEqual([])
    const paths = [...writer.files.keys()].filter((p) => p.endsWith('.html') || p.endsWith('.xml')).sort()
    expect(paths).toEqual([
      '404.html',
      'about/index.html',
      'docs/category/tools/index.html',
      'docs/guide/index.html',
      'docs/guide/intro/first-run/index.html',
      'docs/guide/intro/setup/index.html',
      'docs/index.html',
      'docs/tools/hammer/index.html',
      'docs/tools/saw/index.html',
      'helpdesk/index.html',
      'index.html',
      'search/index.html',
      'sitemap.xml',
    ])
    expect(writer.files.has('img/dot.svg')).toBe(true)
  })

  it('orders the sidebar by position then name and lists category cards with descriptions', async () => {
    const { writer } = await buildFixture('basic-site')
    const siteFile = [...writer.files.keys()].find((p) => /^assets\/site\.[0-9a-f]{8}\.json$/.test(p))!
    const site = JSON.parse(writer.read(siteFile)!)
    expect(site.sidebar.map((i: { label: string }) => i.label)).toEqual(['Welcome', 'The Guide', 'Tools'])
    const guide = site.sidebar[1]
    expect(guide).toMatchObject({ type: 'category', href: '/docs/guide', collapsed: false })
    expect(guide.items[0].items.map((i: { label: string }) => i.label)).toEqual(['First Run', 'Setup'])
    const tools = writer.read('docs/category/tools/index.html')!
    expect(tools).toContain('Every tool of the fixture.')
    expect(tools.indexOf('Saw')).toBeLessThan(tools.indexOf('Hammer'))
    expect(tools).toContain('Cuts wood.')
  })

  it('rewrites .md links to routes with anchors, takes a leading h1 as the title and keeps custom ids', async () => {
    const { writer } = await buildFixture('basic-site')
    const guide = writer.read('docs/guide/index.html')!
    expect(guide).toContain('href="/docs/guide/intro/setup#install-it"')
    const setup = writer.read('docs/guide/intro/setup/index.html')!
    expect(setup).toContain('<title>Setup | Fixture</title>')
    expect(setup).toContain('<h2 id="config">Configure</h2>')
    expect(setup).toMatch(/Previous<\/span><span class="pagination-nav__label">« (<!-- -->)?First Run/)
    const saw = writer.read('docs/tools/saw/index.html')!
    expect(saw).toContain('src="/img/dot.svg"')
    expect(saw).toContain('width="40" height="20"')
  })

  it('is deterministic: two builds give byte-identical output', async () => {
    const a = await buildFixture('basic-site')
    const b = await buildFixture('basic-site')
    expect([...a.writer.files.keys()].sort()).toEqual([...b.writer.files.keys()].sort())
    for (const [p, c] of a.writer.files) expect(Buffer.from(b.writer.files.get(p) as string).equals(Buffer.from(c as string)), p).toBe(true)
  })
})

describe('broken-links-reported-with-position', () => {
  it('reports every broken link, anchor, markdown file and image at once with positions and suggestions', async () => {
    const { result, diagnostics } = await buildFixture('broken-links-reported-with-position')
    expect(result).toBeUndefined()
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/broken-links-reported-with-position/docs/index.md
        test/fixtures/broken-links-reported-with-position/docs/index.md:6:8  error  link to \`/docs/instal\` points to a page that does not exist; did you mean \`/docs/install\`?  missing-page
        test/fixtures/broken-links-reported-with-position/docs/index.md:6:38  error  link to \`./install.md#confgure\` points to anchor #confgure, which does not exist on /docs/install; did you mean \`#configure\`?  missing-anchor
        test/fixtures/broken-links-reported-with-position/docs/index.md:7:1  error  link to \`./instal.md\` points to a markdown file that does not exist; did you mean \`./install.md\`?  missing-markdown-file
        test/fixtures/broken-links-reported-with-position/docs/index.md:7:33  error  image \`./nope.png\` not found (looked for test/fixtures/broken-links-reported-with-position/docs/nope.png)  missing-image

      test/fixtures/broken-links-reported-with-position/docs/install.md
        test/fixtures/broken-links-reported-with-position/docs/install.md:7:9  error  link to \`./index.md#nowhere\` points to anchor #nowhere, which does not exist on /docs  missing-anchor

      ✖ 5 errors"
    `)
  })
})

describe('invalid-frontmatter-reported', () => {
  it('reports malformed YAML, wrong types and unknown keys with positions, and empty pages', async () => {
    const { result, diagnostics } = await buildFixture('invalid-frontmatter-reported')
    expect(result).toBeUndefined()
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/invalid-frontmatter-reported/docs/broken.md
        test/fixtures/invalid-frontmatter-reported/docs/broken.md:2:17  error  malformed YAML frontmatter: Flow sequence in block collection must be sufficiently indented and end with a ]; close the list with \`]\` on the same line (\`keywords: [a, b]\`), or write one \`- item\` per line  invalid-frontmatter

      test/fixtures/invalid-frontmatter-reported/docs/empty.md
        test/fixtures/invalid-frontmatter-reported/docs/empty.md:1:1  warning  page has frontmatter but no content  empty-page

      test/fixtures/invalid-frontmatter-reported/docs/index.md
        test/fixtures/invalid-frontmatter-reported/docs/index.md:4:19  error  frontmatter \`sidebar_position\` must be a number, found the string "first"  invalid-frontmatter
        test/fixtures/invalid-frontmatter-reported/docs/index.md:5:1  warning  unknown frontmatter key \`tittle\`; did you mean \`title\`?  unknown-frontmatter-key

      ✖ 2 errors, 2 warnings"
    `)
  })
})

describe('duplicate-routes-name-both-files', () => {
  it('names both files of a duplicate route', async () => {
    const { diagnostics } = await buildFixture('duplicate-routes-name-both-files')
    expect(diagnostics.map((d) => `${d.ruleId}: ${d.file}: ${d.message}`)).toContain(
      'duplicate-route: test/fixtures/duplicate-routes-name-both-files/docs/other.md: route /docs/a is also produced by test/fixtures/duplicate-routes-name-both-files/docs/a/index.md; change the file name or the slug of one of them',
    )
  })
})

describe('base-path-rewrites-links', () => {
  it('prefixes every link, asset, chunk and index URL with the base', async () => {
    const { writer, diagnostics } = await buildFixture('base-path-rewrites-links')
    expect(diagnostics).toEqual([])
    const html = writer.read('docs/index.html')!
    expect(html).toContain('href="/chemdocs/docs/two#part"')
    expect(html).toContain('href="/chemdocs/about"')
    expect(html).toMatch(/src="\/chemdocs\/assets\/entry\.[A-Z0-9]+\.js"/)
    expect(html).toMatch(/href="\/chemdocs\/assets\/styles\.[A-Z0-9]+\.css"/)
    const siteFile = [...writer.files.keys()].find((p) => /^assets\/site\./.test(p))!
    const site = JSON.parse(writer.read(siteFile)!)
    expect(Object.values(site.chunks).every((u) => String(u).startsWith('/chemdocs/assets/routes/'))).toBe(true)
    expect(Object.values(site.search.indexUrls).every((u) => String(u).startsWith('/chemdocs/assets/'))).toBe(true)
    expect(site.search.workerUrl.startsWith('/chemdocs/assets/')).toBe(true)
    const home = writer.read('index.html')!
    expect(home).toContain('__chemdocs-base-url-issue-banner')
    expect(home).toContain('"/chemdocs/"')
  })
})

describe('markdown-features', () => {
  it('renders GFM, nested admonitions with titles, custom ids, highlighting, raw HTML and external links', async () => {
    const { writer, diagnostics } = await buildFixture('markdown-features')
    expect(diagnostics).toEqual([])
    const html = articleOf(writer.read('docs/index.html')!)
    expect(html).toContain('<table>')
    expect(html).toContain('type="checkbox"')
    expect(html).toContain('<del>wrong</del>')
    expect(html).toMatch(/data-footnote-ref/)
    expect(html).toContain('href="https://example.org/auto"')
    expect(html).toMatch(/class="admonition admonition-tip"[^>]*><div class="admonition-heading"><svg class="icon admonition-icon"[^>]*aria-label="Tip"><path d="[^"]+"><\/path><\/svg>Custom <em>title<\/em><\/div>/)
    expect(html).toMatch(/admonition-tip[\s\S]*admonition-warning[\s\S]*Nested warning/)
    expect(html).toMatch(/admonition-danger"[^>]*><div class="admonition-heading"><svg[^>]*aria-label="Danger">.*?<\/svg>Legacy title/)
    expect(html).toContain('<h2 id="custom-id">Heading with id</h2>')
    expect(html).toContain('<h2 id="same">Same</h2>')
    expect(html).toContain('<h2 id="same-1">Same</h2>')
    expect(html).toMatch(/<code class="language-bash hljs"><span class="hljs-built_in">echo<\/span>/)
    expect(html).toContain('<code class="language-unknownlang">plain')
    expect(html).toContain('<div class="raw">raw html</div>')
    expect(html).toContain('Time is 10:30 and ratio:high stays text.')
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">External<svg class="icon external-icon" aria-hidden="true" focusable="false"><use href="#chemdocs-icon-external-link"></use></svg><span class="sr-only"> (opens in new tab)</span></a>')
  })
})

describe('figure-renders-with-caption', () => {
  it('turns a titled image alone in its paragraph into a figure with a caption and a full-size link', async () => {
    const { writer, diagnostics } = await buildFixture('figure-renders-with-caption')
    expect(diagnostics).toEqual([])
    const html = articleOf(writer.read('docs/index.html')!)
    expect(html).toContain(
      '<figure class="figure"><a href="/img/flow.svg" class="figure__link"><img src="/img/flow.svg" alt="A box labelled First with an arrow to a box labelled Second" loading="lazy" decoding="async" width="400" height="300"></a><figcaption>From the first box to the second</figcaption></figure>',
    )
    // Without a title, or inside text, an image stays an image.
    expect(html).toContain('<p>An image inside text <img src="/img/flow.svg" alt="two boxes" title="Inline title"')
    expect(html).toContain('<p><img src="/img/flow.svg" alt="Two boxes without a caption" loading="lazy" decoding="async" width="400" height="300"></p>')
    // A figure without alt text still names its link.
    expect(html).toContain('<a href="/img/flow.svg" class="figure__link" aria-label="Caption only"><img src="/img/flow.svg" alt=""')
    expect(html.match(/<figure/g)).toHaveLength(2)
    expect(writer.files.has('img/flow.svg')).toBe(true)
  })
})

describe('missing-docs-dir', () => {
  it('is a usage error with a hint', async () => {
    await expect(buildFixture('missing-docs-dir')).rejects.toMatchObject({
      ruleId: 'missing-docs-dir',
      message: 'docs folder test/fixtures/missing-docs-dir/docs does not exist',
      hint: 'create it with at least one .md page, or set docsDir in site.config.ts',
    })
  })
})

describe('frontmatter-options', () => {
  it('honours sidebar_label, slug, unlisted, applies_to, sources, hide_table_of_contents, pagination overrides, _category_.json and relative images', async () => {
    const { writer, diagnostics } = await buildFixture('frontmatter-options')
    expect(diagnostics).toEqual([])
    const siteFile = [...writer.files.keys()].find((p) => /^assets\/site\./.test(p))!
    const site = JSON.parse(writer.read(siteFile)!)
    // kits/kits.md is the folder's own page; the unlisted page is left out; the JSON category is read.
    expect(site.sidebar.map((i: { label: string }) => i.label)).toEqual(['Welcome', 'From JSON', 'Kits'])
    expect(site.sidebar[2]).toMatchObject({ type: 'category', href: '/docs/kits', items: [{ label: 'Alpha', href: '/docs/elsewhere' }] })
    expect(site.sidebar[1]).toMatchObject({ collapsed: false })
    expect(writer.files.has('docs/kits/secret/index.html')).toBe(true)
    const alpha = writer.read('docs/elsewhere/index.html')!
    expect(alpha).not.toContain('class="toc"')
    expect(alpha).toMatch(/pagination-nav__link--prev"><span class="pagination-nav__sublabel">Previous<\/span><span class="pagination-nav__label">« (<!-- -->)?Welcome/)
    expect(alpha).not.toContain('pagination-nav__link--next')
    // applies_to is shown under the title; sources are recorded, not shown.
    expect(alpha).toMatch(/<h1>Alpha kit<\/h1><p class="applies-to">Applies to <!-- -->Kit Maker 2.4<\/p><\/header>/)
    expect(alpha).not.toContain('kit-maker@v2.4.0')
    const home = writer.read('docs/index.html')!
    expect(home).toMatch(/<img src="\/assets\/img\/pic\.[0-9a-f]{8}\.svg" alt="local" loading="lazy" decoding="async" width="12" height="7">/)
    expect([...writer.files.keys()].some((p) => /^assets\/img\/pic\.[0-9a-f]{8}\.svg$/.test(p))).toBe(true)
  })
})

describe('broken-category-reported', () => {
  it('reports a category file that cannot be parsed, with its position', async () => {
    const { diagnostics } = await buildFixture('broken-category-reported')
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/broken-category-reported/docs/broken-cat/_category_.yml
        test/fixtures/broken-category-reported/docs/broken-cat/_category_.yml:2:1  error  category file cannot be parsed: Flow sequence in block collection must be sufficiently indented and end with a ]  invalid-category

      ✖ 1 error"
    `)
  })
})
