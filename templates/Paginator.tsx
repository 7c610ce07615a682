import type { NavLink } from '../src/shared/types.js'
import { Link } from './Link.js'

/** Previous and next pages in sidebar order. */
export function Paginator({ prev, next }: { prev?: NavLink | undefined; next?: NavLink | undefined }) {
  if (!prev && !next) return null
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {prev ? (
        <Link to={prev.href} className="pagination-nav__link pagination-nav__link--prev">
          <span className="pagination-nav__sublabel">Previous</span>
          <span className="pagination-nav__label">« {prev.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.href} className="pagination-nav__link pagination-nav__link--next">
          <span className="pagination-nav__sublabel">Next</span>
          <span className="pagination-nav__label">{next.label} »</span>
        </Link>
      )}
    </nav>
  )
}
