import type { TocItem } from '../src/shared/types.js'

/**
 * "On this page": h2 and h3 headings, h3 nested under their h2; beside the article on wide
 * screens, in the collapsible block above the article (DocPage) on narrow ones. The link of the
 * section being read is marked by the scroll-spy (client/toc-spy.ts) with aria-current.
 */
export function Toc({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc__title">On this page</p>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={item.depth === 3 ? 'toc__item toc__item--nested' : 'toc__item'}>
            <a href={`#${item.id}`} className="toc__link">
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
