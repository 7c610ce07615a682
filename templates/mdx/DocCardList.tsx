import type { CategoryCard } from '../../src/shared/types.js'
import { CardList } from '../CardList.js'

export interface DocCardListProps {
  /** Cards given by the writer; else the category's cards, which chemdocs passes as `cardsJson`. */
  items?: CategoryCard[]
  cardsJson?: string
}

/** `@theme/DocCardList`: the same cards as a generated category page, as plain links. */
export default function DocCardList({ items, cardsJson }: DocCardListProps) {
  const cards = items ?? (cardsJson ? (JSON.parse(cardsJson) as CategoryCard[]) : [])
  return <CardList cards={cards} renderLink={(card, children) => <a href={card.href} className="card__link">{children}</a>} />
}
