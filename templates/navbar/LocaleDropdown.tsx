import type { PageData } from '../../src/shared/types.js'
import { withBase } from '../../src/shared/url.js'
import { useSite } from '../context.js'
import { useDropdown } from './use-dropdown.js'

/**
 * The languages dropdown: its button shows the language being read; each entry opens the same
 * page in that language (with the query and the fragment), as Docusaurus' localeDropdown does.
 * Each language is a site of its own under its base URL, so the entries are plain links that load
 * the page, not client navigation. A disclosure: Enter or click opens it, Escape closes it.
 */
export function LocaleDropdown({ label, page, onNavigate }: { label: string; page: PageData; onNavigate?: () => void }) {
  const site = useSite()
  const { open, setOpen, root, onKeyDown } = useDropdown()
  const locales = site.locales
  if (!locales) return null
  const current = locales.all.find((l) => l.locale === locales.current) ?? locales.all[0]!
  return (
    <div
      ref={root}
      className={`navbar__item dropdown${open ? ' dropdown--show' : ''}`}
      onKeyDown={onKeyDown}
    >
      <button type="button" className="navbar__link dropdown__toggle" aria-label={`${label}: ${current.label}`} aria-haspopup="true" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {current.label}
      </button>
      <ul className="dropdown__menu" hidden={!open}>
        {locales.all.map((locale) => (
          <li key={locale.locale}>
            <a
              href={withBase(locale.base, page.route)}
              lang={locale.htmlLang}
              hrefLang={locale.htmlLang}
              target="_self"
              className={`dropdown__link${locale.locale === current.locale ? ' dropdown__link--active' : ''}`}
              onClick={(event) => {
                // The query and fragment go along, as in Docusaurus; read here, not in render, so server and client agree.
                event.currentTarget.href = withBase(locale.base, page.route) + window.location.search + window.location.hash
                setOpen(false)
                onNavigate?.()
              }}
            >
              {locale.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
