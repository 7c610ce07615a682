import type { Root, RootContent } from 'mdast'
import { visit } from 'unist-util-visit'
import { definedNames, isJsxElement, jsxRootName, type JsxElement } from './mdx-tree.js'

/** Options: the components every page may use without an import, name -> import specifier. */
export interface Options {
  components?: ReadonlyMap<string, string>
}

const defaults = { components: new Map<string, string>() } satisfies Options

/**
 * Docusaurus pages use components made global through a swizzled MDXComponents map without
 * importing them. Here the components folder plays that part: a used, undefined name that the
 * folder provides gets a default import, added to the tree as if the writer had written it, so
 * bundling, islands and the unknown-component check treat it like any import.
 */
export function remarkGlobalComponents(options: Options = {}) {
  const components = options.components ?? defaults.components
  return (tree: Root) => {
    if (components.size === 0) return
    const defined = definedNames(tree)
    const used = new Set<string>()
    visit(tree, (node) => {
      if (!isJsxElement(node)) return
      const name = jsxRootName(node as unknown as JsxElement)
      if (components.has(name) && !defined.has(name)) used.add(name)
    })
    const imports = [...used].sort().map((name) => importNode(name, components.get(name)!))
    tree.children.unshift(...imports)
  }
}

/** `import Name from 'specifier'` as an MDX ESM node, with the ESTree the MDX compiler reads. */
function importNode(name: string, specifier: string): RootContent {
  const source = { type: 'Literal', value: specifier, raw: JSON.stringify(specifier) }
  const declaration = { type: 'ImportDeclaration', specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }], source, attributes: [] }
  const node = { type: 'mdxjsEsm', value: `import ${name} from ${source.raw}`, data: { estree: { type: 'Program', sourceType: 'module', body: [declaration] } } }
  return node as unknown as RootContent
}
