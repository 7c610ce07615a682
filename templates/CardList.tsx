import type { ReactNode } from 'react'
import type { CategoryCard } from '../src/shared/types.js'

/** Cards of a category's children (generated index pages; `<DocCardList>` renders each as a DocCard). */
export function CardList({ cards, renderLink }: { cards: CategoryCard[]; renderLink: (card: CategoryCard, children: ReactNode) => ReactNode }) {
  return (
    <ul className="cards">
      {cards.map((card) => (
        <li key={card.href} className="card">
          {renderLink(card, <CardContent icon={card.isCategory ? '🗃️' : '📄️'} label={card.label} description={card.description} />)}
        </li>
      ))}
    </ul>
  )
}

/** What a card shows inside its link: an icon and the title, then the description. */
export function CardContent({ icon, label, description }: { icon: string; label: string; description: string }) {
  return (
    <>
      <h2 className="card__title">
        <span aria-hidden="true">{`${icon} `}</span>
        {label}
      </h2>
      <p className="card__description">{description}</p>
    </>
  )
}
