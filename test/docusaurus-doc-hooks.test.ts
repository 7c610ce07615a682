import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { loadConfig } from '../src/node/config/config.js'
import { createBuildCache } from '../src/node/serve/dev-cache.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { articleOf, buildFixture, FIXTURES } from './helpers.js'

describe('docusaurus-doc-hooks: DocCard, useDoc and useDocsSidebar in MDX docs and site components, as Docusaurus gives them', () => {
  let built: Awaited<ReturnType<typeof buildFixture>>
  const article = (route: string) => articleOf(built.writer.read(route) ?? '').replace(/<!-- -->/g, '')
  const cardsOf = (html: string) => [...html.matchAll(/<a href="([^"]+)" class="card__link"><h2 class="card__title"><span aria-hidden="true">(\S+) <\/span>(.*?)<\/h2><p class="card__description">(.*?)<\/p><\/a>/g)].map((m) => m.slice(1).join(' | '))

  beforeAll(async () => {
    built = await buildFixture('docusaurus-doc-hooks')
  })

  it('builds, with only the warning for the frontmatter key chemdocs does not know', () => {
    expect(built.diagnostics.map((d) => `${d.file}:${d.line} ${d.ruleId}`)).toEqual(['test/fixtures/docusaurus-doc-hooks/docs/start.mdx:4 unknown-frontmatter-key'])
  })

  it("gives useDoc() the doc's own title, permalink (base URL included), every frontmatter key and its table of contents", () => {
    expect(article('docs/start/index.html')).toContain('<p class="own-title">Getting started at /lab/docs/start (50 ml; the-bench,before-you-start)</p>')
    // Titled by its first heading, without a frontmatter title.
    expect(article('docs/goggles/index.html')).toContain('<p class="own-title">Goggles at /lab/docs/goggles (no burette; )</p>')
  })

  it("gives useDoc() the doc's previous and next pages: its sidebar's neighbours, or the doc its pagination_prev names", () => {
    expect(article('docs/start/index.html')).toContain('<p class="neighbours">none / Acids (/lab/docs/reagents/acids)</p>')
    expect(article('docs/goggles/index.html')).toContain('<p class="neighbours">Bases and alkalis (/lab/docs/reagents/bases) / none</p>')
  })

  it('gives useDocsSidebar() the sidebar the doc is shown with: its name and items, labels from sidebar, frontmatter or first heading', () => {
    expect(article('docs/start/index.html')).toContain('<p class="sidebar-name">benchSidebar: Getting started, Reagents (Acids, Bases and alkalis), Supplier</p>')
    expect(article('docs/goggles/index.html')).toContain('<p class="sidebar-name">safetySidebar: Goggles</p>')
  })

  it("renders DocCard for each sidebar item: a doc's description, a category's item count and first page, an external link's icon", () => {
    const cards = /<div class="sidebar-cards">([\s\S]*?)<ul class="cards">/.exec(article('docs/start/index.html'))?.[1] ?? ''
    expect(cardsOf(cards)).toEqual([
      '/lab/docs/start | 📄️ | Getting started | Where a titration begins.',
      '/lab/docs/reagents/acids | 🗃️ | Reagents | 2 items',
      'https://supplier.example.org | 🔗 | Supplier | ',
    ])
  })

  it('renders DocCardList of given sidebar items with DocCard, in the markup of the category cards', () => {
    const list = /<ul class="cards">([\s\S]*?)<\/ul>/.exec(article('docs/start/index.html'))?.[1] ?? ''
    expect(list).toMatch(/^<li class="card"><a href="\/lab\/docs\/reagents\/acids" class="card__link">/)
    expect(cardsOf(list)).toEqual(['/lab/docs/reagents/acids | 🗃️ | Reagents | 2 items'])
  })

  it('gives a DocCard written in MDX the description of the doc its item names (useDocById)', () => {
    expect(cardsOf(article('docs/start/index.html')).at(-1)).toBe('/lab/docs/goggles | 📄️ | Eye protection | Wear them before you open any bottle.')
  })

  it('hands a hydrated component the same doc in the browser: its island chunk carries the data', () => {
    const html = article('docs/goggles/index.html')
    expect(html).toContain('<button class="counter">Goggles: 0</button>')
    const chunk = /data-chunk="\/lab\/([^"]+)"/.exec(html)?.[1] ?? ''
    expect(built.writer.read(chunk)).toMatch(/=\{metadata:\{id:"goggles",title:"Goggles"/)
  })

  it('throws Docusaurus\' errors for the doc hooks outside a doc page', () => {
    const html = built.writer.read('elsewhere/index.html') ?? ''
    expect(html).toContain('<p class="attempt">ReactContextError<!-- -->: <!-- -->Hook useDoc is called outside the &lt;DocProvider&gt;. </p>')
    expect(html).toContain('<p class="attempt">ReactContextError<!-- -->: <!-- -->Hook useDocsSidebar is called outside the &lt;DocsSidebarProvider&gt;. </p>')
  })

  it("gives @docusaurus/theme-common/internal's helpers and theme-common's exports", () => {
    const html = (built.writer.read('internal/index.html') ?? '').replace(/<!-- -->/g, '')
    expect(html).toContain('<p class="split">AC|B</p><p class="same">true /internal Titration</p>')
  })
})

describe('docusaurus-doc-hooks: @theme/NotFound', () => {
  it("shows chemdocs' 404 page content, with the page title and a link to a doc that exists", async () => {
    const { writer } = await buildFixture('docusaurus-doc-hooks')
    const html = writer.read('gone/index.html') ?? ''
    expect(html).toContain('<title>Page Not Found | Titration Notes</title>')
    expect(html).toContain('<h1>Page Not Found</h1><p>We could not find what you were looking for.')
    const home = /start again from the <a href="\/lab\/([^"]+)">documentation home<\/a>\./.exec(html)?.[1]
    expect(home).toMatch(/^docs\//)
    expect(writer.read(`${home}/index.html`)).toBeDefined()
  })
})

describe('docusaurus-doc-hooks: the dev cache', () => {
  it("makes again a page that calls the doc hooks when another doc's title changes, and reuses the others", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-doc-hooks-'))
    cpSync(path.join(FIXTURES, 'docusaurus-doc-hooks'), dir, { recursive: true })
    const cache = createBuildCache()
    const devBuild = async () => {
      const writer = new MemoryWriter()
      await build(await loadConfig(dir), { mode: 'dev', writer, cache })
      return articleOf(writer.read('docs/start/index.html') ?? '').replace(/<!-- -->/g, '')
    }
    expect(await devBuild()).toContain('Reagents (Acids, Bases and alkalis)')
    const notes = cache.transform.mdx.get(path.join(dir, 'docs/notes.mdx'))
    expect(notes).toBeDefined()
    writeFileSync(path.join(dir, 'docs/reagents/bases.md'), '# Bases and hydroxides\n\nSodium hydroxide goes in the burette.\n')
    expect(await devBuild()).toContain('Reagents (Acids, Bases and hydroxides)')
    expect(cache.transform.mdx.get(path.join(dir, 'docs/notes.mdx'))).toBe(notes)
  })
})
