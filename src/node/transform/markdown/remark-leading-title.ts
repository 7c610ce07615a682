import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'
import { pageData } from './context.js'

/**
 * A page that opens with `# Title` gets that as its title, and the heading leaves the body (the
 * template renders the title once, as the page's h1). Also records the first paragraph, the
 * fallback description.
 */
export function remarkLeadingTitle() {
  return (tree: Root, file: VFile) => {
    const { extract } = pageData(file)
    const index = tree.children.findIndex((n) => n.type !== 'yaml' && n.type !== 'html')
    const first = tree.children[index]
    if (first && first.type === 'heading' && first.depth === 1) {
      extract.firstH1 = toString(first).replace(/\s*\{#[^}]*\}\s*$/, '').trim()
      tree.children.splice(index, 1)
    }
    const para = tree.children.find((n) => n.type === 'paragraph')
    if (para) extract.firstParagraph = toString(para).replace(/\s+/g, ' ').trim()
  }
}
