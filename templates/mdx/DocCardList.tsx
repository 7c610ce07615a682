import type { CategoryCard } from '../../src/shared/types.js'

export interface DocCardListProps {
  /** Cards given by the writer; else the category's cards, which chemdocs passes as `cardsJson`. */
  items?: CategoryCard[]
  cardsJson?: string
}

/** `@theme/DocCardList`: the same cards as a generated category page, as plain links. */
export default function DocCardList({ items, cardsJson }: DocCardListProps) {
  const cards = items ?? (cardsJson ? (JSON.parse(cardsJson) as CategoryCard[]) : [])
  return (
    <ul className="cards">
      {cards.map((card) => (
        <li key={card.href} className="card">
          <a href={card.href} className="card__link">
            <h2 className="card__title">
              <span aria-hidden="true">{card.isCategory ? '🗃️ ' : '📄️ '}</span>
              {card.label}
            </h2>
            <p className="card__description">{card.description}</p>
          </a>
        </li>
      ))}
    </ul>
  )
}
