import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { FooterLink, NavbarItem, NavbarLink, NavbarLogo, NavItem, SiteData, VersionData } from '../../shared/types.js'
import { isExternal, withBase } from '../../shared/url.js'
import { NAVBAR_LINK_TYPES, type ResolvedConfig } from '../config/config-schema.js'
import { PACKAGE_ROOT } from '../render/bundle.js'
import { createDiagnostic, suggest, withSuggestion, type Diagnostic } from '../diagnostics.js'
import { locateValue } from '../locate-value.js'
import { styledFooterHtml } from './footer-html.js'

/** chemdocs' own version, for the generator meta tag. */
export const GENERATOR_VERSION: string = (
  JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }
).version

export interface SiteDataInput {
  config: ResolvedConfig
  /** Every sidebar by name, the first being the one most pages show. */
  sidebars: Map<string, NavItem[]>
  /** Some page is shown without a sidebar (PageData.sidebar ''). */
  sidebarless?: boolean
  docRouteOfId: Map<string, string>
  /** The version's main doc as the site model chose it (default: the configured one, or ''). */
  mainDocId?: string
  /** The site's other docs folders (docs instances) by id, for navbar items naming one by `docsPluginId`. */
  otherDocs?: Map<string, InstanceNavTarget>
  chunks: Record<string, string>
  indexUrls: Record<string, string>
  workerUrl: string
}

/** What a navbar item naming a docs instance leads to: its docs by id, its main doc, its versions. */
export interface InstanceNavTarget {
  docRouteOfId: Map<string, string>
  /** Route of its last version's main doc. */
  home: string
  version: VersionData
  /** Its versions, when it has released ones (the dropdown lists them). */
  versions?: VersionData[]
}

/** The item types that are links (a dropdown's menu holds only these). */

type ItemTarget = { label?: string | undefined; to?: string | undefined; href?: string | undefined; docId?: string | undefined; sidebarId?: string | undefined; docsPluginId?: string | undefined }

