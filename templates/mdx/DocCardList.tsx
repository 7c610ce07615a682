import type { CategoryCard, PropSidebarItem } from '../../src/shared/types.js'
import DocCard, { firstLinkOf } from './DocCard.js'
import { CURRENT_CATEGORY_ITEMS } from './theme-common.js'

export interface DocCardListProps {
  /**
   * Sidebar items to show (Docusaurus' `items`, e.g. from `useDocsSidebar()`), or cards as chemdocs
   * writes them; else (or for `useCurrentSidebarCategory().items`) the category's cards, which
   * chemdocs passes as `cardsJson`.
   */
  items?: (PropSidebarItem | CategoryCard)[]
  cardsJson?: string
}

/** `@theme/DocCardList`: a DocCard for each item, by default the cards of the page's category. */
export default function DocCardList({ items, cardsJson }: DocCardListProps) {
  const ofCategory = items === undefined || items === CURRENT_CATEGORY_ITEMS
  const given = ofCategory ? (cardsJson ? (JSON.parse(cardsJson) as CategoryCard[]) : []) : items
  // As Docusaurus' filterDocCardListItems: a link or category with nowhere to lead is left out.
  const shown = given.map(toItem).filter((item) => item.type === 'html' || firstLinkOf(item) !== undefined)
  return (
    <ul className="cards">
      {shown.map((item, i) => (
        <li key={i} className="card">
          <DocCard item={item} />
        </li>
      ))}
    </ul>
  )
}

/** A card made by chemdocs (a category's card) as the sidebar item DocCard shows the same way. */
function toItem(entry: PropSidebarItem | CategoryCard): PropSidebarItem {
  if ('type' in entry) return entry
  const { label, href, description } = entry
  return entry.isCategory ? { type: 'category', label, href, description, items: [], collapsed: true, collapsible: true } : { type: 'link', label, href, description }
}
