import type { NavLink } from '../src/shared/types.js'
import { Link } from './Link.js'

/** Home, then the categories above the page, then the page itself. */
export function Breadcrumbs({ items, current }: { items: NavLink[]; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ul>
        <li>
          <Link to="/" aria-label="Home page">
            ⌂
          </Link>
        </li>
        {items.map((item) => (
          <li key={item.href + item.label}>{item.href ? <Link to={item.href}>{item.label}</Link> : <span>{item.label}</span>}</li>
        ))}
        <li aria-current="page">
          <span>{current}</span>
        </li>
      </ul>
    </nav>
  )
}
