import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { createBuildCache } from '../src/node/serve/dev-cache.js'
import { loadConfig, resolveConfig } from '../src/node/config/config.js'
import { formatDiagnostics } from '../src/node/logger.js'
import { readSidebarsFile } from '../src/node/collect/sidebars-file.js'
import { classifyChange, watchTargets } from '../src/node/serve/watch.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { decodeSearchIndex } from '../src/shared/search-codec.js'
import { createSearchIndex } from '../src/shared/search-engine.js'
import { querySearchIndex } from '../src/shared/search-rank.js'
import { articleOf, buildFixture, FIXTURES, readSearchIndex } from './helpers.js'

type Built = Awaited<ReturnType<typeof buildFixture>>

const strip = (s: string) => s.replace(/\.[0-9a-f]{8}\./g, '.HASH.')

describe('mdx-pages-render', () => {
  // One build serves every assertion on this fixture: MDX pages are bundled by esbuild.
  let built: Built
  beforeAll(async () => {
    built = await buildFixture('mdx-pages-render')
  })
  it('builds .mdx pages with routes and frontmatter like .md, with no diagnostics', async () => {
    const { writer, diagnostics } = built
    expect(diagnostics).toEqual([])
    const page = writer.read('docs/guide/index.html')!
    expect(page).toContain('<title>Guide | Fixture</title>')
    expect(page).toContain('content="The MDX guide."')
    // The .md page links into the .mdx page by file name and anchor; the checker accepted it.
    expect(writer.read('docs/index.html')).toContain('href="/docs/guide#install"')
  })

  it('renders local (a CSS module gives its scoped class names), @site and exported values, and keeps markdown plugins (ids, links, admonitions)', async () => {
    const { writer } = built
    const html = articleOf(writer.read('docs/guide/index.html')!)
    expect(html).toContain('Version <!-- -->2.4<!-- --> of the tool. <span class="badge">new</span>')
    expect(html).toMatch(/<p class="greeting_[0-9a-f]{6}">Hello, <!-- -->chemist<!-- -->!/)
    expect(html).toContain('<h2 id="install">Install</h2>')
    expect(html).toMatch(/<div class="admonition admonition-tip" role="note"><div class="admonition-heading"><svg class="icon admonition-icon" viewBox="0 0 24 24" focusable="false" aria-hidden="true"><path d="[^"]+"><\/path><\/svg>Tip<\/div>/)
    expect(html).toContain('<a href="/docs">welcome page</a>')
  })

  it('renders the @theme components: tabs with the first panel shown, admonition, details, code block, link', async () => {
    const { writer } = built
    const html = articleOf(writer.read('docs/guide/index.html')!)
    expect(html).toMatch(/<div role="tablist" aria-orientation="horizontal" class="tabs">/)
    expect(html).toMatch(/role="tab" id="[^"]+-tab-linux" aria-controls="[^"]+-panel-linux" aria-selected="true"/)
    expect(html).toMatch(/role="tab" id="[^"]+-tab-mac" aria-controls="[^"]+-panel-mac" aria-selected="false" tabindex="-1" class="tabs__item" data-value="mac"/)
    expect(html).toMatch(/<div role="tabpanel" id="[^"]+-panel-linux" aria-labelledby="[^"]+" class="tabs__panel">Run the script.<\/div>/)
    expect(html).toMatch(/<div role="tabpanel" id="[^"]+-panel-mac" aria-labelledby="[^"]+" hidden="" class="tabs__panel">Use the installer.<\/div>/)
    // Under its own title, the icon names the type.
    expect(html).toMatch(/<div class="admonition admonition-warning" role="note"><div class="admonition-heading"><svg class="icon admonition-icon" viewBox="0 0 24 24" focusable="false" role="img" aria-label="Warning"><path d="[^"]+"><\/path><\/svg>Careful<\/div><div class="admonition-content">Mind the solvent.<\/div><\/div>/)
    expect(html).toContain('<details class="details"><summary>More</summary><div class="details__content">Hidden text.</div></details>')
    expect(html).toContain('<div class="code-block__title">run.sh</div><pre tabindex="0"><code class="language-bash">echo hi</code></pre>')
    expect(html).toContain('<a href="/docs">Home</a>')
    // Link and <a> targets go through the markdown link rules: .mdx files become routes.
    expect(html).toContain('<a href="/docs/tools">All tools</a> and <a href="/docs/tools/saw">the saw</a>.')
  })

  it('renders an imported partial inline; its headings are anchors of the page', async () => {
    const { writer } = built
    const html = articleOf(writer.read('docs/guide/index.html')!)
    expect(html).toContain('<h3 id="from-the-partial">From the partial</h3>\n<p>Shared text with <strong>bold</strong> words.</p>')
    expect(writer.files.has('docs/_snippet/index.html')).toBe(false)
  })

  it('lists what the partial and the components show in the table of contents and the search index', async () => {
    const { writer } = built
    // The same links stand in the collapsible TOC (narrow screens) and the side TOC.
    const [, collapsible, side] = (writer.read('docs/guide/index.html') ?? '').split(/<nav class="toc[^"]*"/)
    for (const toc of [collapsible, side]) expect([...toc!.matchAll(/class="toc__link">([^<]*)</g)].map((m) => m[1])).toEqual(['Install', 'From the partial', 'Synced tabs'])
    const file = [...writer.files.keys()].find((f) => /^assets\/search-index\.[0-9a-f]{8}\.json$/.test(f))!
    const index = createSearchIndex(decodeSearchIndex(readSearchIndex((f) => writer.read(f), file)))
    const guide = index.pages.find((p) => p.url === '/docs/guide')!
    expect(guide.sections.map((s) => [s.heading, s.hash])).toEqual([['', ''], ['Install', '#install'], ['From the partial', '#from-the-partial'], ['Synced tabs', '#synced-tabs']])
    const found = (q: string) => querySearchIndex(index, q, 8).hits.filter((h) => h.u === '/docs/guide').map((h) => [h.type, h.h])
    // The partial's heading and text, a component's text (Greeting) and a tab panel's text.
    expect(found('shared text bold')).toContainEqual(['content', '#from-the-partial'])
    expect(found('partial')).toContainEqual(['heading', '#from-the-partial'])
    expect(found('hello chemist')).toContainEqual(['content', ''])
    expect(found('break')).toContainEqual(['content', '#synced-tabs'])
  })

  it('copies imported and require()d images under a hashed name with their size, without preload tags in the article', async () => {
    const { writer } = built
    const html = strip(articleOf(writer.read('docs/guide/index.html')!))
    expect(html).toContain('<img width="40" height="20" src="/assets/img/dot.HASH.svg" alt="dot"/>')
    expect(html).toContain('<img width="40" height="20" src="/assets/img/dot.HASH.svg" alt="required dot"/>')
    expect(html).not.toContain('rel="preload"')
    expect([...writer.files.keys()].some((p) => /^assets\/img\/dot\.[0-9a-f]{8}\.svg$/.test(p))).toBe(true)
  })

  it('accepts a sidebars.js with one autogenerated sidebar: the sidebar follows the folders', async () => {
    const { writer, diagnostics } = built
    expect(diagnostics).toEqual([])
    // The file was read and understood, not merely left alone.
    expect([...((await readSidebarsFile(path.join(FIXTURES, 'mdx-pages-render')))?.sidebars?.keys() ?? [])]).toEqual(['docs'])
    const siteFile = [...writer.files.keys()].find((p) => /^assets\/site\.[0-9a-f]{8}\.json$/.test(p))!
    const site = JSON.parse(writer.read(siteFile)!) as { sidebar: { label: string }[] }
    expect(site.sidebar.map((i) => i.label)).toEqual(['Welcome', 'Guide', 'Tools'])
  })

  it('lists the docs of the page folder and its subfolder indexes as cards, in sidebar order', async () => {
    const { writer, diagnostics } = built
    expect(diagnostics).toEqual([])
    const html = articleOf(writer.read('docs/tools/index.html')!)
    const labels = [...html.matchAll(/<h2 class="card__title">.*?<\/span>(?:<!-- -->)?(.*?)<\/h2>/g)].map((m) => m[1])
    expect(labels).toEqual(['Saw', 'Hammer', 'Power tools'])
    expect(html).toContain('<a href="/docs/tools/saw" class="card__link">')
    expect(html).toContain('<p class="card__description">Tools with a plug.</p>')
  })
})

