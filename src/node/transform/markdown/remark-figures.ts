import type { Image, Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import { walk } from './walk.js'

/** Options of remarkFigures. */
export interface Options {
  /** Class of the link around the image that opens it full size. */
  linkClass?: string
}

const defaults = { linkClass: 'figure__link' } satisfies Options

/**
 * A titled image alone in its paragraph, `![alt](/img/x.svg "Caption")`, becomes a figure: the
 * image inside a plain link to the image file (a click or Enter opens it full size, no script
 * needed) and the title as its `<figcaption>`. Runs after remarkImages, so the image keeps the
 * width and height that reserve its space. An image without a title, or sharing its paragraph
 * with text or a link, stays as it is.
 */
export function remarkFigures(options: Options = {}) {
  const { linkClass } = { ...defaults, ...options }
  return (tree: Root) => {
    walk(tree, 'paragraph', (node: Paragraph, index, parent) => {
      const image = loneImage(node)
      if (!image || index === undefined || !parent) return
      parent.children[index] = { ...toFigure(image, linkClass), position: node.position } as RootContent
    })
  }
}

/** The paragraph's only content when it is an image with a caption (whitespace around is allowed). */
function loneImage(node: Paragraph): Image | undefined {
  const content = node.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''))
  const only = content.length === 1 ? content[0] : undefined
  return only?.type === 'image' && only.title?.trim() ? only : undefined
}

/**
 * A paragraph node rendered as `<figure>`: mdast has no figure node, remark-rehype honours hName.
 * The caption moves from the image's title attribute into the figcaption (said once, not twice).
 * An image without alt text gives its link the caption as its name, so the link is never nameless.
 */
function toFigure(image: Image, linkClass: string): Paragraph {
  const caption = image.title!.trim()
  const picture: Image = { ...image, title: null }
  const linkProps: Record<string, string | string[]> = { className: [linkClass] }
  if (!image.alt?.trim()) linkProps.ariaLabel = caption
  const link: PhrasingContent = { type: 'link', url: image.url, children: [picture], data: { hProperties: linkProps } }
  const figcaption: PhrasingContent = { type: 'emphasis', children: [{ type: 'text', value: caption }], data: { hName: 'figcaption' } }
  return { type: 'paragraph', children: [link, figcaption], data: { hName: 'figure', hProperties: { className: ['figure'] } } }
}
