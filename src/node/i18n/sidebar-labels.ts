import type { NavItem, PageData } from '../../shared/types.js'

/**
 * The sidebars with their category labels translated by `sidebar.<name>.category.<label>`
 * messages (Docusaurus' current.json keys); untouched when there are none, as in one-language sites.
 */
export function translateSidebars(sidebars: Map<string, NavItem[]>, labels: Record<string, string> | undefined): Map<string, NavItem[]> {
  if (!labels || Object.keys(labels).length === 0) return sidebars
  const inSidebar = (name: string, items: NavItem[]): NavItem[] =>
    items.map((item) => (item.type === 'category' ? { ...item, label: labels[`sidebar.${name}.category.${item.label}`] ?? item.label, items: inSidebar(name, item.items) } : item))
  return new Map([...sidebars].map(([name, items]) => [name, inSidebar(name, items)]))
}

/**
 * The breadcrumbs of each page with the same translated category labels as its sidebar (the
 * page's own sidebar, else the first one, `firstSidebar`). Pages are changed in place, before
 * they are rendered; nothing happens without translated labels.
 */
export function translateBreadcrumbs(pages: Iterable<PageData>, firstSidebar: string | undefined, labels: Record<string, string> | undefined): void {
  if (!labels || Object.keys(labels).length === 0) return
  for (const page of pages) {
    const sidebar = page.sidebar ?? firstSidebar
    if (!sidebar) continue
    page.breadcrumbs = page.breadcrumbs.map((crumb) => {
      const label = labels[`sidebar.${sidebar}.category.${crumb.label}`]
      return label === undefined ? crumb : { ...crumb, label }
    })
  }
}
