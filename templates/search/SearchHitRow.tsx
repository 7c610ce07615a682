import type { MouseEvent } from 'react'
import type { SearchHit } from '../../src/shared/search-protocol.js'
import { createSnippet, highlightText, type Segment } from '../../src/shared/search-snippet.js'
import { Marked } from './Marked.js'
import { SearchIcon, type SearchIconName } from './SearchIcon.js'

export interface SearchHitRowProps {
  hit: SearchHit
  id: string
  href: string
  active: boolean
  /** Snippet length in characters (behaviour A10: 50 in the dropdown). */
  maxLength: number
  onSelect(): void
  onHover(): void
}

const ICON: Record<SearchHit['type'], SearchIconName> = { title: 'page', keywords: 'page', heading: 'heading', description: 'paragraph', content: 'paragraph' }

/**
 * One suggestion (behaviour A10): tree connector, type icon, a title line and a path line, and
 * the return arrow.
 */
export function SearchHitRow({ hit, id, href, active, maxLength, onSelect, onHover }: SearchHitRowProps) {
  const { title, path } = hitLines(hit, maxLength)
  return (
    <li id={id} role="option" aria-selected={active} data-href={href} className={`search-hit${active ? ' search-hit--active' : ''}`} onMouseMove={active ? undefined : onHover} onClick={(e) => openOption(e, href, onSelect)}>
      {hit.tree && <SearchIcon name={hit.tree === 'inter' ? 'tree-inter' : 'tree-last'} />}
      <SearchIcon name={ICON[hit.type]} />
      <span className="search-hit__wrapper">
        <span className="search-hit__title">
          <Marked segments={title} />
        </span>
        {path.length > 0 && (
          <span className="search-hit__path">
            <Marked segments={path} />
          </span>
        )}
      </span>
      <SearchIcon name="enter" />
    </li>
  )
}

/**
 * Options hold no links (ARIA: an option is not interactive content), so the click does what a
 * link would: open in a new tab with Ctrl or Cmd, otherwise navigate in the app.
 */
export function openOption(event: MouseEvent, href: string, select: () => void): void {
  if (event.ctrlKey || event.metaKey || event.button === 1) window.open(href, '_blank', 'noopener')
  else select()
}

/** What a row shows, by hit type (behaviour A10; the path line also names the page or section). */
export function hitLines(hit: SearchHit, maxLength: number): { title: Segment[]; path: Segment[] } {
  const snippet = createSnippet(hit.t, hit.m, maxLength)
  switch (hit.type) {
    case 'title':
      return { title: snippet, path: plain(hit.b.join(' › ')) }
    case 'keywords':
      return { title: highlightText(hit.p, hit.terms), path: snippet }
    case 'heading':
      return { title: snippet, path: highlightText(hit.p, hit.terms) }
    case 'description':
    case 'content':
      return { title: snippet, path: highlightText(hit.s && hit.s !== hit.p ? `${hit.p} › ${hit.s}` : hit.p, hit.terms) }
  }
}

const plain = (text: string): Segment[] => (text ? [{ text, mark: false }] : [])
