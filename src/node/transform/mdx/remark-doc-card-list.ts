import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { CategoryCard } from '../../../shared/types.js'

/** Options: the cards of the page's category (see category-cards.ts). */
export interface Options {
  cards?: CategoryCard[]
}

const defaults = { cards: [] } satisfies Options

/** The part of an MDX JSX element this plugin reads and writes. */
interface JsxElement {
  type: 'mdxJsxFlowElement'
  name: string | null
  attributes: { type: string; name?: string; value?: unknown }[]
}

/**
 * Docusaurus' `<DocCardList />` finds its category through the sidebar at run time; we know it at
 * build time, so the cards are handed to the component as a JSON string attribute (a plain string
 * needs no JavaScript expression tree). DocCardList uses them unless the page gives its own
 * `items` (other than `useCurrentSidebarCategory().items`, which stands for these cards).
 */
export function remarkDocCardList(options: Options = {}) {
  const cards = options.cards ?? defaults.cards
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type !== ('mdxJsxFlowElement' as string)) return
      const element = node as unknown as JsxElement
      if (element.name !== 'DocCardList') return
      if (element.attributes.some((a) => a.name === 'cardsJson')) return
      element.attributes.push({ type: 'mdxJsxAttribute', name: 'cardsJson', value: JSON.stringify(cards) })
    })
  }
}
