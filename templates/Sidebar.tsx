import { useState } from 'react'
import type { NavItem } from '../src/shared/types.js'
import { Collapsible } from './Collapsible.js'
import { Link } from './Link.js'

type Category = Extract<NavItem, { type: 'category' }>
const NONE: ReadonlySet<Category> = new Set()

// Memo keyed by the (immutable) sidebar data: every page of a build shares one sidebar, so the
// route -> open categories index is made once, not once per page (that was quadratic).
const ancestorsMemo = new WeakMap<NavItem[], Map<string, Set<Category>>>()

/** For each route, the categories that contain it (the ones to show open and highlighted). */
export function categoriesByRoute(items: NavItem[]): Map<string, Set<Category>> {
  let index = ancestorsMemo.get(items)
  if (index) return index
  const built = new Map<string, Set<Category>>()
  const walk = (list: NavItem[], trail: Category[]) => {
    for (const item of list) {
      // An html item has no href: read without narrowing, which would cost the bundle a test.
      if ((item as { href?: string }).href !== undefined) {
        const href = (item as { href: string }).href
        const set = built.get(href) ?? new Set<Category>()
        trail.forEach((c) => set.add(c))
        if (item.type === 'category') set.add(item)
        built.set(href, set)
      }
      if (item.type === 'category') walk(item.items, [...trail, item])
    }
  }
  walk(items, [])
  index = built
  ancestorsMemo.set(items, index)
  return index
}

interface Props {
  items: NavItem[]
  activeRoute: string
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void
}

/** The docs sidebar: one tree shared by every doc page that shows it. */
export function Sidebar({ items, activeRoute, onNavigate }: Props) {
  const open = categoriesByRoute(items).get(activeRoute) ?? NONE
  return (
    <nav className="sidebar" aria-label="Docs sidebar">
      <ul className="menu">
        {items.map((item, i) => (
          <SidebarItem key={i} item={item} activeRoute={activeRoute} open={open} onNavigate={onNavigate} level={1} />
        ))}
      </ul>
    </nav>
  )
}

interface ItemProps {
  activeRoute: string
  /** Categories containing the active route. */
  open: ReadonlySet<Category>
  onNavigate?: (() => void) | undefined
  level: number
}

function SidebarItem({ item, activeRoute, open, onNavigate, level }: ItemProps & { item: NavItem }) {
  if (item.type === 'link') {
    if (item.unlisted && item.href !== activeRoute) return null
    const active = item.href === activeRoute
    return (
      <li className="menu__item">
        <Link to={item.href} className={active ? 'menu__link menu__link--active' : 'menu__link'} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
          {item.label}
        </Link>
      </li>
    )
  }
  // A hand-written sidebar's own markup (an `html` item), as Docusaurus shows it: the site's HTML, as is.
  if (item.type === 'html') return <li className="menu__item" dangerouslySetInnerHTML={{ __html: item.value }} />
  return <SidebarCategory item={item} activeRoute={activeRoute} open={open} onNavigate={onNavigate} level={level} />
}

function SidebarCategory({ item, activeRoute, open, onNavigate, level }: ItemProps & { item: Category }) {
  const active = open.has(item)
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !active)
  const [prevActive, setPrevActive] = useState(active)
  // Lazy: a category's children are rendered only once it has been opened (lighter pages).
  const [everOpened, setEverOpened] = useState(!collapsed)
  if (!collapsed && !everOpened) setEverOpened(true)
  // Navigating into a collapsed category opens it.
  if (active !== prevActive) {
    setPrevActive(active)
    if (active && collapsed) setCollapsed(false)
  }
  const id = `sidebar-${level}-${item.label.replace(/\W+/g, '-').toLowerCase()}`
  const self = item.href === activeRoute
  const toggle = (
    <button
      type="button"
      className="menu__caret"
      aria-expanded={!collapsed}
      aria-controls={id}
      aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`}
      onClick={() => setCollapsed((c) => !c)}
    />
  )
  return (
    <li className={`menu__item${collapsed ? ' menu__item--collapsed' : ''}`}>
      <div className={`menu__list-item-collapsible${active ? ' menu__list-item-collapsible--active' : ''}`}>
        {item.href ? (
          <Link to={item.href} className={`menu__link menu__link--sublist${self ? ' menu__link--active' : ''}`} aria-current={self ? 'page' : undefined} onClick={onNavigate}>
            {item.label}
          </Link>
        ) : (
          <button type="button" className={`menu__link menu__link--sublist${active ? ' menu__link--active' : ''}`} aria-expanded={!collapsed} onClick={() => setCollapsed((c) => !c)}>
            {item.label}
          </button>
        )}
        {item.collapsible && item.href && toggle}
      </div>
      <Collapsible collapsed={collapsed} id={id}>
        {everOpened && (
          <ul className="menu__list">
            {item.items.map((child, i) => (
              <SidebarItem key={i} item={child} activeRoute={activeRoute} open={open} onNavigate={onNavigate} level={level + 1} />
            ))}
          </ul>
        )}
      </Collapsible>
    </li>
  )
}
