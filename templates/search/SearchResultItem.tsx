import type { MouseEvent } from 'react'
import type { SearchHit } from '../../src/shared/search-protocol.js'
import { createSnippet, highlightText } from '../../src/shared/search-snippet.js'
import { Marked } from './Marked.js'

/** Snippet length on the search page (behaviour A10: the page passes 100). */
const PAGE_SNIPPET_LENGTH = 100

/**
 * One result on the search page (behaviour A13): a linked title, the breadcrumb path and, for text
 * hits, an italic summary around the match.
 */
export function SearchResultItem({ hit, href, onOpen }: { hit: SearchHit; href: string; onOpen(): void }) {
  const isText = hit.type === 'content' || hit.type === 'description'
  const title = isText || hit.type === 'keywords' ? highlightText(hit.s || hit.p, hit.terms) : createSnippet(hit.t, hit.m, PAGE_SNIPPET_LENGTH)
  const path = [...hit.b, ...(hit.type === 'title' ? [] : [hit.p])].join(' › ')
  const click = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onOpen()
  }
  return (
    <article className="search-result">
      <h2 className="search-result__title">
        <a href={href} onClick={click}>
          <Marked segments={title} />
        </a>
      </h2>
      {path && <p className="search-result__path">{path}</p>}
      {(isText || hit.type === 'keywords') && (
        <p className="search-result__summary">
          <Marked segments={createSnippet(hit.t, hit.m, PAGE_SNIPPET_LENGTH)} />
        </p>
      )}
    </article>
  )
}
