/** Types that cross from the build (Node) to the browser. Pure data: everything here is JSON-safe. */

/** One entry of a page's table of contents (h2 and h3). */
export interface TocItem {
  id: string
  text: string
  depth: 2 | 3
}

/** A link with a label, used for breadcrumbs and previous/next. */
export interface NavLink {
  label: string
  href: string
}

/** A sidebar entry: a page link or a category with children. */
export type NavItem =
  | { type: 'link'; label: string; href: string; unlisted?: boolean }
  | {
      type: 'category'
      label: string
      /** The category's own page (index doc or generated index), if any. */
      href?: string
      collapsed: boolean
      collapsible: boolean
      items: NavItem[]
    }
  /** Markup of the site's own (a hand-written sidebar's `html` item), shown as is. */
  | { type: 'html'; value: string }

/** A card on a generated category index page. */
export interface CategoryCard {
  label: string
  href: string
  description: string
  isCategory: boolean
}

/** What kind of screen a route shows; each kind has its own template. */
export type PageKind = 'doc' | 'category' | 'page' | 'home' | 'search' | 'notfound'

/** Everything one route needs to render: the content of its route chunk. */
export interface PageData {
  route: string
  kind: PageKind
  title: string
  /** The h1 when it is not the title: the page's own leading `# Heading` (see Page.heading). */
  heading?: string
  /** The article HTML holds the page's h1 (below an admonition, say): the template renders none. */
  h1InBody?: boolean
  /**
   * The page rendered its own title (Docusaurus' `<Layout title>` or `<Head><title>`): its head is
   * `title | site` at `/` too, as Docusaurus makes it, instead of the home page's `site | tagline`.
   */
  ownTitle?: boolean
  description: string
  /** Article HTML (docs and the site's pages), or '' for the theme's own pages. */
  html: string
  /** The HTML is the whole page, not an article in the page layout (a React page). */
  fullPage?: boolean
  toc: TocItem[]
  breadcrumbs: NavLink[]
  prev?: NavLink
  next?: NavLink
  hideToc: boolean
  /**
   * The sidebar the page is shown with, when not the site's first (`SiteData.sidebar`): a name in
   * `SiteData.sidebars`, or '' for none (a doc that no hand-written sidebar lists).
   */
  sidebar?: string
  /** Cards for generated category index pages. */
  cards?: CategoryCard[]
  /** The docs version the page belongs to (a versioned site's docs only). */
  version?: string
  /** The docs folder (docs instance) the page belongs to, when it is not the site's main one: its id. */
  docsPluginId?: string
  /** The same doc's route in each version that has it, by version name (for the versions dropdown). */
  versionRoutes?: Record<string, string>
  /** The version's banner and badge above the doc, made on the server (site/versioned-docs.ts), shown as is. */
  versionHtml?: string
  /** Search engines are asked not to index the page (its version's `noIndex`). */
  noIndex?: boolean
  /** Path of the source file relative to the site root, for "edit"/error messages. */
  source?: string
  /** The release the page describes (frontmatter `applies_to`), shown under the title. */
  appliesTo?: string
  /** URL of the page's "Edit this page" link (`docs.editUrl`). */
  editUrl?: string
  /** When the page's file was last committed, in seconds since 1970 (`docs.showLastUpdateTime`). */
  lastUpdated?: number
  /** Who made the page's last commit, git's author name (`docs.showLastUpdateAuthor`). */
  lastUpdatedBy?: string
  /** The doc footer's HTML: the edit link, the date and the author, as text (made on the server, shown as is). */
  footerHtml?: string
}

/** A navbar item as the browser sees it (config resolved to hrefs). */
/** A navbar link, in the bar or in a dropdown's menu. */
export interface NavbarLink {
  type: 'link'
  label: string
  position: 'left' | 'right'
  href: string
  external: boolean
  className?: string
}

export type NavbarItem =
  | NavbarLink
  /** A menu of links under a label, opened by a click or by hovering it (Docusaurus' `dropdown`). */
  | { type: 'dropdown'; label: string; position: 'left' | 'right'; items: NavbarLink[]; className?: string }
  /** The docs versions, as a dropdown; its label is the version being read or the preferred one. */
  | { type: 'docsVersionDropdown'; label: string; position: 'left' | 'right'; /** Another docs folder's (docs instance's) id, with its versions; unset: the site's versions. */ pluginId?: string; versions?: VersionData[] }
  /** The site's languages, as a dropdown showing the one being read; `label` names the menu. */
  | { type: 'localeDropdown'; label: string; position: 'left' | 'right' }

export interface FooterLink {
  label: string
  href: string
  external: boolean
  /** The site's own markup, shown instead of a link. */
  html?: string
}

export interface AnnouncementBarData {
  id: string
  content: string
  isCloseable: boolean
  backgroundColor: string
  textColor: string
}

export interface ColorModeData {
  defaultMode: 'light' | 'dark'
  disableSwitch: boolean
  respectPrefersColorScheme: boolean
}

