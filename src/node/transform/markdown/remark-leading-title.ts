import type { Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { EXIT, visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { pageData } from './context.js'

/**
 * A page whose first heading is an h1, above any thematic break (Docusaurus' content title), gets
 * it as its title. When nothing but imports and comments stand before it, the heading leaves the
 * body (the template renders it once, as the page's h1); below other content (an admonition) it
 * stays where it is, the template renders no h1 of its own, as Docusaurus does; so does a heading
 * with an MDX component in it. Also records the first paragraph, the fallback description.
 */
export function remarkLeadingTitle() {
  return (tree: Root, file: VFile) => {
    const { extract } = pageData(file)
    let found: { node: Heading; index: number | undefined; parent: unknown } | undefined
    visit(tree, (node, index, parent) => {
      if (node.type === 'thematicBreak') return EXIT
      if (node.type !== 'heading') return undefined
      if (node.depth === 1) found = { node, index, parent }
      return EXIT
    })
    if (found) {
      extract.firstH1 = toString(found.node).replace(/\s*\\?\{#[^}]*\}\s*$/, '').trim()
      const first = tree.children.findIndex((n) => n.type !== 'yaml' && n.type !== 'html' && (n.type as string) !== 'mdxjsEsm' && !isComment(n))
      // A heading with a component in it (`# CLI <Badge>v2</Badge>`) stays in the body, where MDX
      // renders the component: the template's h1 is the plain title text and would drop it.
      if (found.parent === tree && found.index === first && !hasComponent(found.node)) tree.children.splice(first, 1)
      else extract.h1InBody = true
    }
    const para = tree.children.find((n) => n.type === 'paragraph')
    if (para) extract.firstParagraph = toString(withoutComments(para)).replace(/\s+/g, ' ').trim()
  }
}

/** An MDX comment (`{/* … *\/}`), which stands before the title in many pages (or in a paragraph). */
function isComment(node: { type: string; value?: unknown }): boolean {
  return (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && typeof node.value === 'string' && /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)
}

/** Whether MDX JSX stands anywhere in the heading (`<Badge>`, also inside emphasis or a link). */
function hasComponent(node: Tree): boolean {
  return node.type === 'mdxJsxTextElement' || (node.children ?? []).some(hasComponent)
}

type Tree = { type: string; value?: unknown; children?: Tree[] }

/** A copy of a node without the MDX comments in it: they are no part of a description. */
function withoutComments<T extends Tree>(node: T): T {
  return node.children ? { ...node, children: node.children.filter((c) => !isComment(c)).map(withoutComments) } : node
}
