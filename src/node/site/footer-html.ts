import { SPRITE_ICONS, spriteIconHtml } from '../../shared/icons.js'
import type { FooterLink } from '../../shared/types.js'
import { withBase } from '../../shared/url.js'

// The footer as Docusaurus draws it, for a site that asks for more than the plain row of links:
// titled columns, a copyright written as HTML, the light style. Made here as HTML, once per build,
// in Docusaurus' markup and classes so that Infima (and a site's CSS) lay it out as there; the
// app shell shows it as it shows any footer markup, so the entry script carries none of it.

export interface StyledFooter {
  /** A row of links (no title) or a column of them. */
  groups: { title?: string; links: FooterLink[] }[]
  columns: boolean
  copyright: { text: string } | { html: string }
  style: 'dark' | 'light'
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The external-link icon of the page's sprite (shared/icons.ts), as after the app shell's links. */
const EXTERNAL_ICON = spriteIconHtml(SPRITE_ICONS.external, 'footer__external-icon')

function itemHtml(link: FooterLink, base: string, linkClass: string, itemClass: string): string {
  const li = itemClass ? `<li class="${itemClass}">` : '<li>'
  if (link.html !== undefined) return `${li}${link.html}</li>`
  const target = link.external ? ` target="_blank" rel="noopener noreferrer"` : ''
  // Docusaurus marks a link that leaves the site with its external-link icon.
  const icon = link.external ? EXTERNAL_ICON : ''
  const href = link.external || link.href.startsWith('#') ? link.href : withBase(base, link.href)
  return `${li}<a class="${linkClass}" href="${escape(href)}"${target}>${escape(link.label)}${icon}</a></li>`
}

export function styledFooterHtml(footer: StyledFooter, base: string): string {
  const copyright =
    'html' in footer.copyright
      ? `<div class="footer__bottom text--center"><div class="footer__copyright">${footer.copyright.html}</div></div>`
      : `<p class="footer__copyright">${escape(footer.copyright.text)}</p>`
  const body = footer.columns
    ? `<div class="container container-fluid"><div class="row footer__links">${footer.groups
        .map((g) => `<div class="col footer__col">${g.title ? `<div class="footer__title">${escape(g.title)}</div>` : ''}<ul class="footer__items clean-list">${g.links.map((l) => itemHtml(l, base, 'footer__link-item', 'footer__item')).join('')}</ul></div>`)
        .join('')}</div>${copyright}</div>`
    : `<ul class="footer__links">${footer.groups.flatMap((g) => g.links).map((l) => itemHtml(l, base, 'footer__link', '')).join('')}</ul>${copyright}`
  return `<footer class="${footer.style === 'light' ? 'footer' : 'footer footer--dark'}">${body}</footer>`
}
