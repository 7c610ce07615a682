import type { ReactNode } from 'react'
import Link from './Link.js'

export interface PaginatorNavLinkProps {
  permalink: string
  title: ReactNode
  subLabel?: ReactNode
  isNext?: boolean
}

/**
 * `@theme/PaginatorNavLink`: one side of the previous/next links under a doc, as swizzled
 * paginators use it, with Infima's `pagination-nav__link` classes and the site's base URL.
 */
export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: PaginatorNavLinkProps) {
  return (
    <Link className={`pagination-nav__link pagination-nav__link--${isNext ? 'next' : 'prev'}`} to={permalink}>
      {subLabel && <div className="pagination-nav__sublabel">{subLabel}</div>}
      <div className="pagination-nav__label">{title}</div>
    </Link>
  )
}
