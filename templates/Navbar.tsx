import { lazy, Suspense, useEffect, useState } from 'react'
import type { PageData } from '../src/shared/types.js'
import { ColorModeSwitch } from './ColorModeSwitch.js'
import { useSite } from './context.js'
import { useWindowSize } from './hooks/useWindowSize.js'
import { useHideOnScroll } from './hooks/useHideOnScroll.js'
import { Link } from './Link.js'
import { NavbarItemView } from './navbar/NavbarItem.js'
import { SearchBox } from './search/SearchBox.js'

// The drawer exists only on small screens, after hydration: its own chunk, fetched then.
const MobileSidebar = lazy(() => import('./MobileSidebar.js').then((m) => ({ default: m.MobileSidebar })))

/** Top bar: title, left items, search, right items; a hamburger opens the drawer on mobile. */
export function Navbar({ page }: { page: PageData }) {
  const site = useSite()
  const size = useWindowSize()
  const [shown, setShown] = useState(false)
  const hidden = useHideOnScroll(site.hideOnScroll)
  // The drawer exists only on mobile: becoming desktop closes it.
  useEffect(() => {
    if (size === 'desktop') setShown(false)
  }, [size])
  useEffect(() => {
    if (!shown) return
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = 'visible'
    }
  }, [shown])
  const left = site.navbar.filter((i) => i.position === 'left')
  const right = site.navbar.filter((i) => i.position === 'right')
  const hasDrawer = site.navbar.length > 0 || page.kind === 'doc' || page.kind === 'category'
  // Logo and title: in the bar, and at the top of the drawer, which shows the brand it covers.
  const { logo } = site
  const title = site.navbarTitle ?? site.title
  const brand = (
    <Link to={logo?.href ?? '/'} className="navbar__brand">
      {logo && (
        <div className="navbar__logo">
          {logo.images.map((image) => (
            <img key={image.src} {...image} alt={logo.alt} width={logo.width} height={logo.height} />
          ))}
        </div>
      )}
      {title && <b className="navbar__title">{title}</b>}
    </Link>
  )
  return (
    <nav aria-label="Main" className={`navbar${shown ? ' navbar-sidebar--show' : ''}${hidden ? ' navbar--hidden' : ''}`}>
      <div className="navbar__inner">
        <div className="navbar__items">
          {hasDrawer && (
            <button type="button" className="navbar__toggle" aria-label="Toggle navigation bar" aria-expanded={shown} onClick={() => setShown((s) => !s)}>
              {/* Lucide's menu icon from the page's sprite, its id written out as Link.tsx does: the
                  Icon module would grow the entry script past its budget. */}
              <svg className="icon" aria-hidden="true" focusable="false">
                <use href="#chemdocs-icon-menu" />
              </svg>
            </button>
          )}
          {brand}
          {left.map((item) => (
            <NavbarItemView key={item.label} item={item} page={page} variant="bar" />
          ))}
        </div>
        {/* Right-aligned, each item the parser adds would push the ones before it left: the
            group stays hidden until its end is parsed (styles.css, .shown-when-parsed). */}
        <div className="navbar__items navbar__items--right shown-when-parsed">
          {right.map((item) => (
            <NavbarItemView key={item.label} item={item} page={page} variant="bar" />
          ))}
          <ColorModeSwitch config={site.colorMode} />
          <SearchBox />
          <span className="parsed-end" hidden />
        </div>
      </div>
      {hasDrawer && size === 'mobile' && (
        <Suspense fallback={null}>
          <MobileSidebar page={page} shown={shown} onClose={() => setShown(false)} brand={brand} />
        </Suspense>
      )}
    </nav>
  )
}

