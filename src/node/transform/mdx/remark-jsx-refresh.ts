import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { createDiagnostic } from '../../diagnostics.js'
import { pageData } from '../markdown/context.js'
import { refreshProblem } from '../markdown/rehype-raw-html.js'

/** The part of an MDX JSX element this plugin reads. */
interface JsxElement {
  name: string | null
  attributes: { type: string; name?: string; value?: unknown }[]
  position?: { start: { line: number; column: number } }
}

/**
 * `<meta httpEquiv="refresh" content="0;url=https://elsewhere">` in an MDX page is what the raw
 * HTML check catches in markdown: a page that navigates off the site by itself, an
 * `off-site-refresh` error. Values written as expressions cannot be known here.
 */
export function remarkJsxRefresh() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== ('mdxJsxFlowElement' as string) && node.type !== ('mdxJsxTextElement' as string)) return
      const element = node as unknown as JsxElement
      if (element.name?.toLowerCase() !== 'meta') return
      const literal = (...names: string[]) => {
        const found = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && names.includes((a.name ?? '').toLowerCase()))
        return typeof found?.value === 'string' ? found.value : undefined
      }
      if (literal('httpequiv', 'http-equiv')?.trim().toLowerCase() !== 'refresh') return
      const at = element.position?.start ?? { line: 1, column: 1 }
      refreshProblem(literal('content') ?? '', (message) =>
        pageData(file).extract.diagnostics.push(createDiagnostic('off-site-refresh', message, { file: pageData(file).ctx.displayPath, line: at.line, column: at.column })),
      )
    })
  }
}
