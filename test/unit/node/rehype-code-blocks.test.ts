import rehypeStringify from 'rehype-stringify'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { parseCodeMeta, rehypeCodeBlocks } from '../../../src/node/transform/markdown/rehype-code-blocks.js'
import { rehypeHighlight } from '../../../src/node/transform/markdown/rehype-highlight.js'
import { rehypeMagicComments, stripMagicComments } from '../../../src/node/transform/markdown/rehype-magic-comments.js'

const toHtml = (md: string) =>
  String(unified().use(remarkParse).use(remarkRehype).use(rehypeMagicComments).use(rehypeHighlight).use(rehypeCodeBlocks).use(rehypeStringify).processSync(md))

describe('parseCodeMeta', () => {
  it('reads a title and Docusaurus line ranges', () => {
    expect(parseCodeMeta('title="src/app.js" {1,3-5}')).toEqual({ title: 'src/app.js', lines: new Set([1, 3, 4, 5]) })
    expect(parseCodeMeta("{2} title='a {1} b'")).toEqual({ title: 'a {1} b', lines: new Set([2]) })
    expect(parseCodeMeta('showLineNumbers')).toEqual({ lines: new Set(), lineNumbersStart: 1 })
    expect(parseCodeMeta('title="a" showLineNumbers=5 {2}')).toEqual({ title: 'a', lines: new Set([2]), lineNumbersStart: 5 })
    expect(parseCodeMeta('showLineNumbers=x')).toEqual({ lines: new Set(), lineNumbersStart: 1 })
    expect(parseCodeMeta('title="showLineNumbers"')).toEqual({ title: 'showLineNumbers', lines: new Set() })
    expect(parseCodeMeta('{5-3,x}')).toEqual({ lines: new Set() })
  })
})

describe('rehypeCodeBlocks', () => {
  it('wraps a plain block and makes it a tab stop (a keyboard scrolls a long line), with nothing else changed', () => {
    expect(toHtml('```\nplain\n```')).toBe('<div class="code-block"><pre tabindex="0"><code>plain\n</code></pre></div>')
  })

  it('shows the title above the code', () => {
    expect(toHtml('```text title="notes.txt"\nhi\n```')).toBe(
      '<div class="code-block"><div class="code-block__title">notes.txt</div><pre tabindex="0"><code class="language-text">hi\n</code></pre></div>',
    )
  })

  it('marks highlighted lines, cutting a token that spans two lines', () => {
    const html = toHtml('```js {2}\nconst a = `x\ny`\nlet b\n```')
    expect(html).toContain('<span class="code-line"><span class="hljs-keyword">const</span> a = <span class="hljs-string">`x</span></span>\n')
    expect(html).toContain('<span class="code-line code-line--highlighted"><span class="hljs-string">y`</span></span>\n')
    expect(html).toContain('<span class="code-line"><span class="hljs-keyword">let</span> b</span></code>')
  })

  it('numbers the lines from 1 or from the given start, with a CSS counter that is no text of the code', () => {
    expect(toHtml('```text showLineNumbers\na\n\nb\n```')).toBe(
      '<div class="code-block"><pre class="line-numbers" style="counter-reset:line-number 0" tabindex="0"><code class="language-text"><span class="code-line">a</span>\n<span class="code-line"></span>\n<span class="code-line">b</span></code></pre></div>',
    )
    expect(toHtml('```js showLineNumbers=5 {2}\nlet a\nlet b\n```')).toContain(
      '<pre class="line-numbers" style="counter-reset:line-number 4" tabindex="0"><code class="language-js hljs"><span class="code-line"><span class="hljs-keyword">let</span> a</span>\n<span class="code-line code-line--highlighted"><span class="hljs-keyword">let</span> b</span></code></pre>',
    )
  })

  it('marks the lines magic comments point at and removes the comments before colouring', () => {
    const html = toHtml('```js\n// highlight-next-line\nconst a = 1\nlet b\n/* highlight-start */\nlet c\nlet d\n// highlight-end\n```')
    expect(html).toBe(
      '<div class="code-block"><pre tabindex="0"><code class="language-js hljs">' +
        '<span class="code-line code-line--highlighted"><span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span></span>\n' +
        '<span class="code-line"><span class="hljs-keyword">let</span> b</span>\n' +
        '<span class="code-line code-line--highlighted"><span class="hljs-keyword">let</span> c</span>\n' +
        '<span class="code-line code-line--highlighted"><span class="hljs-keyword">let</span> d</span></code></pre></div>',
    )
  })

  it('leaves the comments as written when the meta marks lines, or the block names no language', () => {
    expect(toHtml('```js {1}\n// highlight-next-line\nx\n```')).toContain('<span class="code-line code-line--highlighted"><span class="hljs-comment">// highlight-next-line</span></span>')
    expect(toHtml('```\n// highlight-next-line\nx\n```')).toBe('<div class="code-block"><pre tabindex="0"><code>// highlight-next-line\nx\n</code></pre></div>')
  })

  it('leaves inline code alone', () => {
    expect(toHtml('a `b` c')).toBe('<p>a <code>b</code> c</p>')
  })
})

describe('stripMagicComments', () => {
  it("takes each language's comment styles, as Docusaurus does, and only lines that hold nothing else", () => {
    expect(stripMagicComments('# highlight-next-line\nx = 1\n', 'python')).toEqual({ code: 'x = 1\n', lines: [1] })
    expect(stripMagicComments('// highlight-next-line\nx = 1', 'python')).toEqual({ code: '// highlight-next-line\nx = 1', lines: [] })
    expect(stripMagicComments('<!-- highlight-start -->\n<p>\n</p>\n<!-- highlight-end -->\n<hr>', 'html')).toEqual({ code: '<p>\n</p>\n<hr>', lines: [1, 2] })
    expect(stripMagicComments('  {/* highlight-next-line */}\n<A/>', 'jsx')).toEqual({ code: '<A/>', lines: [1] })
    expect(stripMagicComments('-- highlight-next-line\nSELECT 1', 'sql')).toEqual({ code: 'SELECT 1', lines: [1] })
    expect(stripMagicComments('% highlight-next-line\n\\x', 'latex')).toEqual({ code: '\\x', lines: [1] })
    expect(stripMagicComments("REM highlight-next-line\n' highlight-next-line\nPRINT", 'vb')).toEqual({ code: 'PRINT', lines: [1] })
    expect(stripMagicComments('(* highlight-next-line *)\nlet x', 'ocaml')).toEqual({ code: 'let x', lines: [1] })
    // An unknown language takes the common styles: //, /* */, {/* */}, # and <!-- -->.
    expect(stripMagicComments('# highlight-next-line\na\nb // highlight-next-line', 'text')).toEqual({ code: 'a\nb // highlight-next-line', lines: [1] })
  })

  it('ignores an end without a start, and a start never ended', () => {
    expect(stripMagicComments('// highlight-end\na\n// highlight-start\nb', 'js')).toEqual({ code: 'a\nb', lines: [] })
  })
})