describe('mdx-errors-reported-with-position', () => {
  it("reports syntax errors, failed imports (also in partials, at the partial's own line), unknown components (in a partial once), partial, island and render errors, bad links (once, in the partial that has them) and missing images with file:line:col", async () => {
    const { result, diagnostics } = await buildFixture('mdx-errors-reported-with-position')
    expect(result).toBeUndefined()
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/mdx-errors-reported-with-position/docs/_bad-import.mdx
        test/fixtures/mdx-errors-reported-with-position/docs/_bad-import.mdx:3:19  error  import failed: Could not resolve "./components/Chart"  mdx-error

      test/fixtures/mdx-errors-reported-with-position/docs/_broken.mdx
        test/fixtures/mdx-errors-reported-with-position/docs/_broken.mdx:3:5  error  MDX could not be compiled: Could not parse expression with acorn; curly braces in MDX hold JavaScript; for the characters themselves write \`\\{\` and \`\\}\`  mdx-error

      test/fixtures/mdx-errors-reported-with-position/docs/_links.mdx
        test/fixtures/mdx-errors-reported-with-position/docs/_links.mdx:3:3  error  link to \`./index.md#nope\` points to anchor #nope, which does not exist on /docs  missing-anchor
        test/fixtures/mdx-errors-reported-with-position/docs/_links.mdx:3:42  error  link to \`/docs/gone\` points to a page that does not exist  missing-page

      test/fixtures/mdx-errors-reported-with-position/docs/_unknown.mdx
        test/fixtures/mdx-errors-reported-with-position/docs/_unknown.mdx:3:6  error  component \`Gadget\` is used but not imported; add an import at the top of the page  mdx-error

      test/fixtures/mdx-errors-reported-with-position/docs/bad-link.mdx
        test/fixtures/mdx-errors-reported-with-position/docs/bad-link.mdx:3:5  error  link to \`./nowhere.mdx\` points to a markdown file that does not exist  missing-markdown-file
        test/fixtures/mdx-errors-reported-with-position/docs/bad-link.mdx:3:34  error  link to \`./index.md#missing\` points to anchor #missing, which does not exist on /docs  missing-anchor
        test/fixtures/mdx-errors-reported-with-position/docs/bad-link.mdx:7:1  error  link to \`/docs/nowhere\` points to a page that does not exist  missing-page

      test/fixtures/mdx-errors-reported-with-position/docs/components/Boom.tsx
        test/fixtures/mdx-errors-reported-with-position/docs/components/Boom.tsx:2:9  error  MDX page test/fixtures/mdx-errors-reported-with-position/docs/render-throws.mdx could not be rendered: no data for the chart  mdx-error

      test/fixtures/mdx-errors-reported-with-position/docs/components/Slider.client.tsx
        test/fixtures/mdx-errors-reported-with-position/docs/components/Slider.client.tsx:3:1  error  import failed: Expected ">" but found "}"  mdx-error

      test/fixtures/mdx-errors-reported-with-position/docs/island-props.mdx
        test/fixtures/mdx-errors-reported-with-position/docs/island-props.mdx:5:9  error  MDX page could not be rendered: client component \`Picker\` gets a function in prop \`onPick\`; its props are sent to the browser as JSON, so pass text, numbers, booleans, arrays or objects  mdx-error

      test/fixtures/mdx-errors-reported-with-position/docs/missing-image.mdx
        test/fixtures/mdx-errors-reported-with-position/docs/missing-image.mdx:5:1  error  image \`./img/nope.png\` not found (looked for test/fixtures/mdx-errors-reported-with-position/docs/img/nope.png); did you mean \`./img/none.png\`?  missing-image
        test/fixtures/mdx-errors-reported-with-position/docs/missing-image.mdx:7:19  error  image \`./img/gone.png\` not found (looked for test/fixtures/mdx-errors-reported-with-position/docs/img/gone.png); did you mean \`./img/none.png\`?  missing-image

      test/fixtures/mdx-errors-reported-with-position/docs/missing-import.mdx
        test/fixtures/mdx-errors-reported-with-position/docs/missing-import.mdx:3:19  error  import failed: Could not resolve "./components/Chart"  mdx-error
        test/fixtures/mdx-errors-reported-with-position/docs/missing-import.mdx:4:18  error  import failed: \`@theme/Carousel\` is not a component chemdocs provides  mdx-error

      test/fixtures/mdx-errors-reported-with-position/docs/no-components-folder.mdx
        test/fixtures/mdx-errors-reported-with-position/docs/no-components-folder.mdx:3:19  error  import failed: \`@components/Chart\` needs a components folder: create src/components or set mdx.componentsDir in site.config.ts  mdx-error

      test/fixtures/mdx-errors-reported-with-position/docs/no-default.mdx
        test/fixtures/mdx-errors-reported-with-position/docs/no-default.mdx:5:19  error  \`./components/Gauge\` has no default export: import the component by its name (\`import { Name } from './components/Gauge'\`) or add \`export default\` to test/fixtures/mdx-errors-reported-with-position/docs/components/Gauge.tsx  mdx-error

      test/fixtures/mdx-errors-reported-with-position/docs/prose-braces.mdx
        test/fixtures/mdx-errors-reported-with-position/docs/prose-braces.mdx:9:9  error  MDX page could not be rendered: a is not defined (in \`{a, b}\`); curly braces in MDX hold JavaScript; for the characters themselves write \`\\{\` and \`\\}\`  mdx-error

      test/fixtures/mdx-errors-reported-with-position/docs/prose-expression.mdx
        test/fixtures/mdx-errors-reported-with-position/docs/prose-expression.mdx:3:15  error  MDX could not be compiled: Could not parse expression with acorn; curly braces in MDX hold JavaScript; for the characters themselves write \`\\{\` and \`\\}\`  mdx-error

      test/fixtures/mdx-errors-reported-with-position/docs/syntax.mdx
        test/fixtures/mdx-errors-reported-with-position/docs/syntax.mdx:6:3  error  MDX could not be compiled: Expected a closing tag for \`<TabItem>\` (6:3-6:22) before the end of \`paragraph\`  mdx-error

      test/fixtures/mdx-errors-reported-with-position/docs/unknown-component.mdx
        test/fixtures/mdx-errors-reported-with-position/docs/unknown-component.mdx:7:11  error  component \`Chart.Line\` is used but not imported; add an import at the top of the page  mdx-error

      ✖ 21 errors"
    `)
  })
})

