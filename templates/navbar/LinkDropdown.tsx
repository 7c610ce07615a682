import type { NavbarItem, PageData } from '../../src/shared/types.js'
import { Link } from '../Link.js'
import { useDropdown } from './use-dropdown.js'

type Dropdown = Extract<NavbarItem, { type: 'dropdown' }>

/**
 * A navbar menu of links (Docusaurus' `dropdown` item): hovering it opens it on wide screens (CSS,
 * so it works before this chunk loads), and its button opens it by click or keyboard as the other
 * dropdowns do. The button is marked active when the page is one of its links.
 */
export function LinkDropdown({ label, items, className, page, variant, onNavigate }: Dropdown & { page: PageData; variant: 'bar' | 'menu'; onNavigate?: (() => void) | undefined }) {
  const { open, setOpen, root, onKeyDown } = useDropdown()
  const active = items.some((item) => isCurrent(item.href, page.route))
  // In the phone drawer, a heading over its links, always open (as Docusaurus' drawer lists them).
  if (variant === 'menu') {
    return (
      <>
        <span className="menu__link menu__link--sublist-label">{label}</span>
        <ul className="menu__list">
          {items.map((item) => (
            <li key={item.label} className="menu__item">
              <Link to={item.href} className={`menu__link${item.className ? ` ${item.className}` : ''}`} onClick={onNavigate}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </>
    )
  }
  return (
    <div ref={root} className={`navbar__item dropdown dropdown--hoverable${open ? ' dropdown--show' : ''}`} onKeyDown={onKeyDown}>
      <button type="button" className={`navbar__link dropdown__toggle${active ? ' navbar__link--active' : ''}${className ? ` ${className}` : ''}`} aria-haspopup="true" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {label}
      </button>
      <ul className="dropdown__menu" hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            <Link
              to={item.href}
              className={`dropdown__link${isCurrent(item.href, page.route) ? ' dropdown__link--active' : ''}${item.className ? ` ${item.className}` : ''}`}
              onClick={() => {
                setOpen(false)
                onNavigate?.()
              }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

function isCurrent(href: string, route: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(href) && (route === href || route === href.replace(/\/$/, ''))
}
