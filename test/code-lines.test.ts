import { beforeAll, describe, expect, it } from 'vitest'
import { articleOf, buildFixture } from './helpers.js'

type Built = Awaited<ReturnType<typeof buildFixture>>

/** The text a reader selects or copies from a code block (what its copy button copies): tags dropped, entities read. */
const codeText = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

describe('code-lines-marked-and-numbered: magic comments and showLineNumbers in Markdown and MDX', () => {
  let built: Built
  const article = (file: string) => articleOf(built.writer.read(file) ?? '')
  const blocks = (file: string) => [...article(file).matchAll(/<pre[^>]*>[\s\S]*?<\/pre>/g)].map((m) => m[0])
  beforeAll(async () => {
    built = await buildFixture('code-lines-marked-and-numbered')
  })

  it('builds clean', () => {
    expect(built.diagnostics).toEqual([])
  })

  it('marks the lines the comments point at in a Markdown page, numbers them, and leaves the comments out', () => {
    const [script, config] = blocks('docs/index.html')
    expect(script).toMatch(/^<pre class="line-numbers" style="counter-reset:line-number 0" tabindex="0">/)
    const lines = [...script!.matchAll(/<span class="code-line( code-line--highlighted)?">([\s\S]*?)<\/span>\n?(?=<span class="code-line|<\/code>)/g)]
    expect(lines.map((m) => [codeText(m[2]!), Boolean(m[1])])).toEqual([
      ['import pump', false],
      ['pump.flow(2.5)', true],
      ['pump.calibrate()', true],
      ['pump.zero()', true],
      ['pump.run()', false],
    ])
    expect(script).not.toContain('highlight-')
    expect(config).toMatch(/^<pre class="line-numbers" style="counter-reset:line-number 9" tabindex="0">/)
  })

  it('does the same in an MDX page, for JSX and HTML comment styles', () => {
    const [jsx, html] = blocks('docs/recipes/index.html')
    expect(jsx).toMatch(/^<pre class="line-numbers" style="counter-reset:line-number 0" tabindex="0">/)
    expect(codeText(jsx!)).toBe('function Pump() {\n  return <Flow rate={2.5} />\n}')
    expect(jsx).toMatch(/<span class="code-line code-line--highlighted"> {2}<span class="hljs-keyword">return<\/span>/)
    expect(html).not.toContain('line-numbers')
    expect(codeText(html!)).toBe('<p>marked</p>\n<p>plain</p>')
    expect(html).toMatch(/<span class="code-line code-line--highlighted">[^\n]*marked[^\n]*<\/span>\n<span class="code-line">[^\n]*plain/)
  })
})