describe('mdx-dev-cache-rebuilds-importers', () => {
  it('bundles again only the MDX pages whose text, component or partial changed', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-mdx-cache-'))
    cpSync(path.join(FIXTURES, 'mdx-dev-cache-rebuilds-importers'), dir, { recursive: true })
    try {
      const config = await loadConfig(dir)
      const cache = createBuildCache()
      const writer = new MemoryWriter()
      const rebuild = (changed?: string[]) => build(config, { mode: 'dev', writer, cache, ...(changed && { changed }) })
      // Cache entries are replaced when a page is bundled again and kept as they are otherwise.
      const entries = () => new Map([...cache.transform.mdx].map(([file, entry]) => [path.basename(file), entry]))
      const rebuiltSince = (before: ReturnType<typeof entries>) => [...entries()].filter(([name, entry]) => before.get(name) !== entry).map(([name]) => name)
      const docs = (file: string) => path.join(config.docsDir, file)
      await rebuild()
      let before = entries()
      expect([...before.keys()].sort()).toEqual(['plain.mdx', 'uses-component.mdx', 'uses-partial.mdx'])

      appendFileSync(docs('plain.mdx'), '\nMore text.\n')
      await rebuild([docs('plain.mdx')])
      expect(rebuiltSince(before)).toEqual(['plain.mdx'])

      before = entries()
      writeFileSync(docs('components/Note.tsx'), 'export function Note() {\n  return <p className="note">Edited component.</p>\n}\n')
      await rebuild()
      expect(rebuiltSince(before)).toEqual(['uses-component.mdx'])
      expect(writer.read('docs/uses-component/index.html')).toContain('<p class="note">Edited component.</p>')

      before = entries()
      writeFileSync(docs('_part.mdx'), 'Edited partial.\n')
      await rebuild()
      expect(rebuiltSince(before)).toEqual(['uses-partial.mdx'])
      expect(writer.read('docs/uses-partial/index.html')).toContain('<p>Edited partial.</p>')

      before = entries()
      await rebuild()
      expect(rebuiltSince(before)).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('mdx-in-markdown-warned', () => {
  it('warns once per .md page at its first MDX import or component, outside code, asking to rename it to .mdx', async () => {
    const { diagnostics } = await buildFixture('mdx-in-markdown-warned')
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/mdx-in-markdown-warned/docs/jsx.md
        test/fixtures/mdx-in-markdown-warned/docs/jsx.md:5:3  warning  \`<Highlight color="#ffd">Read this first.…\` is MDX, which a .md page does not run (it comes out as text or raw HTML); rename the file to .mdx  mdx-in-markdown

      test/fixtures/mdx-in-markdown-warned/docs/tabs.md
        test/fixtures/mdx-in-markdown-warned/docs/tabs.md:5:1  warning  \`import Tabs from '@theme/Tabs'\` is MDX, which a .md page does not run (it comes out as text or raw HTML); rename the file to .mdx  mdx-in-markdown

      ⚠ 2 warnings"
    `)
  })
})

describe('mdx-static-component-warned', () => {
  it("warns once, at its first hook, for a component with state but no 'use client' that two pages show; not for a presentational one or one inside a client module", async () => {
    const { diagnostics } = await buildFixture('mdx-static-component-warned')
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/mdx-static-component-warned/src/components/Counter.tsx
        test/fixtures/mdx-static-component-warned/src/components/Counter.tsx:5:29  warning  Counter.tsx uses \`useState\` but is rendered as static HTML, so it does nothing in the browser; put 'use client' on its first line (or name it Counter.client.tsx) to hydrate it  static-component

      ⚠ 1 warning"
    `)
  })
})

describe('mdx-docusaurus-hooks', () => {
  it('supports useBaseUrl (with the site base), useCurrentSidebarCategory().items for DocCardList and the values prop of Tabs', async () => {
    const { writer, diagnostics } = await buildFixture('mdx-docusaurus-hooks')
    expect(diagnostics).toEqual([])
    const html = articleOf(writer.read('docs/kit/index.html')!)
    expect(html).toContain('<img src="/chem/img/flask.svg" alt="Flask"/>')
    expect(html).toContain('<a href="https://example.com/x">elsewhere</a>')
    expect([...html.matchAll(/<a href="([^"]+)" class="card__link">/g)].map((m) => m[1])).toEqual(['/chem/docs/kit/flask', '/chem/docs/kit/beaker'])
    expect([...html.matchAll(/aria-selected="(\w+)"[^>]*data-value="(\w+)">(\w+)<\/button>/g)].map((m) => m.slice(1))).toEqual([
      ['true', 'apple', 'Apple'],
      ['false', 'orange', 'Orange'],
    ])
  })
})

describe('mdx-components-dir-configured', () => {
  it('uses a configured mdx.componentsDir, not src/components, for components without an import and for @components/ imports', async () => {
    const { writer, diagnostics } = await buildFixture('mdx-components-dir-configured')
    expect(diagnostics).toEqual([])
    const html = articleOf(writer.read('docs/index.html')!)
    expect(html).toContain('<p>Rated <span class="star">★★★</span> by chemists.</p>')
    expect(html).toContain('<section class="panel"><h3 class="panel__title">Imported</h3>From the configured folder.</section>')
    expect(html).not.toContain('wrong folder')
  })
})

describe('mdx.componentsDir', () => {
  const raw = { title: 'T', url: 'https://example.org' }
  it('defaults to src/components when it exists, and to none otherwise', () => {
    expect(resolveConfig(raw, path.join(FIXTURES, 'docusaurus-tree/site.config.ts')).mdx.componentsDir).toBe(path.join(FIXTURES, 'docusaurus-tree/src/components'))
    expect(resolveConfig(raw, path.join(FIXTURES, 'mdx-pages-render/site.config.ts')).mdx.componentsDir).toBeUndefined()
  })

  it('is watched by the dev server as content, unless docs/ holds it already', () => {
    const tree = resolveConfig(raw, path.join(FIXTURES, 'docusaurus-tree/site.config.ts'))
    const targets = watchTargets(tree)
    expect(classifyChange(path.join(FIXTURES, 'docusaurus-tree/src/components/Counter.tsx'), targets)).toBe('content')
    const inDocs = resolveConfig({ ...raw, mdx: { componentsDir: 'docs/components' } }, path.join(FIXTURES, 'mdx-pages-render/site.config.ts'))
    expect(watchTargets(inDocs).componentsDir).toBeUndefined()
  })

  it('resolves a configured folder against the config file, and reports one that does not exist', () => {
    const config = resolveConfig({ ...raw, mdx: { componentsDir: 'docs/components' } }, path.join(FIXTURES, 'mdx-pages-render/site.config.ts'))
    expect(config.mdx.componentsDir).toBe(path.join(FIXTURES, 'mdx-pages-render/docs/components'))
    expect(() => resolveConfig({ ...raw, mdx: { componentsDir: 'nope' } }, path.join(FIXTURES, 'mdx-pages-render/site.config.ts'))).toThrow(
      'test/fixtures/mdx-pages-render/site.config.ts: mdx.componentsDir: folder nope does not exist',
    )
  })
})

describe('mdx-unused-default-import', () => {
  it('builds a page whose unused default import has no export behind it, with a warning at the import, as webpack does', async () => {
    const { result, diagnostics, writer } = await buildFixture('mdx-unused-default-import')
    expect(result).toBeDefined()
    expect(formatDiagnostics(diagnostics)).toContain(
      // The import's path holds the binding's name (a folder named as its component): still unused.
      "docs/index.mdx:1:19  warning  `./components/Scale` has no default export, so its default import is undefined (webpack, which Docusaurus builds with, builds the page so too, with this warning): import what it exports by name, or add `export default` to test/fixtures/mdx-unused-default-import/docs/components/Scale/index.ts  missing-export",
    )
    expect(diagnostics).toHaveLength(1)
    expect(articleOf(writer.files.get('docs/index.html')?.toString() ?? '')).toContain('<output class="balance">12.5<!-- --> g</output>')
  })
})
