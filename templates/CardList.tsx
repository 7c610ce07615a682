import type { ReactNode } from 'react'
import type { CategoryCard } from '../src/shared/types.js'

/** Cards of a category's children (generated index pages and <DocCardList>). */
export function CardList({ cards, renderLink }: { cards: CategoryCard[]; renderLink: (card: CategoryCard, children: ReactNode) => ReactNode }) {
  return (
    <ul className="cards">
      {cards.map((card) => (
        <li key={card.href} className="card">
          {renderLink(
            card,
            <>
              <h2 className="card__title">
                <span aria-hidden="true">{card.isCategory ? '🗃️ ' : '📄️ '}</span>
                {card.label}
              </h2>
              <p className="card__description">{card.description}</p>
            </>,
          )}
        </li>
      ))}
    </ul>
  )
}
