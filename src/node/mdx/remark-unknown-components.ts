import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { createDiagnostic } from '../diagnostics.js'
import { pageData } from '../markdown/context.js'

/** The parts of MDX's ESM and JSX nodes this plugin reads (their ESTree is typed loosely here). */
interface EsmNode {
  data?: { estree?: { body: Statement[] } }
}
interface Statement {
  type: string
  specifiers?: { local: { name: string } }[]
  declaration?: { type: string; id?: { name: string } | null; declarations?: { id: { type: string; name?: string } }[] } | null
}
interface JsxElement {
  name: string | null
  position?: { start: { line: number; column: number } }
}

/**
 * A component used in a page but never imported or exported fails only when the page is rendered,
 * where React cannot say where it was written. Checking the names while compiling gives the
 * writer the element's line and column. Lowercase tags are HTML elements and are not checked.
 */
export function remarkUnknownComponents() {
  return (tree: Root, file: VFile) => {
    const { ctx, extract } = pageData(file)
    const defined = new Set<string>()
    visit(tree, (node) => {
      if (node.type === ('mdxjsEsm' as string)) for (const name of namesDefinedBy(node as unknown as EsmNode)) defined.add(name)
    })
    visit(tree, (node) => {
      if (node.type !== ('mdxJsxFlowElement' as string) && node.type !== ('mdxJsxTextElement' as string)) return
      const element = node as unknown as JsxElement
      const root = element.name?.split('.')[0] ?? ''
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

function namesDefinedBy(node: EsmNode): string[] {
  const names: string[] = []
  for (const statement of node.data?.estree?.body ?? []) {
    for (const specifier of statement.specifiers ?? []) names.push(specifier.local.name)
    const declaration = statement.declaration
    if (declaration?.id) names.push(declaration.id.name)
    for (const d of declaration?.declarations ?? []) if (d.id.type === 'Identifier' && d.id.name) names.push(d.id.name)
  }
  return names
}
