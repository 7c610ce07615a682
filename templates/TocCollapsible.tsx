import type { MouseEvent } from 'react'
import type { TocItem } from '../src/shared/types.js'
import { TocList } from './TocList.js'

/**
 * "On this page" above the article where the side TOC is hidden (narrow screens): a <details>
 * block, so it opens and closes without any script, even before hydration. A jump closes it
 * first, so the heading lands where it would without the open list above it. The scroll-spy
 * (client/toc-spy.ts) marks the section being read here too.
 */
export function TocCollapsible({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null
  const closeOnJump = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) event.currentTarget.closest('details')?.removeAttribute('open')
  }
  return (
    <details className="toc-collapsible">
      <summary className="toc-collapsible__button">On this page</summary>
      <nav className="toc-collapsible__list" aria-label="On this page" onClick={closeOnJump}>
        <TocList items={items} />
      </nav>
    </details>
  )
}
