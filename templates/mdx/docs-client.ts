import { useAllPluginInstancesData, usePluginData } from '@docusaurus/useGlobalData'
import { useLocation } from './router.js'

// `@docusaurus/plugin-content-docs/client`: the hooks that read the docs plugin's global data
// (its instances, versions and docs) against the page's path, with Docusaurus' matching rules.
export { useCurrentSidebarCategory } from './theme-common.js'
export { DocProvider, DocsSidebarProvider, DocsVersionProvider, useDoc, useDocById, useDocsSidebar } from './doc-context.js'
export { firstLinkOf as findFirstSidebarItemLink } from './DocCard.js'

interface GlobalDoc {
  id: string
  path: string
  sidebar?: string
}
interface GlobalVersion {
  name: string
  label: string
  isLast: boolean
  path: string
  mainDocId: string
  docs: GlobalDoc[]
}
interface GlobalPluginData {
  path: string
  versions: GlobalVersion[]
}
type ActivePlugin = { pluginId: string; pluginData: GlobalPluginData }

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs'

/** react-router's matchPath: `path` itself, with or without a trailing slash, and (not exact) what lies below it. */
function matches(pathname: string, path: string, exact: boolean): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p)
  const [at, root] = [trim(pathname), trim(path)]
  return at === root || (!exact && (root === '/' || at.startsWith(`${root}/`)))
}

export function useAllDocsData(): Record<string, GlobalPluginData> {
  return (useAllPluginInstancesData(DOCS_PLUGIN) ?? {}) as Record<string, GlobalPluginData>
}

export function useDocsData(pluginId?: string): GlobalPluginData {
  return usePluginData(DOCS_PLUGIN, pluginId, { failfast: true }) as GlobalPluginData
}

/** The docs instance the page belongs to: the one with the longest path the page lies under. */
export function useActivePlugin(options: { failfast?: boolean } = {}): ActivePlugin | undefined {
  const all = useAllDocsData()
  const { pathname } = useLocation()
  const entry = Object.entries(all)
    .sort((a, b) => b[1].path.localeCompare(a[1].path))
    .find(([, data]) => matches(pathname, data.path, false))
  if (!entry && options.failfast) {
    throw new Error(`Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${Object.values(all).map((d) => d.path).join(', ')}`)
  }
  return entry ? { pluginId: entry[0], pluginData: entry[1] } : undefined
}

function activeVersion(data: GlobalPluginData, pathname: string): GlobalVersion | undefined {
  // A version whose path holds another's (`/docs/next` in `/docs`) is tried first.
  const sorted = [...data.versions].sort((a, b) => (a.path === b.path ? 0 : a.path.includes(b.path) ? -1 : b.path.includes(a.path) ? 1 : 0))
  return sorted.find((v) => matches(pathname, v.path, false))
}

function latestVersion(data: GlobalPluginData): GlobalVersion {
  return data.versions.find((v) => v.isLast)!
}

function activeDocContext(data: GlobalPluginData, pathname: string) {
  const version = activeVersion(data, pathname)
  const doc = version?.docs.find((d) => matches(pathname, d.path, true))
  const alternateDocVersions: Record<string, GlobalDoc> = {}
  if (doc) for (const v of data.versions) for (const d of v.docs) if (d.id === doc.id) alternateDocVersions[v.name] = d
  return { activeVersion: version, activeDoc: doc, alternateDocVersions }
}

export function useActivePluginAndVersion(options: { failfast?: boolean } = {}): { activePlugin: ActivePlugin; activeVersion: GlobalVersion | undefined } | undefined {
  const plugin = useActivePlugin(options)
  const { pathname } = useLocation()
  return plugin ? { activePlugin: plugin, activeVersion: activeVersion(plugin.pluginData, pathname) } : undefined
}

export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  return latestVersion(useDocsData(pluginId))
}

export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const data = useDocsData(pluginId)
  return activeVersion(data, useLocation().pathname)
}

export function useActiveDocContext(pluginId?: string) {
  const data = useDocsData(pluginId)
  return activeDocContext(data, useLocation().pathname)
}

export function useDocVersionSuggestions(pluginId?: string): { latestDocSuggestion: GlobalDoc | undefined; latestVersionSuggestion: GlobalVersion } {
  const data = useDocsData(pluginId)
  const latest = latestVersion(data)
  return { latestDocSuggestion: activeDocContext(data, useLocation().pathname).alternateDocVersions[latest.name], latestVersionSuggestion: latest }
}
