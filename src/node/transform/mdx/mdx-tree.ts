import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'

/** The parts of MDX's ESM nodes read here (their ESTree is typed loosely). */
interface EsmNode {
  data?: { estree?: { body: Statement[] } }
}
interface Statement {
  type: string
  specifiers?: { local: { name: string } }[]
  declaration?: { type: string; id?: { name: string } | null; declarations?: { id: { type: string; name?: string } }[] } | null
}

/** The part of an MDX JSX element the component plugins read. */
export interface JsxElement {
  name: string | null
  position?: { start: { line: number; column: number } }
}

/** True for MDX JSX elements, flow or text. */
export function isJsxElement(node: { type: string }): boolean {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
}

/** The name a JSX element refers to: `Chart` for `<Chart.Line>`; '' for fragments. */
export function jsxRootName(element: JsxElement): string {
  return element.name?.split('.')[0] ?? ''
}

/** Names the page's own imports and exports define. */
export function definedNames(tree: Root): Set<string> {
  const defined = new Set<string>()
  visit(tree, (node) => {
    if (node.type === ('mdxjsEsm' as string)) for (const name of namesDefinedBy(node as unknown as EsmNode)) defined.add(name)
  })
  return defined
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
