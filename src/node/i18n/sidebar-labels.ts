import type { NavItem } from '../../shared/types.js'

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
