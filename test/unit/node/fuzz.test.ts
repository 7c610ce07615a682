import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseFrontmatter } from '../../../src/node/collect/frontmatter.js'
import { VFile } from 'vfile'
import { mayContainAutolinkLiteral } from '../../../src/node/transform/markdown/remark-gfm-without-autolinks.js'
import { createExtract, createProcessor, transformPage } from '../../../src/node/transform/transform.js'
import type { SourceFile } from '../../../src/node/types.js'
import { renderPage } from '../../../src/node/render/render.js'
import { createSiteData } from '../../../src/node/site/site-data.js'
import { resolveConfig } from '../../../src/node/config/config.js'
import { balanceProblems, elementNames } from '../../html-balance.js'

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

  it('has a well-formedness check that sees what browsers would repair', () => {
    expect(balanceProblems('<p>a <code>x &lt; y</code></p><img alt="a > b"><br>')).toEqual([])
    expect(balanceProblems('<p><b>x</p>')).toEqual(['</p> at 7 while <b> is open', 'left open: p > b'])
    expect(balanceProblems('<div>a < b</div>')).toEqual(['"<" in text at 7: "< b</div>"'])
    expect(balanceProblems('</div>')).toEqual(['</div> at 0 while <(nothing)> is open'])
    expect([...elementNames('<p title="<script>">x</p>')]).toEqual(['p'])
  })

  it('writes well-formed HTML for any page without raw HTML: every element closed, no "<" left in text', () => {
    // Raw HTML is the writer's own and passes through as written; everything else is ours.
    fc.assert(
      fc.property(markdownish, (text) => {
        fc.pre(!/<[A-Za-z/!?]/.test(text))
        const page = transformPage(processor, source(text), ctx)
        expect(balanceProblems(page.html), page.html).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('keeps text in code spans, code blocks, headings, link text and alt text as text: no element appears from it', () => {
    const dangerous = fc.constantFrom('<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '</code></pre><b>', '<!--', '-->', '&lt;b&gt;', '&amp;', '"', "'", '<', '>')
    const payload = fc.array(fc.oneof(dangerous, fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''))
    // Where markdown reads text, the payload may only say what markdown syntax it holds; raw
    // HTML is left out of the inline places by escaping < as an entity, as a writer would.
    const inline = payload.map((p) => p.replace(/[\r\n`\[\]\\*_~|#!]/g, ' ').replace(/</g, '&lt;'))
    fc.assert(
      fc.property(payload, inline, (block, text) => {
        const fence = block.replace(/`/g, "'")
        const md = `# Title\n\n## ${text}\n\n\`${fence.replace(/\s+/g, ' ').replace(/^ | $/g, '.')}\`\n\n\`\`\`\n${fence}\n\`\`\`\n\n[${text}](./page.md) ![${text}](data:image/png;base64,iVBORw0KGgo=)\n`
        const page = transformPage(processor, source(md), ctx)
        expect(balanceProblems(page.html), page.html).toEqual([])
        for (const tag of elementNames(page.html)) expect(['h2', 'a', 'p', 'code', 'pre', 'img', 'span', 'svg', 'path', 'div', 'button'], `<${tag}> in ${page.html}`).toContain(tag)
      }),
      { numRuns: 200 },
    )
  })

  it('parses a page without www., :// or @ the same with or without GFM literal autolinks', () => {
    // Most pages skip the autolink-literal parser (it costs a third of parsing): this is the
    // promise that lets them. Real autolinks are in the mix (a check that let one through would
    // fail here) and so are near misses.
    const nearMisses = fc.constantFrom('www', 'http:', 'https:/', 'mailto:a', 'xmpp:b', 'example.org', 'a.b.c', 'WWW', ':/', 'www.x.org', 'HTTPS://a.b', 'a@b.org', 'xmpp:c@d.org')
    const input = fc.array(fc.oneof(markdownish, nearMisses), { maxLength: 6 }).map((parts) => parts.join(' '))
    fc.assert(
      fc.property(input, (text) => {
        fc.pre(!mayContainAutolinkLiteral(text))
        const file = () => Object.assign(new VFile({ path: ctx.file, value: text }), { data: { ctx, extract: createExtract() } })
        expect(String(processor.withoutAutolinks.processSync(file()))).toBe(String(processor.withAutolinks.processSync(file())))
      }),
      { numRuns: 300 },
    )
    // And a page with one gets it as a link.
    expect(transformPage(processor, source('See www.chemotion.net or mail a@b.org.'), ctx).html).toMatch(/<a href="http:\/\/www\.chemotion\.net"[^>]*>www\.chemotion\.net.*<a href="mailto:a@b\.org">/)
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
    const { site } = createSiteData({ config, sidebars: new Map(), docRouteOfId: new Map(), chunks: {}, indexUrls: {}, workerUrl: '/w.js' })
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
