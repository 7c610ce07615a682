import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseFrontmatter } from '../../../src/node/frontmatter.js'
import { createProcessor, transformPage } from '../../../src/node/transform.js'
import type { SourceFile } from '../../../src/node/types.js'
import { renderPage } from '../../../src/node/render.js'
import { createSiteData } from '../../../src/node/site-data.js'
import { resolveConfig } from '../../../src/node/config.js'

const config = resolveConfig({ title: 'Fuzz', url: 'https://example.org' }, '/tmp/fuzz/site.config.ts')
const processor = createProcessor(config)

function source(text: string, title?: string): SourceFile {
  return {
    path: '/tmp/fuzz/docs/page.md',
    relPath: 'page.md',
    displayPath: 'docs/page.md',
    text,
    frontmatter: title === undefined ? {} : { title, description: title },
    id: 'page',
    route: '/docs/page',
    position: undefined,
    isCategoryIndex: false,
    dir: '',
    name: 'page',
  }
}

const ctx = {
  file: '/tmp/fuzz/docs/page.md',
  displayPath: 'docs/page.md',
  route: '/docs/page',
  base: '/',
  docsDir: '/tmp/fuzz/docs',
  staticDir: '/tmp/fuzz/static',
  routeOfFile: new Map<string, string>(),
  addAsset: () => undefined,
}

/** Markdown-ish input: the syntax characters that interact, plus arbitrary text. */
const markdownish = fc.array(
  fc.oneof(
    fc.string(),
    fc.constantFrom('# ', '## x {#id}', '\n', '\n\n', ':::note', ':::', ':::tip[t]', '```', '```bash', '| a | b |\n| - | - |', '- ', '1. ', '> ', '[l](./x.md#a)', '![i](./i.png)', '<div>', '</div>', '*', '_', '`', '[^1]', '[^1]: n', '~~', '\\', '<', '&'),
  ),
  { maxLength: 40 },
).map((parts) => parts.join(''))

describe('the pipeline under random input', () => {
  it('never throws on any markdown: problems become diagnostics', () => {
    fc.assert(
      fc.property(markdownish, (text) => {
        const page = transformPage(processor, source(text), ctx)
        expect(typeof page.html).toBe('string')
        for (const d of page.diagnostics) expect(d.line).toBeGreaterThanOrEqual(1)
      }),
      { numRuns: 300 },
    )
  })

  it('never throws on any frontmatter: it is validated or reported', () => {
    fc.assert(
      fc.property(fc.string(), (yaml) => {
        const result = parseFrontmatter(`---\n${yaml}\n---\n\nBody.\n`, 'docs/x.md')
        expect(result.data).toBeTypeOf('object')
      }),
      { numRuns: 300 },
    )
  })

  it('keeps titles and descriptions as text: markup in them is escaped in the page', () => {
    const { site } = createSiteData({ config, sidebar: [], docRouteOfId: new Map(), chunks: {}, indexUrls: {}, workerUrl: '/w.js' })
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).map((s) => `<img src=x onerror=alert(1)>${s}<script>alert(2)</script>`), (title) => {
        const page = transformPage(processor, source('Body text.', title), ctx)
        const html = renderPage(
          { route: '/docs/page', kind: 'doc', title: page.title, description: page.description, html: page.html, toc: [], breadcrumbs: [], hideToc: false },
          { site, manifest: { entry: '/e.js', worker: '/w.js', css: '/s.css' }, siteDataPath: '/site.json' },
        )
        expect(html).not.toContain('<img src=x')
        expect(html).not.toContain('<script>alert(2)')
      }),
      { numRuns: 100 },
    )
  })
})
