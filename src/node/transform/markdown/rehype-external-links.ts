import type { Element, Root } from 'hast'
import { walk } from './walk.js'
import { isExternal } from '../../../shared/url.js'
import { SPRITE_ICONS } from '../../../shared/icons.js'
import { spriteIconElement } from '../../icons.js'

/**
 * External links open in a new tab, safely, and say so: to the eye with the external-link icon
 * after their text (as the navbar's and footer's, templates/Link.tsx), to screen readers with a
 * visually hidden '(opens in new tab)'. A link around an image alone (a badge) gets no icon.
 */
export function rehypeExternalLinks() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a') return
      const href = node.properties.href
      if (typeof href !== 'string' || !/^(https?:)?\/\//i.test(href) || !isExternal(href)) return
      // Markdown's URL encoding turns the brackets of an IPv6 host into %5B…%5D, which no
      // browser reads as a host: `http://[2001:db8::1]/` must stay as it was written.
      node.properties.href = href.replace(/^((?:https?:)?\/\/)%5B([0-9a-f:.]+)%5D/i, '$1[$2]')
      node.properties.target = '_blank'
      node.properties.rel = ['noopener', 'noreferrer']
      if (!isImageOnly(node)) node.children.push(spriteIconElement(SPRITE_ICONS.external, 'external-icon'))
      node.children.push({
        type: 'element',
        tagName: 'span',
        properties: { className: ['sr-only'] },
        children: [{ type: 'text', value: ' (opens in new tab)' }],
      })
    })
  }
}

/** True when the link shows nothing but images (and white space). */
function isImageOnly(link: Element): boolean {
  const shown = link.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''))
  return shown.length > 0 && shown.every((c) => c.type === 'element' && (c.tagName === 'img' || c.tagName === 'picture' || c.tagName === 'svg'))
}
