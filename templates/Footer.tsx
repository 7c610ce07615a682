import { useSite } from './context.js'
import { Link } from './Link.js'

export function Footer() {
  const site = useSite()
  return (
    <footer className="footer">
      <ul className="footer__links">
        {site.footer.links.map((link) => (
          <li key={link.label}>
            <Link to={link.href} className="footer__link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="footer__copyright">{site.footer.copyright}</p>
    </footer>
  )
}
