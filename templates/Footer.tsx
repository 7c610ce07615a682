import type { FooterLink } from '../src/shared/types.js'
import { useSite } from './context.js'
import { Link } from './Link.js'

export function Footer() {
  const site = useSite()
  const { footer } = site
  // The site's swizzled footer, rendered once at build time (see theme-footer.ts).
  if (footer.html !== undefined) return <div className="site-footer" dangerouslySetInnerHTML={{ __html: footer.html }} />
  // Docusaurus' footer markup and classes, so that Infima (and a site's CSS) lay it out as there.
  return (
    <footer className={footer.style === 'light' ? 'footer' : 'footer footer--dark'}>
      {footer.columns ? (
        <div className="container container-fluid">
          <div className="row footer__links">
            {footer.columns.map((column, i) => (
              <div key={i} className="col footer__col">
                {column.title ? <div className="footer__title">{column.title}</div> : null}
                <ul className="footer__items clean-list">
                  {column.links.map((link, j) => (
                    <FooterItem key={j} link={link} className="footer__item" linkClassName="footer__link-item" />
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <Copyright />
        </div>
      ) : (
        <>
          <ul className="footer__links">
            {footer.links.map((link, i) => (
              <FooterItem key={i} link={link} linkClassName="footer__link" />
            ))}
          </ul>
          <Copyright />
        </>
      )}
    </footer>
  )
}

function FooterItem({ link, className, linkClassName }: { link: FooterLink; className?: string; linkClassName: string }) {
  // The site's own markup from its config, as Docusaurus shows an html footer item.
  if (link.html !== undefined) return <li className={className} dangerouslySetInnerHTML={{ __html: link.html }} />
  return (
    <li className={className}>
      <Link to={link.href} className={linkClassName}>
        {link.label}
      </Link>
    </li>
  )
}

function Copyright() {
  const { footer } = useSite()
  if (footer.copyrightHtml !== undefined) return <div className="footer__bottom text--center"><div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyrightHtml }} /></div>
  return <p className="footer__copyright">{footer.copyright}</p>
}
