import type { Element, Root } from 'hast'
import { walk } from './walk.js'
import { isExternal } from '../../../shared/url.js'

/**
 * External links open in a new tab, safely, and say so to screen readers with a visually hidden
 * '(opens in new tab)'.
 */
export function rehypeExternalLinks() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a') return
      const href = node.properties.href
      if (typeof href !== 'string' || !/^(https?:)?\/\//i.test(href) || !isExternal(href)) return
      node.properties.target = '_blank'
      node.properties.rel = ['noopener', 'noreferrer']
      node.children.push({
        type: 'element',
        tagName: 'span',
        properties: { className: ['sr-only'] },
        children: [{ type: 'text', value: ' (opens in new tab)' }],
      })
    })
  }
}
