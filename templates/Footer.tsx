import { useSite } from './context.js'
import { Link } from './Link.js'

export function Footer() {
  const site = useSite()
  // The site's swizzled footer, rendered once at build time (see theme-footer.ts).
  if (site.footer.html !== undefined) return <div className="site-footer" dangerouslySetInnerHTML={{ __html: site.footer.html }} />
  return (
    <footer className="footer footer--dark">
      <ul className="footer__links">
        {site.footer.links.map((link, i) =>
          link.html !== undefined ? (
            // The site's own markup from its config, as Docusaurus shows an html footer item.
            <li key={i} dangerouslySetInnerHTML={{ __html: link.html }} />
          ) : (
            <li key={i}>
              <Link to={link.href} className="footer__link">
                {link.label}
              </Link>
            </li>
          ),
        )}
      </ul>
      <p className="footer__copyright">{site.footer.copyright}</p>
    </footer>
  )
}
