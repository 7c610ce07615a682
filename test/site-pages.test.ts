import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { decodeSearchIndex } from '../src/shared/search-codec.js'
import { buildFixture, readSearchIndex } from './helpers.js'

const htmlPaths = (files: Iterable<string>) => [...files].filter((p) => p.endsWith('.html')).sort()
const siteData = (writer: { files: Map<string, unknown>; read(p: string): string | undefined }) =>
  JSON.parse(writer.read([...writer.files.keys()].find((p) => /^assets\/site\.[0-9a-f]{8}\.json$/.test(p))!)!)
const searchIndex = (writer: { files: Map<string, unknown>; read(p: string): string | undefined }) =>
  decodeSearchIndex(readSearchIndex((f) => writer.read(f), [...writer.files.keys()].find((p) => /^assets\/search-index\./.test(p))!))

describe('neutral-two-page-site', () => {
  it('builds with no extra options, the docs root page as the main doc', async () => {
    const { writer, diagnostics } = await buildFixture('neutral-two-page-site')
    expect(diagnostics).toEqual([])
    expect(htmlPaths(writer.files.keys())).toEqual(['404.html', 'docs/guide/index.html', 'docs/index.html', 'index.html', 'search/index.html'])
    expect(siteData(writer).version.mainDocId).toBe('index')
    // The built-in home page knows only the config: title and a link to the docs.
    expect(writer.read('index.html')).toContain('<h1 class="hero__title">Widget Manual</h1>')
  })

  it('names no other site anywhere in its output', async () => {
    const { writer } = await buildFixture('neutral-two-page-site')
    const text = [...writer.files.keys()].filter((p) => /\.(html|js|json|css|xml)$/.test(p)).map((p) => writer.read(p)!)
    expect(text.length).toBeGreaterThan(5)
    for (const word of ['Chemotion', 'LabIMotion', 'ComPlat', 'Karlsruhe', '/helpdesk', '/about']) {
      expect(text.filter((t) => t.includes(word)).length, word).toBe(0)
    }
  })
})

describe('the generator itself', () => {
  // The generator serves any site: a site's name in its code or theme would leak into every other
  // site's output or make its defaults fit one site only.
  it('names no site in src/ or templates/', () => {
    const root = path.resolve(import.meta.dirname, '..')
    const files = ['src', 'templates'].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(tsx?|jsx?|mjs|css|json|html)$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    )
    expect(files.length).toBeGreaterThan(50)
    const names = (text: string) => /chemotion|complat|labimotion|karlsruhe/i.test(text) || /\bKIT\b/.test(text)
    const named = files.filter((file) => names(readFileSync(file, 'utf8')))
    expect(named.map((file) => path.relative(root, file))).toEqual([])
  })
})

describe('site-pages-and-theme', () => {
  it('makes a route of every Markdown, MDX and React page, leaving out _ names', async () => {
    const { writer, diagnostics } = await buildFixture('site-pages-and-theme')
    expect(diagnostics).toEqual([])
    expect(htmlPaths(writer.files.keys())).toEqual(['404.html', 'about/index.html', 'docs/index.html', 'docs/notes/index.html', 'index.html', 'search/index.html', 'team/index.html'])
  })

  it('renders Markdown and MDX pages in the page layout, without the docs sidebar', async () => {
    const { writer } = await buildFixture('site-pages-and-theme')
    const about = writer.read('about/index.html')!
    expect(about).toContain('<title>About the fixture | Pages Fixture</title>')
    expect(about).toContain('<main class="container prose"><h1>About the fixture</h1>')
    expect(about).toContain('<h2 id="contact">Contact</h2>')
    expect(about).not.toContain('theme-doc-sidebar')
    expect(writer.read('team/index.html')!.replace(/<!-- -->/g, '')).toContain('<p>The team has 2 members: Ada and Grace of the quasar group.</p>')
  })

  it('renders a React page with its component and ships it for hydration', async () => {
    const { writer } = await buildFixture('site-pages-and-theme')
    const home = writer.read('index.html')!
    expect(home).toContain('<main class="fixture-home"><h1>Fixture home</h1>')
    expect(home).toMatch(/<chemdocs-island data-chunk="\/assets\/islands\/index\.[0-9a-f]{8}\.js" data-island="src\/pages\/index\.tsx#default"/)
    expect(home).toContain('<meta name="description" content="The fixture home page, written in React.">')
    expect([...writer.files.keys()].some((p) => /^assets\/islands\/index\.[0-9a-f]{8}\.js$/.test(p))).toBe(true)
  })

  it('indexes Markdown and MDX pages from their content, as pages', async () => {
    const { writer } = await buildFixture('site-pages-and-theme')
    const rows = searchIndex(writer).pages
    expect(rows.map((p) => p.url).sort()).toEqual(['/about', '/docs', '/docs/notes', '/team'])
    // Words only the page texts hold: the index is made from the content, not from a title.
    const raw = writer.read([...writer.files.keys()].find((p) => /^assets\/search-index\./.test(p))!)!
    expect(raw).toContain('zeppelin')
    expect(raw).toContain('quasar')
  })

  it('uses the site theme override, which wraps the original through @theme-original', async () => {
    const { writer } = await buildFixture('site-pages-and-theme')
    const notes = writer.read('docs/notes/index.html')!
    expect(notes).toMatch(/<div class="site-admonition"><div class="admonition admonition-tip" role="note"><div class="admonition-heading"><svg class="icon admonition-icon"[^>]*role="img" aria-label="Tip"><path d="[^"]+"><\/path><\/svg>Overridden<\/div>/)
    expect(notes).toContain('Written through the site&#x27;s own Admonition.')
  })

  it('links src/css/custom.css after the theme stylesheet', async () => {
    const { writer } = await buildFixture('site-pages-and-theme')
    const css = [...writer.files.keys()].find((p) => /^assets\/custom\.[0-9a-f]{8}\.css$/.test(p))!
    expect(writer.read(css)).toContain('--fixture-brand')
    const home = writer.read('docs/index.html')!
    const theme = home.search(/href="\/assets\/styles\.[A-Z0-9]+\.css"/)
    expect(theme).toBeGreaterThan(0)
    expect(home.indexOf(`href="/${css}"`)).toBeGreaterThan(theme)
  })

})