/** Resolves config navbar/footer items into hrefs; a doc id that does not exist is a problem. */
export function createSiteData(input: SiteDataInput): { site: SiteData; diagnostics: Diagnostic[] } {
  const { config } = input
  const diagnostics: Diagnostic[] = []
  const configFile = path.relative(process.cwd(), config.configFile) || config.configFile
  // An item naming another docs folder (docsPluginId) finds its sidebars as `<id>/<name>`, its docs among that folder's.
  const instanceOf = (item: ItemTarget): InstanceNavTarget | undefined | false => {
    const id = item.docsPluginId
    if (id === undefined || id === config.docs.id) return undefined
    const found = input.otherDocs?.get(id)
    if (found) return found
    const known = [config.docs.id, ...(input.otherDocs?.keys() ?? [])]
    diagnostics.push(createDiagnostic('missing-doc', `navbar item "${item.label}" names docs \`${id}\`, ${withSuggestion(`which do not exist; expected one of ${known.map((k) => `'${k}'`).join(', ')}`, suggest(id, known))}`, { file: configFile, ...locateValue(config.configFile, 'docsPluginId', id) }))
    return false
  }
  const hrefOf = (item: ItemTarget): string => {
    const instance = instanceOf(item)
    if (instance === false) return '/'
    const prefix = instance ? `${item.docsPluginId}/` : ''
    if (item.sidebarId !== undefined) {
      const first = firstPage(input.sidebars.get(prefix + item.sidebarId) ?? [])
      if (first === undefined) {
        const names = [...input.sidebars.keys()].filter((n) => (prefix ? n.startsWith(prefix) : !n.includes('/'))).map((n) => n.slice(prefix.length))
        const why = input.sidebars.has(prefix + item.sidebarId) ? 'which has no page' : withSuggestion('which does not exist', suggest(item.sidebarId, names))
        diagnostics.push(createDiagnostic('missing-doc', `navbar item "${item.label}" points to sidebar \`${item.sidebarId}\`, ${why}`, { file: configFile, ...locateValue(config.configFile, 'sidebarId', item.sidebarId) }))
        return '/'
      }
      return first
    }
    if (item.docId !== undefined) {
      const route = (instance ? instance.docRouteOfId : input.docRouteOfId).get(item.docId)
      if (route === undefined) {
        diagnostics.push(createDiagnostic('missing-doc', `navbar item "${item.label}" points to doc id \`${item.docId}\`, which does not exist`, { file: configFile, ...locateValue(config.configFile, 'docId', item.docId) }))
        return '/'
      }
      return route
    }
    return item.href ?? item.to ?? '/'
  }
  /** A link item (or the `docsVersion` item) as the link it shows. */
  const linkOf = (item: ItemTarget & { type: string; label: string; position: 'left' | 'right'; className?: string | undefined }): NavbarLink => {
    const instance = item.type === 'docsVersion' ? instanceOf(item) : undefined
    // The last version's main doc (the version the main pipeline builds), else where the docs open.
    const href = item.type === 'docsVersion' ? (instance ? instance.home : instance === false ? '/' : (input.docRouteOfId.get(input.mainDocId ?? '') ?? docsHomeOf(versionPath, input))) : hrefOf(item)
    return { type: 'link', label: item.label, position: item.position, href, external: isExternal(href), ...(item.className !== undefined && { className: item.className }) }
  }
  const [[, sidebar] = ['', undefined], ...others] = [...input.sidebars]
  const versionPath = '/' + config.docs.routeBasePath.replace(/^\/+|\/+$/g, '')
  const site: SiteData = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    base: config.base,
    siteVersion: config.siteVersion,
    ...(config.logo !== undefined && { logo: navbarLogoOf(config) }),
    ...(config.favicon !== undefined && { favicon: withBase(config.base, config.favicon) }),
    generatorVersion: GENERATOR_VERSION,
    ...(config.locale && { locales: { current: config.locale.current.locale, default: config.locale.defaultLocale, all: config.locale.all } }),
    navbar: config.navbar.items.map((item): NavbarItem => {
      // A docsVersion item is looked up by linkOf: once, so a wrong docsPluginId is reported once.
      const instance = item.type === 'docsVersionDropdown' ? instanceOf(item) : undefined
      // Another folder's dropdown lists its versions; with one version, Docusaurus shows a link to its main doc.
      if (item.type === 'docsVersionDropdown' && instance) {
        if (instance.versions) return { type: item.type, label: item.label, position: item.position, pluginId: item.docsPluginId!, versions: instance.versions }
        return { type: 'link', label: instance.version.label, position: item.position, href: instance.home, external: false }
      }
      if (item.type === 'docsVersionDropdown' || item.type === 'localeDropdown') return { type: item.type, label: item.label, position: item.position }
      if (item.type === 'dropdown') {
        const items = (item.items ?? []).filter((sub) => NAVBAR_LINK_TYPES.has(sub.type)).map(linkOf)
        return { type: 'dropdown', label: item.label, position: item.position, items, ...(item.className !== undefined && { className: item.className }) }
      }
      return linkOf(item)
    }),
    hideOnScroll: config.navbar.hideOnScroll,
    ...(config.navbar.title !== undefined && { navbarTitle: config.navbar.title }),
    ...(config.docs.hideableSidebar && { hideableSidebar: true }),
    footer: footerOf(config.footer, hrefOf, config.base),
    ...(config.announcementBar && { announcement: config.announcementBar }),
    ...(config.home && { home: config.home }),
    colorMode: config.colorMode,
    sidebar: sidebar ?? [],
    ...((others.length > 0 || input.sidebarless) && { sidebars: { ...Object.fromEntries(others), ...(input.sidebarless && { '': [] }) } }),
    docsHome: docsHomeOf(versionPath, input),
    version: { name: config.docs.version.name, label: config.docs.version.label, isLast: true, path: versionPath, mainDocId: input.mainDocId ?? config.docs.version.mainDocId ?? '' },
    search: {
      resultLimit: config.search.resultLimit,
      contextMaxLength: config.search.contextMaxLength,
      highlight: config.search.highlightSearchTermsOnTargetPage,
      shortcut: config.search.shortcut,
      shortcutHint: config.search.shortcutHint,
      contexts: config.search.contexts,
      indexUrls: input.indexUrls,
      workerUrl: input.workerUrl,
    },
    chunks: input.chunks,
  }
  return { site, diagnostics }
}

