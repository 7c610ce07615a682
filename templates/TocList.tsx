import type { TocItem } from '../src/shared/types.js'

/** The links of "On this page": h2 and h3 headings, h3 nested under their h2. */
export function TocList({ items }: { items: TocItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id} className={item.depth === 3 ? 'toc__item toc__item--nested' : 'toc__item'}>
          <a href={`#${item.id}`} className="toc__link">
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  )
}
