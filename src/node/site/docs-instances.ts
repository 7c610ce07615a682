import type { PageData, VersionData } from '../../shared/types.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import { instanceConfig } from '../config/docs-instances.js'
import type { Diagnostic } from '../diagnostics.js'
import { collectDocs, type CollectedSources } from '../collect/collect.js'
import { readDocVersions, versionConfig, type DocVersion } from '../collect/doc-versions.js'
import type { AssetRegistry } from '../transform/assets.js'
import type { DocsInstanceDocs } from '../types.js'
import { buildVersion, markVersions, type BuiltVersion } from './versioned-docs.js'
import { addPageMeta, lastCommits, type LastCommit } from './page-meta.js'
import type { InstanceNavTarget } from './site-data.js'

// The site's docs folders beside the main one (`docsInstances`, Docusaurus' docs plugin
// instances). Each is built as the versions of a versioned site are: collected, transformed and
// laid out on its own, with its own folder, route, sidebars file and versions, then merged into
// the site. Its sidebars are named `<id>/<sidebar>` (`<id>/<version>/<sidebar>` for a version
// other than its last), so that each doc is shown with a sidebar of its own folder.

/** One more docs folder, collected: its config, each version to build with its sources. */
export interface CollectedInstance {
  id: string
  config: ResolvedConfig
  /** Whether it has released versions (`<id>_versions.json`). */
  versioned: boolean
  versions: { version: DocVersion; sources: CollectedSources }[]
  diagnostics: Diagnostic[]
}

/** One more docs folder, built: every version of it, the version dropdown's entries (when versioned), its problems. */
export interface BuiltInstance {
  id: string
  config: ResolvedConfig
  built: BuiltVersion[]
  versions?: VersionData[]
  diagnostics: Diagnostic[]
}

/** Collects the sources of every version of every docs instance (before any page is transformed: pages may read them all). */
export function collectDocsInstances(config: ResolvedConfig): CollectedInstance[] {
  return config.docsInstances.map((instance) => {
    const own = instanceConfig(config, instance)
    const versioning = readDocVersions(own)
    const versions = versioning?.versions ?? [onlyVersion(own)]
    return { id: instance.id, config: own, versioned: versioning !== undefined, versions: versions.map((version) => ({ version, sources: collectDocs(versionConfig(own, version)) })), diagnostics: versioning?.diagnostics ?? [] }
  })
}

/** The docs of each instance's last version, for the docs' global data. */
export function instanceDocsOf(instances: readonly CollectedInstance[]): DocsInstanceDocs[] {
  return instances.flatMap((instance) => {
    const last = instance.versions.find((v) => v.version.isLast) ?? instance.versions[0]
    if (!last) return []
    const { docs } = versionConfig(instance.config, last.version)
    return [{ id: instance.id, routeBasePath: docs.routeBasePath, version: docs.version, docs: last.sources.files.filter((f) => !f.sitePage) }]
  })
}

/** Transforms and lays out every version of every docs instance; `mainDocs` are the main folder's (for global data). */
export async function buildDocsInstances(instances: readonly CollectedInstance[], assets: AssetRegistry, mainDocs: DocsInstanceDocs): Promise<BuiltInstance[]> {
  const everyDocs = [mainDocs, ...instanceDocsOf(instances)]
  const built: BuiltInstance[] = []
  for (const instance of instances) {
    const versions: BuiltVersion[] = []
    for (const { version, sources } of instance.versions) {
      const sidebarName = (name: string) => (version.isLast ? `${instance.id}/${name}` : `${instance.id}/${version.name}/${name}`)
      versions.push(await buildVersion(instance.config, version, assets, { sources, otherDocs: everyDocs, sidebarName, noSidebarsFile: instance.config.docs.sidebarPath === undefined }))
    }
    for (const data of versions.flatMap((b) => [...b.model.routes.values()])) data.docsPluginId = instance.id
    const dropdown = instance.versioned ? markVersions(versions.map((b) => ({ version: b.version, model: b.model })), instance.config) : undefined
    built.push({ id: instance.id, config: instance.config, built: versions, ...(dropdown && { versions: dropdown }), diagnostics: instance.diagnostics })
  }
  return built
}

/** The one version of an instance without versions: its docs folder at its route. */
function onlyVersion(config: ResolvedConfig): DocVersion {
  const { docs } = config
  return { name: docs.version.name, label: docs.version.label, routeBasePath: docs.routeBasePath.replace(/^\/+|\/+$/g, ''), docsDir: config.docsDir, isCurrent: true, isLast: true, banner: 'none', badge: false, noIndex: false }
}

/** Each instance's "Edit this page" links and last-update dates, from its own options and folder. */
export async function addInstancesPageMeta(routes: Map<string, PageData>, instances: readonly BuiltInstance[]): Promise<void> {
  for (const instance of instances) {
    const { showLastUpdateTime, showLastUpdateAuthor } = instance.config.docs
    const commits = showLastUpdateTime || showLastUpdateAuthor ? await lastCommits(instance.config.docsDir) : new Map<string, LastCommit>()
    for (const built of instance.built) addPageMeta(routes, built.pages, versionConfig(instance.config, built.version), commits)
  }
}

/** What navbar items naming an instance (`docsPluginId`) lead to: its docs by id, its main doc, its versions. */
export function instanceNavTargets(instances: readonly BuiltInstance[]): Map<string, InstanceNavTarget> {
  return new Map(
    instances.flatMap((instance) => {
      const last = instance.built.find((b) => b.version.isLast) ?? instance.built[0]
      if (!last) return []
      const docRouteOfId = new Map([...last.model.docIds].map(([route, id]) => [id, route]))
      const home = docRouteOfId.get(last.model.mainDocId) ?? `/${last.version.routeBasePath}`
      return [[instance.id, { docRouteOfId, home, version: { name: last.version.name, label: last.version.label, isLast: true, path: `/${last.version.routeBasePath}`, mainDocId: last.model.mainDocId, home }, ...(instance.versions && { versions: instance.versions }) }]]
    }),
  )
}
