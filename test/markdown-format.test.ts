import { beforeAll, describe, expect, it } from 'vitest'
import { htmlCommentsToMdx } from '../src/node/transform/mdx/mdx-html-comments.js'
import { isCompiledAsMdx } from '../src/node/transform/mdx/mdx-in-markdown.js'
import { articleOf, buildFixture } from './helpers.js'

type Built = Awaited<ReturnType<typeof buildFixture>>

describe('markdown-format-mdx: .md compiled as MDX, as Docusaurus 3 does by default', () => {
  let built: Built
  beforeAll(async () => {
    built = await buildFixture('markdown-format-mdx')
  })

  it('runs the imports and components of a .md page, and reads its HTML comments as comments (mdx1Compat)', () => {
    expect(built.diagnostics).toEqual([])
    const html = articleOf(built.writer.read('docs/tabs/index.html')!)
    expect(html).toContain('role="tab"')
    expect(html).toContain('>Honey.</div>')
    expect(html).not.toContain('import Tabs')
    expect(html).not.toContain('A note for writers')
    expect(html).not.toContain('inline note')
    expect(html).toContain('&lt;!-- shown as written --&gt;')
    expect(built.writer.read('docs/tabs/index.html')).toContain('<meta name="description" content="Choose one.">')
    expect(articleOf(built.writer.read('docs/plain/index.html')!)).toContain('<a href="/docs/tabs">link</a>')
  })

  it('gives heading ids as Docusaurus does: the leading title counted, `{/* #id */}` taken as the id', () => {
    const html = articleOf(built.writer.read('docs/tabs/index.html')!)
    expect(html).toContain('<h2 id="pick-a-flavour-1">Pick a flavour</h2>')
    expect(html).toContain('<h2 id="flavour-notes">Notes</h2>')
  })
})

describe('isCompiledAsMdx', () => {
  const md = { path: '/d/a.md', text: "import X from './x'\n\n<X />\n" }
  const plain = { path: '/d/b.md', text: '# Title\n\nText.\n' }
  const mdx = { path: '/d/c.mdx', text: '# Title\n' }
  it("compiles .mdx always but under 'md', and .md only under 'mdx' when it uses MDX", () => {
    expect([md, plain, mdx].map((f) => isCompiledAsMdx(f, 'mdx'))).toEqual([true, false, true])
    expect([md, plain, mdx].map((f) => isCompiledAsMdx(f, 'detect'))).toEqual([false, false, true])
    expect([md, plain, mdx].map((f) => isCompiledAsMdx(f, 'md'))).toEqual([false, false, false])
  })
})

describe('htmlCommentsToMdx', () => {
  it('turns HTML comments into MDX comments of the same width, outside fenced and inline code', () => {
    expect(htmlCommentsToMdx('a <!-- b --> c\n<!--\nd\n-->\n```\n<!-- e -->\n```\n`<!-- f -->` <!-- g -->')).toBe('a {/*  b */} c\n{/* \nd\n*/}\n```\n<!-- e -->\n```\n`<!-- f -->` {/*  g */}')
    expect(htmlCommentsToMdx('no comments')).toBe('no comments')
  })
})
