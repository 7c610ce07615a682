import type { Element, ElementContent, Root } from 'hast'
import { fromParse5 } from 'hast-util-from-parse5'
import { parseFragment } from 'parse5'
import type { TocItem } from '../../../shared/types.js'
import { textOf } from '../markdown/rehype-sections.js'
import type { PageSection } from '../../types.js'

/** What a page shows, read from its rendered HTML: search sections, TOC entries and element ids. */
export interface HtmlOutline {
  sections: PageSection[]
  toc: TocItem[]
  anchors: string[]
}

const SECTION_HEADINGS = new Set(['h1', 'h2', 'h3'])
const NOT_SHOWN = new Set(['script', 'style', 'template', 'noscript'])

/**
 * The outline of rendered HTML. An MDX page's markdown tree holds neither the headings and text
 * of the partials it imports nor what its components render, so its search sections and table of
 * contents are read from what it rendered instead; the site's own pages (about, helpdesk) are
 * React components and are read the same way. Sections split at every h1-h3, however deeply a
 * component nests it (rehype-sections.ts splits a markdown page at top-level headings only); the
 * TOC lists the h2 and h3 that have an id, as remark-heading-ids does.
 */
export function outlineHtml(html: string): HtmlOutline {
  // HTML5 fragment parsing, as a browser does (parse5 alone: rehype-raw, which wraps it, took twice as long).
  const tree = fromParse5(parseFragment(html)) as Root
  const outline: HtmlOutline = { sections: [], toc: [], anchors: [] }
  let current = { heading: '', hash: '', parts: [] as string[] }
  const flush = () => {
    const text = current.parts.join(' ').replace(/\s+/g, ' ').trim()
    if (text || current.hash) outline.sections.push({ heading: current.heading, hash: current.hash, text })
  }
  const visit = (children: ElementContent[]) => {
    for (const child of children) {
      if (child.type === 'text') current.parts.push(child.value)
      if (child.type !== 'element' || NOT_SHOWN.has(child.tagName) || isHidden(child)) continue
      const id = typeof child.properties.id === 'string' ? child.properties.id : ''
      if (id) outline.anchors.push(id)
      if (SECTION_HEADINGS.has(child.tagName)) {
        flush()
        const text = textOf(child).trim()
        current = { heading: text, hash: id ? `#${id}` : '', parts: [] }
        if (id && child.tagName !== 'h1') outline.toc.push({ id, text, depth: child.tagName === 'h2' ? 2 : 3 })
        collectIds(child.children, outline.anchors)
      } else if (hasHeading(child)) {
        // Block boundaries become spaces, as in textOf.
        current.parts.push(' ')
        visit(child.children)
        current.parts.push(' ')
      } else {
        collectIds(child.children, outline.anchors)
        current.parts.push(textOf(child))
      }
    }
  }
  visit(tree.children as ElementContent[])
  flush()
  return outline
}

/** Visually hidden helper text (as textOf skips it). */
function isHidden(node: Element): boolean {
  const cls = node.properties.className
  return Array.isArray(cls) && cls.includes('sr-only')
}

function hasHeading(node: Element): boolean {
  return node.children.some((c) => c.type === 'element' && (SECTION_HEADINGS.has(c.tagName) || hasHeading(c)))
}

function collectIds(children: ElementContent[], ids: string[]): void {
  for (const c of children) {
    if (c.type !== 'element') continue
    if (typeof c.properties.id === 'string' && c.properties.id) ids.push(c.properties.id)
    collectIds(c.children, ids)
  }
}
