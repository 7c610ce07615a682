import type { CategoryCard } from '../../src/shared/types.js'
import { CardList } from '../CardList.js'
import { CURRENT_CATEGORY_ITEMS } from './theme-common.js'

export interface DocCardListProps {
  /** Cards given by the writer; else (or for `useCurrentSidebarCategory().items`) the category's cards, which chemdocs passes as `cardsJson`. */
  items?: CategoryCard[]
  cardsJson?: string
}

/** `@theme/DocCardList`: the same cards as a generated category page, as plain links. */
export default function DocCardList({ items, cardsJson }: DocCardListProps) {
  const ofCategory = items === undefined || items === CURRENT_CATEGORY_ITEMS
  const cards = ofCategory ? (cardsJson ? (JSON.parse(cardsJson) as CategoryCard[]) : []) : items
  return <CardList cards={cards} renderLink={(card, children) => <a href={card.href} className="card__link">{children}</a>} />
}
