import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'
import { pageData } from './context.js'

/**
 * A page that opens with `# Title` gets that as its title, and the heading leaves the body (the
 * template renders the title once, as the page's h1). Also records the first paragraph, the
 * fallback description.
 */
function isComment(node: { type: string; value?: unknown }): boolean {
  return node.type === 'mdxFlowExpression' && typeof node.value === 'string' && /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)
}

export function remarkLeadingTitle() {
  return (tree: Root, file: VFile) => {
    const { extract } = pageData(file)
    // Imports and exports (MDX) and comments come before the title in many pages; they are not content.
    const index = tree.children.findIndex((n) => n.type !== 'yaml' && n.type !== 'html' && (n.type as string) !== 'mdxjsEsm' && !isComment(n))
    const first = tree.children[index]
    if (first && first.type === 'heading' && first.depth === 1) {
      extract.firstH1 = toString(first).replace(/\s*\{#[^}]*\}\s*$/, '').trim()
      tree.children.splice(index, 1)
    }
    const para = tree.children.find((n) => n.type === 'paragraph')
    if (para) extract.firstParagraph = toString(para).replace(/\s+/g, ' ').trim()
  }
}
