import rehypeStringify from 'rehype-stringify'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { parseCodeMeta, rehypeCodeBlocks } from '../../../src/node/transform/markdown/rehype-code-blocks.js'
import { rehypeHighlight } from '../../../src/node/transform/markdown/rehype-highlight.js'

const toHtml = (md: string) =>
  String(unified().use(remarkParse).use(remarkRehype).use(rehypeHighlight).use(rehypeCodeBlocks).use(rehypeStringify).processSync(md))

describe('parseCodeMeta', () => {
  it('reads a title and Docusaurus line ranges', () => {
    expect(parseCodeMeta('title="src/app.js" {1,3-5}')).toEqual({ title: 'src/app.js', lines: new Set([1, 3, 4, 5]) })
    expect(parseCodeMeta("{2} title='a {1} b'")).toEqual({ title: 'a {1} b', lines: new Set([2]) })
    expect(parseCodeMeta('showLineNumbers')).toEqual({ lines: new Set() })
    expect(parseCodeMeta('{5-3,x}')).toEqual({ lines: new Set() })
  })
})

describe('rehypeCodeBlocks', () => {
  it('wraps a plain block, with nothing else changed', () => {
    expect(toHtml('```\nplain\n```')).toBe('<div class="code-block"><pre><code>plain\n</code></pre></div>')
  })

  it('shows the title above the code', () => {
    expect(toHtml('```text title="notes.txt"\nhi\n```')).toBe(
      '<div class="code-block"><div class="code-block__title">notes.txt</div><pre><code class="language-text">hi\n</code></pre></div>',
    )
  })

  it('marks highlighted lines, cutting a token that spans two lines', () => {
    const html = toHtml('```js {2}\nconst a = `x\ny`\nlet b\n```')
    expect(html).toContain('<span class="code-line"><span class="hljs-keyword">const</span> a = <span class="hljs-string">`x</span></span>\n')
    expect(html).toContain('<span class="code-line code-line--highlighted"><span class="hljs-string">y`</span></span>\n')
    expect(html).toContain('<span class="code-line"><span class="hljs-keyword">let</span> b</span></code>')
  })

  it('leaves inline code alone', () => {
    expect(toHtml('a `b` c')).toBe('<p>a <code>b</code> c</p>')
  })
})
