import type { Element, ElementContent, Root, RootContent } from 'hast'
import type { VFile } from 'vfile'
import { pageData } from './context.js'

const SECTION_HEADINGS = new Set(['h1', 'h2', 'h3'])

/**
 * Splits the page into search sections: the intro before the first heading, then one section per
 * h1-h3 with the text up to the next one (h4-h6 text belongs to the enclosing section).
 */
export function rehypeSections() {
  return (tree: Root, file: VFile) => {
    const { extract } = pageData(file)
    let current = { heading: '', hash: '', parts: [] as string[] }
    const flush = () => {
      const text = current.parts.join(' ').replace(/\s+/g, ' ').trim()
      if (text || current.hash) extract.sections.push({ heading: current.heading, hash: current.hash, text })
    }
    for (const child of tree.children) {
      if (child.type === 'element' && SECTION_HEADINGS.has(child.tagName)) {
        flush()
        const id = typeof child.properties.id === 'string' ? child.properties.id : ''
        current = { heading: textOf(child).trim(), hash: id ? `#${id}` : '', parts: [] }
        continue
      }
      current.parts.push(textOf(child))
    }
    flush()
  }
}

/**
 * Text of a node with block boundaries as spaces; visually hidden helper text is skipped, and so
 * are plain-text example blocks (a fence marked `text`: sample output, a log line, a notation
 * example), which show what the prose around them explains: they were 1.6% of this site's search
 * index. Code in a language (shell, YAML, JSON…) stays searchable.
 */
export function textOf(node: RootContent | ElementContent | Root): string {
  if (node.type === 'text') return node.value
  if (node.type !== 'element' && node.type !== 'root') return ''
  if (node.type === 'element' && (isHidden(node) || isTextExample(node))) return ''
  const inner = node.children.map((c) => textOf(c as ElementContent)).join('')
  return node.type === 'element' && BLOCK.has(node.tagName) ? ` ${inner} ` : inner
}

const BLOCK = new Set(['div', 'p', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'blockquote', 'pre', 'dl', 'dt', 'dd', 'section', 'details', 'summary'])

function isTextExample(node: Element): boolean {
  const cls = node.properties.className
  return node.tagName === 'code' && Array.isArray(cls) && cls.includes('language-text')
}

function isHidden(node: Element): boolean {
  const cls = node.properties.className
  return Array.isArray(cls) && cls.includes('sr-only')
}
