import { useEffect, useState, type ReactNode } from 'react'
import type { PageData } from '../src/shared/types.js'
import { useRouter, useSite } from './context.js'
import { Icon } from './Icon.js'
import { NavbarItemView } from './navbar/NavbarItem.js'
import { Sidebar } from './Sidebar.js'

interface Props {
  page: PageData
  shown: boolean
  onClose: () => void
  /** The navbar's logo and title, shown at the top of the drawer too. */
  brand: ReactNode
}

/**
 * The mobile drawer: the navbar links (primary menu) and, on doc pages, the docs sidebar
 * (secondary menu), which it reopens on each time it is closed.
 */
export function MobileSidebar({ page, shown, onClose, brand }: Props) {
  const site = useSite()
  const hasSecondary = page.kind === 'doc' || page.kind === 'category'
  const [secondary, setSecondary] = useState(hasSecondary)
  useEffect(() => {
    if (!shown) setSecondary(hasSecondary)
  }, [shown, hasSecondary])
  // While the drawer is open, the browser's Back closes it and stays on the page (B17).
  const router = useRouter()
  useEffect(() => (shown ? router.block?.(onClose) : undefined), [shown, onClose, router])
  return (
    <>
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={onClose} />
      <div className="navbar-sidebar" aria-hidden={!shown || undefined} inert={!shown || undefined}>
        <div className="navbar-sidebar__brand">
          {/* Following the brand's link home closes the drawer, as its other links do. */}
          <div className="navbar-sidebar__home" onClick={onClose}>
            {brand}
          </div>
          <button type="button" className="navbar-sidebar__close" aria-label="Close navigation bar" onClick={onClose}>
            <Icon name="x" />
          </button>
        </div>
        <div className={`navbar-sidebar__items${secondary ? ' navbar-sidebar__items--show-secondary' : ''}`}>
          <div className="navbar-sidebar__item menu">
            <ul className="menu__list">
              {site.navbar.map((item) => (
                <li key={item.label} className="menu__item">
                  <NavbarItemView item={item} page={page} variant="menu" onNavigate={onClose} />
                </li>
              ))}
            </ul>
          </div>
          {hasSecondary && (
            <div className="navbar-sidebar__item">
              {site.navbar.length > 0 && (
                <button type="button" className="navbar-sidebar__back" onClick={() => setSecondary(false)}>
                  ← Back to main menu
                </button>
              )}
              {/* The page's own sidebar ('' is the empty one), else the first (see PageData.sidebar); inline: this bundle is near its size limit. */}
              <Sidebar items={site.sidebars?.[page.sidebar as string] ?? site.sidebar} activeRoute={page.route} onNavigate={onClose} />
            </div>
          )}
        </div>
      </div>
    </>
  )
}
