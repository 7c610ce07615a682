import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { isJsxElement, type JsxElement } from './mdx-tree.js'

/**
 * Docusaurus renders a plain `<details>` in MDX with its Details component (the MDXComponents map
 * has `details` too), so it looks like `<Details>`. Renaming the element before the global
 * components are imported does the same here, in pages and partials alike.
 */
export function remarkDetailsElement() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (!isJsxElement(node)) return
      const element = node as unknown as JsxElement
      if (element.name === 'details') element.name = 'Details'
    })
  }
}
