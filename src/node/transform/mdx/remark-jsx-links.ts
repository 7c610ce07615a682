import type { Link, Root } from 'mdast'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { remarkLinks } from '../markdown/remark-links.js'

/** The part of an MDX JSX element this plugin reads and writes. */
interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'
  name: string | null
  attributes: { type: string; name?: string; value?: unknown }[]
  position?: Link['position']
}

/** Link components and the attribute holding their target. */
const TARGETS: Record<string, string[]> = { Link: ['to', 'href'], a: ['href'] }

/**
 * `<Link to="./setup.md#a">` and `<a href="/docs/x">` in MDX get what markdown links get: the
 * target is resolved to a route (with the base path) and recorded for the link checker. Each
 * target is handed to remarkLinks as a markdown link node at the element's position, so the
 * rules live in one place. Targets written as expressions (`to={url}`) cannot be known here.
 */
export function remarkJsxLinks() {
  const check = remarkLinks()
  return (tree: Root, file: VFile) => {
    const found: { attribute: { value?: unknown }; link: Link }[] = []
    visit(tree, (node) => {
      if (node.type !== ('mdxJsxFlowElement' as string) && node.type !== ('mdxJsxTextElement' as string)) return
      const element = node as unknown as JsxElement
      const names = TARGETS[element.name ?? '']
      const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && names?.includes(a.name ?? ''))
      if (!attribute || typeof attribute.value !== 'string') return
      found.push({ attribute, link: { type: 'link', url: attribute.value, children: [], position: element.position } })
    })
    if (found.length === 0) return
    check({ type: 'root', children: [{ type: 'paragraph', children: found.map((f) => f.link) }] }, file)
    for (const { attribute, link } of found) attribute.value = link.url
  }
}
