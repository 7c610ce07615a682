import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { createDiagnostic } from '../../diagnostics.js'
import { pageData } from '../markdown/context.js'
import { definedNames, isJsxElement, jsxRootName, type JsxElement } from './mdx-tree.js'

/**
 * A component used in a page but never imported or exported fails only when the page is rendered,
 * where React cannot say where it was written. Checking the names while compiling gives the
 * writer the element's line and column. Lowercase tags are HTML elements and are not checked.
 * Runs after remarkGlobalComponents, whose imports count as the page's own.
 */
export function remarkUnknownComponents() {
  return (tree: Root, file: VFile) => {
    const { ctx, extract } = pageData(file)
    const defined = definedNames(tree)
    visit(tree, (node) => {
      if (!isJsxElement(node)) return
      const element = node as unknown as JsxElement
      const root = jsxRootName(element)
      if (!/^[A-Z]/.test(root) || defined.has(root)) return
      extract.diagnostics.push(
        createDiagnostic('mdx-error', `component \`${element.name}\` is used but not imported; add an import at the top of the page`, {
          file: ctx.displayPath,
          line: element.position?.start.line ?? 1,
          column: element.position?.start.column ?? 1,
        }),
      )
    })
  }
}
