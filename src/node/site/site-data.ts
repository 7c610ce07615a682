import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { NavbarItem, NavItem, SiteData } from '../../shared/types.js'
import { isExternal, withBase } from '../../shared/url.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import { PACKAGE_ROOT } from '../render/bundle.js'
import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import { locateValue } from '../locate-value.js'

/** chemdocs' own version, for the generator meta tag. */
export const GENERATOR_VERSION: string = (
  JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }
).version

export interface SiteDataInput {
  config: ResolvedConfig
  sidebar: NavItem[]
  docRouteOfId: Map<string, string>
  /** The version's main doc as the site model chose it (default: the configured one, or ''). */
  mainDocId?: string
  chunks: Record<string, string>
  indexUrls: Record<string, string>
  workerUrl: string
}

/** Resolves config navbar/footer items into hrefs; a doc id that does not exist is a problem. */
export function createSiteData(input: SiteDataInput): { site: SiteData; diagnostics: Diagnostic[] } {
  const { config } = input
  const diagnostics: Diagnostic[] = []
  const configFile = path.relative(process.cwd(), config.configFile) || config.configFile
  const hrefOf = (item: { label?: string | undefined; to?: string | undefined; href?: string | undefined; docId?: string | undefined }): string => {
    if (item.docId !== undefined) {
      const route = input.docRouteOfId.get(item.docId)
      if (route === undefined) {
        diagnostics.push(createDiagnostic('missing-doc', `navbar item "${item.label}" points to doc id \`${item.docId}\`, which does not exist`, { file: configFile, ...locateValue(config.configFile, 'docId', item.docId) }))
        return '/'
      }
      return route
    }
    return item.href ?? item.to ?? '/'
  }
  const versionPath = '/' + config.docs.routeBasePath.replace(/^\/+|\/+$/g, '')
  const site: SiteData = {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    base: config.base,
    siteVersion: config.siteVersion,
    ...(config.logo !== undefined && { logo: withBase(config.base, config.logo) }),
    ...(config.favicon !== undefined && { favicon: withBase(config.base, config.favicon) }),
    generatorVersion: GENERATOR_VERSION,
    navbar: config.navbar.items.map((item): NavbarItem => {
      if (item.type === 'docsVersionDropdown') return { type: item.type, label: item.label, position: item.position }
      const href = hrefOf(item)
      return { type: 'link', label: item.label, position: item.position, href, external: isExternal(href), ...(item.className !== undefined && { className: item.className }) }
    }),
    hideOnScroll: config.navbar.hideOnScroll,
    ...(config.navbar.title !== undefined && { navbarTitle: config.navbar.title }),
    ...(config.docs.hideableSidebar && { hideableSidebar: true }),
    footer: {
      links: config.footer.links.map((l) => {
        const href = hrefOf(l)
        return { label: l.label ?? '', href, external: isExternal(href), ...(l.html !== undefined && { html: l.html }) }
      }),
      copyright: config.footer.copyright,
    },
    ...(config.announcementBar && { announcement: config.announcementBar }),
    ...(config.home && { home: config.home }),
    colorMode: config.colorMode,
    sidebar: input.sidebar,
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
