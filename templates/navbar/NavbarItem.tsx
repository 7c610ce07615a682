import { Component, Suspense, type ReactNode } from 'react'
import type { NavbarItem, PageData } from '../../src/shared/types.js'
import { Link } from '../Link.js'
import { LinkDropdown, LocaleDropdown, VersionDropdown } from '../lazy-shell.js'

interface ItemProps {
  item: NavbarItem
  page: PageData
  /** 'menu' in the mobile drawer: list links instead of bar links. */
  variant: 'bar' | 'menu'
  onNavigate?: () => void
}

/** One navbar item by its type, wrapped so that a failure names the item. */
export function NavbarItemView(props: ItemProps) {
  return (
    <NavbarItemBoundary item={props.item}>
      <ItemByType {...props} />
    </NavbarItemBoundary>
  )
}

function ItemByType({ item, page, variant, onNavigate }: ItemProps) {
  switch (item.type) {
    case 'link': {
      if (!item.href) throw new Error(`navbar item "${item.label}" has no link target`)
      const own = item.className ? ` ${item.className}` : ''
      const className = variant === 'menu' ? `menu__link${own}` : `navbar__item navbar__link${isActive(item.href, page.route) ? ' navbar__link--active' : ''}${own}`
      return (
        <Link to={item.href} className={className} onClick={onNavigate}>
          {item.label}
        </Link>
      )
    }
    case 'dropdown':
      return (
        <Suspense fallback={null}>
          <LinkDropdown {...item} page={page} variant={variant} onNavigate={onNavigate} />
        </Suspense>
      )
    case 'docsVersionDropdown':
    case 'localeDropdown': {
      // Both menus load with the shell's lazy parts; the versions one takes another docs folder's versions from its item.
      const Dropdown = item.type === 'localeDropdown' ? LocaleDropdown : VersionDropdown
      return (
        <Suspense fallback={null}>
          <Dropdown {...item} page={page} onNavigate={onNavigate} />
        </Suspense>
      )
    }
    default:
      throw new Error(`No NavbarItem component found for type "${(item as { type: unknown }).type}".`)
  }
}

/** The error a navbar item's failure becomes (behaviour B, error catalogue): it names the item. */
export function navbarItemError(item: NavbarItem, cause: unknown): Error {
  return new Error(
    ['A theme navbar item failed to render.', 'Please double-check the following navbar item (navbar.items) of your site.config.ts:', JSON.stringify(item, null, 2)].join('\n'),
    { cause },
  )
}

/**
 * Catches an item's render error and throws it again wrapped in `navbarItemError`, so the app's
 * crash screen ('This page crashed.') shows which item failed, followed by the original cause.
 */
class NavbarItemBoundary extends Component<{ item: NavbarItem; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override render() {
    if (this.state.error !== null) throw navbarItemError(this.props.item, this.state.error)
    return this.props.children
  }
}

function isActive(href: string, route: string): boolean {
  if (href === '/' || /^[a-z]+:/i.test(href)) return false
  return route === href || route.startsWith(href + '/') || (href.startsWith('/docs') && route.startsWith('/docs'))
}
