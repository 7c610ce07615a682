import type { PropSidebarItem } from '../../src/shared/types.js'
import { CardContent } from '../CardList.js'
import { useDocById } from './doc-context.js'
import isInternalUrl from './is-internal-url.js'
import { usePluralForm } from './theme-common-utils.js'
import { translate } from './Translate.js'

/** `@theme/DocCard`: one sidebar item (a link or a category) as a card, as DocCardList shows it. */
export default function DocCard({ item }: { item: PropSidebarItem }) {
  if (item.type === 'link') return <LinkCard item={item} />
  if (item.type === 'category') return <CategoryCard item={item} />
  throw new Error(`unknown item type ${JSON.stringify(item)}`)
}

function LinkCard({ item }: { item: Extract<PropSidebarItem, { type: 'link' }> }) {
  const icon = isInternalUrl(item.href) ? '📄️' : '🔗'
  // Only an item of a doc asks its version for the doc's description (which throws off doc pages);
  // chemdocs' own cards (DocCardList's) carry theirs and may be shown on any page.
  if (item.docId) return <DocLinkCard item={item} docId={item.docId} icon={icon} />
  return <Card href={item.href} icon={icon} label={item.label} description={item.description ?? ''} />
}

function DocLinkCard({ item, docId, icon }: { item: Extract<PropSidebarItem, { type: 'link' }>; docId: string; icon: string }) {
  const doc = useDocById(docId)
  return <Card href={item.href} icon={icon} label={item.label} description={item.description ?? doc?.description ?? ''} />
}

function CategoryCard({ item }: { item: Extract<PropSidebarItem, { type: 'category' }> }) {
  const { selectMessage } = usePluralForm()
  const href = firstLinkOf(item)
  // A category with no page anywhere below it has nowhere to lead.
  if (href === undefined) return null
  const count = item.items.length
  const plural = selectMessage(count, translate({ id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' }, { count }))
  return <Card href={href} icon="🗃️" label={item.label} description={item.description ?? plural} />
}

function Card({ href, icon, label, description }: { href: string; icon: string; label: string; description: string }) {
  return (
    <a href={href} className="card__link">
      <CardContent icon={icon} label={label} description={description} />
    </a>
  )
}

/** Where a sidebar item leads: a listed link, a category's own page, else the first such link below it. */
export function firstLinkOf(item: PropSidebarItem): string | undefined {
  if (item.type === 'link') return item.unlisted ? undefined : item.href
  if (item.type !== 'category') return undefined
  if (item.href) return item.href
  for (const child of item.items) {
    const href = firstLinkOf(child)
    if (href) return href
  }
  return undefined
}
