import type { TocItem } from '../src/shared/types.js'
import { TocList } from './TocList.js'

/**
 * "On this page" beside the article on wide screens. The link of the section being read is
 * marked by the scroll-spy (client/toc-spy.ts) with aria-current.
 */
export function Toc({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <TocList items={items} />
    </nav>
  )
}
