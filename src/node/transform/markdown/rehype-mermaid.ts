import type { Element, Root } from 'hast'
import type { VFile } from 'vfile'
import { pageData } from './context.js'
import { SKIP, walk } from './walk.js'

/**
 * Docusaurus' theme-mermaid: with `markdown.mermaid` on, a ```mermaid code block becomes a diagram.
 * Mermaid lays text out with the browser's font metrics, so it cannot draw without a browser: the
 * block becomes `<div class="code-block mermaid-diagram">` holding its source, which the client
 * (src/client/mermaid-diagrams.ts) draws as SVG in the reader's colour mode. Without JavaScript
 * the source stays readable. A code block still (its Copy button copies the source): the entry
 * script loads the article widgets for code blocks, so diagrams cost it no byte. A site without the option keeps its code blocks as they are.
 */
export function rehypeMermaid() {
  return (tree: Root, file: VFile) => {
    const mermaid = pageData(file).ctx?.mermaid
    if (!mermaid) return
    walk(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code')
      const classes = Array.isArray(code?.properties.className) ? code.properties.className.map(String) : []
      if (!code || !classes.includes('language-mermaid')) return SKIP
      const source = code.children.map((c) => (c.type === 'text' ? c.value : '')).join('')
      ;(parent as Element).children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block', 'mermaid-diagram'], dataLibrary: mermaid.libraryUrl, dataLight: mermaid.theme.light, dataDark: mermaid.theme.dark },
        children: [{ type: 'element', tagName: 'pre', properties: { className: ['mermaid-diagram__source'] }, children: [{ type: 'text', value: source }] }],
      }
      return SKIP
    })
  }
}