/**
 * The docs root when a doc has that route (an index page). A site whose docs root is only a
 * folder (routeBasePath 'manual', no index page) has no page there, so the 404 page linked to
 * nothing: its first sidebar page stands in, as Docusaurus sites link to their first doc.
 */
function docsHomeOf(versionPath: string, input: SiteDataInput): string {
  if (versionPath === '/') return '/'
  const routes = [...input.docRouteOfId.values()]
  if (routes.includes(versionPath)) return versionPath
  const [sidebar] = input.sidebars.values()
  return firstPage(sidebar ?? []) ?? routes[0] ?? '/'
}

/** The page a sidebar opens on (a `docSidebar` navbar item's target): its first doc or category page. */
function firstPage(items: NavItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && !isExternal(item.href)) return item.href
    if (item.type !== 'category') continue
    const inside = item.href ?? firstPage(item.items)
    if (inside !== undefined) return inside
  }
  return undefined
}

type FooterConfig = ResolvedConfig['footer']
type FooterLinkConfig = Exclude<FooterConfig['links'][number], { items: unknown }>

/**
 * The footer as the theme shows it: one row of links, or, for titled columns, an HTML copyright or
 * the light style, Docusaurus' footer made as markup (see footer-html.ts).
 */
function footerOf(footer: FooterConfig, hrefOf: (item: FooterLinkConfig) => string, base: string): SiteData['footer'] {
  const linkOf = (l: FooterLinkConfig): FooterLink => {
    const href = hrefOf(l)
    return { label: l.label ?? '', href, external: isExternal(href), ...(l.html !== undefined && { html: l.html }) }
  }
  const columns = footer.links.some((item) => 'items' in item)
  const groups = footer.links.map((item) => ('items' in item ? { ...(item.title !== undefined && { title: item.title }), links: item.items.map(linkOf) } : { links: [linkOf(item)] }))
  const plain = { links: groups.flatMap((g) => g.links), copyright: footer.copyright }
  if (!columns && footer.copyrightHtml === undefined && footer.style === 'dark') return plain
  const copyright = footer.copyrightHtml !== undefined ? { html: footer.copyrightHtml } : { text: footer.copyright }
  return { ...plain, html: styledFooterHtml({ groups, columns, copyright, style: footer.style }, base) }
}

/**
 * The navbar's logo as the brand shows it. A path alone is chemdocs' own 32 px mark beside the
 * title. With `srcDark`, both images go in the page and the stylesheet shows the colour mode's,
 * so neither a reload nor the switch makes it flash. The alt text, as Docusaurus words it: the
 * one given, else empty while a title stands beside the logo (it adds nothing), else the title.
 */
function navbarLogoOf(config: Pick<ResolvedConfig, 'logo' | 'base' | 'title' | 'navbar'>): NavbarLogo {
  const logo = typeof config.logo === 'string' ? { src: config.logo, width: 32, height: 32 } : config.logo!
  const url = (src: string) => withBase(config.base, src)
  const titled = config.navbar.title ?? config.title
  return {
    images: logo.srcDark ? [{ src: url(logo.src), className: 'themed-image themed-image--light' }, { src: url(logo.srcDark), className: 'themed-image themed-image--dark' }] : [{ src: url(logo.src) }],
    alt: logo.alt ?? (titled ? '' : config.title),
    ...(logo.href !== undefined && { href: logo.href }),
    ...(logo.width !== undefined && { width: logo.width }),
    ...(logo.height !== undefined && { height: logo.height }),
  }
}