/** A search context: a sub-path with its own index. */
export interface SearchContextData {
  label: string
  path: string
}

export interface SearchData {
  resultLimit: number
  contextMaxLength: number
  highlight: boolean
  shortcut: string
  shortcutHint: boolean
  contexts: SearchContextData[]
  /** index file URL (with base) per context path; '' is the root context (and the fallback). */
  indexUrls: Record<string, string>
  /** A versioned site: the index URL (with base) of each version but the last (whose index is `indexUrls`), by name. */
  versionIndexUrls?: Record<string, string>
  /** URL (with base) of the search worker script. */
  workerUrl: string
}

/** The version entry of the spec (a single version here). */
export interface VersionData {
  name: string
  label: string
  isLast: boolean
  path: string
  mainDocId: string
  /** Route of the version's main doc, where the dropdown leads (a versioned site's versions only). */
  home?: string
}

/** Site-wide data, shipped to the browser once (the sidebar is here, not in route chunks). */
/** Buttons and feature cards of the generated home page; `to` is a site route or an external URL. */
export interface HomeData {
  actions: { label: string; to: string }[]
  features: { title: string; text: string; to?: string }[]
}

/** One language of the site (a site with `i18n`). */
export interface LocaleData {
  locale: string
  label: string
  direction: 'ltr' | 'rtl'
  htmlLang: string
  /** The site's base URL in this language ('/fr/'). */
  base: string
}

/**
 * The navbar's logo as the brand link shows it: one image, or a light and a dark one (the
 * stylesheet shows the one of the colour mode, `themed-image--light`/`--dark`).
 */
export interface NavbarLogo {
  /** URLs (with base) and, for a light/dark pair, the class of each. */
  images: { src: string; className?: string }[]
  alt: string
  /** Where the brand link leads (a route or URL); the home page when unset. */
  href?: string
  width?: number | string
  height?: number | string
}

export interface SiteData {
  /** The language being read and every language of the site, for a site with `i18n`. */
  locales?: { current: string; default: string; all: LocaleData[] }
  title: string
  tagline: string
  url: string
  base: string
  siteVersion: string
  generatorVersion: string
  /** Text next to the navbar logo (default: the title; empty: none, a Docusaurus navbar without a title). */
  navbarTitle?: string
  /** A button collapses the docs sidebar on wide screens. */
  hideableSidebar?: boolean
  /** The navbar's logo, if configured (see NavbarLogo). */
  logo?: NavbarLogo
  /** Favicon URL (with base), if configured. */
  favicon?: string
  navbar: NavbarItem[]
  hideOnScroll: boolean
  /** `html`: the site's own footer (src/theme/Footer) rendered on the server, shown instead. */
  footer: { links: FooterLink[]; copyright: string; html?: string }
  announcement?: AnnouncementBarData
  /** The generated home page's buttons and feature cards (config `home`), when configured. */
  home?: HomeData
  colorMode: ColorModeData
  /** The first sidebar: shown on every doc page that names no other (see PageData.sidebar). */
  sidebar: NavItem[]
  /** The other sidebars of a site with several (hand-written sidebars), by name; '' is none (an empty one). */
  sidebars?: Record<string, NavItem[]>
  version: VersionData
  /** Every docs version, in the dropdown's order, when the site has more than one. */
  versions?: VersionData[]
  /**
   * Where "the documentation" opens (the 404 page's and the default home page's link): the docs
   * root when a doc is there, else the first page of the sidebar; `/` when the docs are at `/`.
   */
  docsHome: string
  search: SearchData
  /** route (without base) -> URL of its route chunk (with base). */
  chunks: Record<string, string>
}

/** A sidebar item as Docusaurus hands it to theme components and site code (its `PropSidebarItem`). */
export type PropSidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; unlisted?: boolean; description?: string; className?: string }
  | { type: 'category'; label: string; items: PropSidebarItem[]; collapsed: boolean; collapsible: boolean; href?: string; description?: string; className?: string }
  | { type: 'html'; value: string; defaultStyle?: boolean; className?: string }

/** A doc as `useDocById` gives it: what DocCard shows for a link without a description. */
export interface PropVersionDoc {
  id: string
  title: string
  description: string
  sidebar?: string
}

/**
 * What the doc hooks of `@docusaurus/plugin-content-docs/client` give a doc page while it renders
 * (see templates/mdx/doc-context.ts): `useDoc()`'s fields, the sidebar the doc is shown with
 * (`useDocsSidebar()`, null without one) and its version's docs by id (`useDocById()`).
 */
export interface DocContextData {
  metadata: Record<string, unknown> & { id: string; title: string; description: string; permalink: string; frontMatter: Record<string, unknown> }
  frontMatter: Record<string, unknown>
  toc: { value: string; id: string; level: number }[]
  contentTitle: string | undefined
  assets: { image?: string }
  sidebar: { name: string; items: PropSidebarItem[] } | null
  docs: Record<string, PropVersionDoc>
}
