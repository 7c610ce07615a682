import type { NavItem, NavLink, PageData, VersionData } from '../../shared/types.js'
import { withBase } from '../../shared/url.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import type { Diagnostic } from '../diagnostics.js'
import { collectDocs, type CollectedSources } from '../collect/collect.js'
import { readVersionSidebars, versionConfig, type DocVersion } from '../collect/doc-versions.js'
import { escapeHtml } from '../render/render.js'
import type { AssetRegistry } from '../transform/assets.js'
import { transformPagesParallel } from '../transform/transform-pages.js'
import type { DocsInstanceDocs, Page } from '../types.js'
import { buildSite, type SiteModel } from './routes.js'
import { readSidebarsFile } from '../collect/sidebars-file.js'

// The released versions of a versioned site, beside the version the main pipeline builds: each is
// collected, transformed and laid out on its own (its folders, categories and sidebars are its
// own), then merged into the site. Its sidebars are named `<version>/<sidebar>` so that each doc
// is shown with the sidebar of its own version.

/** One more version, built: its pages, routes, sidebars (named for the site) and problems. */
export interface BuiltVersion {
  diagnostics: Diagnostic[]
  version: DocVersion
  pages: Page[]
  model: SiteModel
  /** Its sidebars under their site-wide names, in order. */
  sidebars: Map<string, NavItem[]>
}

/** How buildVersion builds a version: its sources if already collected, the other docs folders, its sidebars' site-wide names. */
export interface BuildVersionOptions {
  sources?: CollectedSources
  /** The site's other docs folders, for site code reading the docs' global data. */
  otherDocs?: readonly DocsInstanceDocs[]
  /** The site-wide name of one of its sidebars. @default `<version>/<sidebar>` */
  sidebarName?: (name: string) => string
  /** No sidebars file is read (a docs instance without `sidebarPath`): the sidebar is made from the folders. */
  noSidebarsFile?: boolean
}

/** Collects (unless given its sources), transforms and lays out one version of a docs folder. */
export async function buildVersion(config: ResolvedConfig, version: DocVersion, assets: AssetRegistry, options: BuildVersionOptions = {}): Promise<BuiltVersion> {
  const own = versionConfig(config, version)
  const sources = options.sources ?? collectDocs(own)
  // The docs folder's sidebars are the site's sidebars file; a released version's are its own.
  // Read before the transform, whose MDX pages read them (useDocsSidebar).
  const none = { sidebars: undefined, diagnostics: [] }
  const specs = !version.isCurrent ? readVersionSidebars(version) : options.noSidebarsFile ? none : ((await readSidebarsFile(config.root, config.docs.sidebarPath)) ?? none)
  const pages = await transformPagesParallel(own, { ...sources, ...(options.otherDocs && { otherDocs: options.otherDocs }), ...(specs.sidebars && { sidebars: specs.sidebars }) }, assets)
  const model = buildSite(pages, sources.categories, own, specs.sidebars)
  const names = [...model.sidebars.sidebars.keys()]
  const named = options.sidebarName ?? ((name: string) => `${version.name}/${name}`)
  for (const data of model.routes.values()) {
    if (data.sidebar === '') continue
    data.sidebar = named(data.sidebar ?? names[0]!)
  }
  const sidebars = new Map([...model.sidebars.sidebars].map(([name, items]) => [named(name), items]))
  return { version, pages, model, sidebars, diagnostics: [...sources.diagnostics, ...specs.diagnostics, ...pages.flatMap((p) => p.diagnostics), ...model.diagnostics] }
}

/** A version as laid out: the main pipeline's (the last version) or one built here. */
export interface LaidOutVersion {
  version: DocVersion
  model: SiteModel
}

/**
 * Marks every version's docs (see markVersionPages) and returns the dropdown's entries, in the
 * order given (Docusaurus': current first, then versions.json's), each leading to its main doc.
 */
export function markVersions(laidOut: LaidOutVersion[], site: { title: string; base: string }): VersionData[] {
  const routeOfId = (model: SiteModel) => new Map([...model.docIds].map(([route, id]) => [id, route]))
  const homeOf = (model: SiteModel, version: DocVersion) => routeOfId(model).get(model.mainDocId) ?? `/${version.routeBasePath}`
  const lastOne = laidOut.find((l) => l.version.isLast)
  const last = lastOne && { version: lastOne.version, routeOfId: routeOfId(lastOne.model), home: homeOf(lastOne.model, lastOne.version) }
  for (const { version, model } of laidOut) markVersionPages(model.routes, version, model.docIds, last, site)
  // Each doc's route in every version that has a doc of its id: the dropdown opens the same doc.
  const routesOfId = laidOut.map(({ version, model }) => ({ name: version.name, routeOfId: routeOfId(model) }))
  for (const { model } of laidOut) {
    for (const [route, id] of model.docIds) {
      const data = model.routes.get(route)
      if (data) data.versionRoutes = Object.fromEntries(routesOfId.flatMap((v) => (v.routeOfId.has(id) ? [[v.name, v.routeOfId.get(id)!]] : [])))
    }
  }
  return laidOut.map(({ version, model }) => ({ name: version.name, label: version.label, isLast: version.isLast, path: `/${version.routeBasePath}`.replace(/^\/$/, '/'), mainDocId: model.mainDocId, home: homeOf(model, version) }))
}

/**
 * Marks each doc of a version with its version, and, for a version other than the last, with the
 * banner Docusaurus shows above it: "unreleased" or "no longer maintained", linking to the same
 * doc in the last version, or to that version's main doc; and the "Version: X" badge.
 */
function markVersionPages(routes: Map<string, PageData>, version: DocVersion, docIdOfRoute: Map<string, string>, last: { version: DocVersion; routeOfId: Map<string, string>; home: string } | undefined, site: { title: string; base: string }): void {
  for (const data of routes.values()) {
    if (data.kind !== 'doc' && data.kind !== 'category') continue
    data.version = version.name
    const parts: string[] = []
    if (version.banner !== 'none' && last) {
      const id = docIdOfRoute.get(data.route)
      const target = (id !== undefined ? last.routeOfId.get(id) : undefined) ?? last.home
      const what = version.banner === 'unreleased' ? `This is unreleased documentation for ${site.title} ${version.label} version.` : `This is documentation for ${site.title} ${version.label}, which is no longer actively maintained.`
      parts.push(`<div class="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert"><div>${escapeHtml(what)}</div><div class="margin-top--md">For up-to-date documentation, see the <b><a href="${escapeHtml(withBase(site.base, target))}" data-version="${escapeHtml(last.version.name)}">latest version</a></b> (${escapeHtml(last.version.label)}).</div></div>`)
    }
    if (version.badge) parts.push(`<span class="theme-doc-version-badge badge badge--secondary">Version: ${escapeHtml(version.label)}</span>`)
    if (parts.length > 0) data.versionHtml = parts.join('')
    if (version.noIndex) data.noIndex = true
  }
}

/** Breadcrumbs of every version's docs, for search. */
export function allBreadcrumbs(models: SiteModel[]): Map<string, NavLink[]> {
  return new Map(models.flatMap((m) => [...m.breadcrumbs]))
}
