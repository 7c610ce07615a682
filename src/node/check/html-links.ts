/** Reading links and anchors out of built HTML (our own output: quoted attributes, no surprises). */

/** A URL-valued attribute found in HTML, with its offset in the text. */
export interface HtmlLink {
  attr: 'href' | 'src' | 'content'
  /** The attribute value, entities decoded. */
  value: string
  index: number
}

const LINK_ATTR = /\s(href|src|content)="([^"]*)"/g
const ID_ATTR = /\s(?:id|name)="([^"]*)"/g

/** Decodes the entities our renderer emits in attribute values. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!)
}

/** Every href, src and (URL-looking) meta content attribute. */
export function extractLinks(html: string): HtmlLink[] {
  const links: HtmlLink[] = []
  for (const m of html.matchAll(LINK_ATTR)) {
    const value = decodeEntities(m[2]!)
    if (m[1] === 'content' && !/^(https?:)?\//.test(value)) continue
    links.push({ attr: m[1] as HtmlLink['attr'], value, index: m.index + 1 })
  }
  return links
}

/** Every id (and name) a fragment can point to. */
export function extractAnchors(html: string): Set<string> {
  return new Set([...html.matchAll(ID_ATTR)].map((m) => decodeEntities(m[1]!)))
}

/** 1-based line and column of an offset. */
export function positionOf(text: string, index: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return { line, column: index - lineStart + 1 }
}
