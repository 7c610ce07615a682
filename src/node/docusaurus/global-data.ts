// What `@docusaurus/useGlobalData` gives a site's code: the data Docusaurus' own plugins publish
// for the browser. Of those only the docs plugin publishes any (its versions and docs, the shape
// of @docusaurus/plugin-content-docs' globalData.ts); a site's own plugins cannot run here, so
// usePluginData('their-name') gives undefined, as Docusaurus does for a plugin without data.

import { withBase } from '../../shared/url.js'

type Obj = Record<string, unknown>

/** The name the docs plugin files its data under (Docusaurus' plugin name). */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs'

/** A doc as global data lists it. */
interface GlobalDoc {
  id: string
  /** Its URL path, the base URL included. */
  path: string
}

export interface DocsGlobalDataInput {
  base: string
  /** The docs' URL prefix below the base (`docs`, or `/` for docs at the site root). */
  routeBasePath: string
  version: { name: string; label: string; mainDocId?: string | undefined }
  /** The docs in sidebar order: id and route (below the base). */
  docs: readonly { id: string; route: string }[]
}

/**
 * The site's global data: `{ 'docusaurus-plugin-content-docs': { default: { path, versions,
 * breadcrumbs } } }`, one version (the docs folder). A doc's `sidebar` is left out: chemdocs
 * reads the sidebars after the pages that could ask for it are made.
 */
export function docsGlobalData(input: DocsGlobalDataInput): Obj {
  if (input.docs.length === 0) return {}
  const path = withBase(input.base, `/${input.routeBasePath}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1'))
  // The doc at the version's root (`slug: /`) has Docusaurus' permalink `<path>/`.
  const pathOf = (route: string) => {
    const full = withBase(input.base, route)
    return full === path && !full.endsWith('/') ? `${full}/` : full
  }
  const docs: GlobalDoc[] = input.docs.map((d) => ({ id: d.id, path: pathOf(d.route) }))
  // Docusaurus' main doc: the one at the version's root, else the first of the (first) sidebar.
  const home = docs.find((d) => d.path.replace(/\/$/, '') === path.replace(/\/$/, ''))
  const mainDocId = input.version.mainDocId ?? home?.id ?? docs[0]!.id
  const version = { name: input.version.name, label: input.version.label, isLast: true, path, mainDocId, docs, draftIds: [], sidebars: {} }
  return { [DOCS_PLUGIN]: { default: { path, versions: [version], breadcrumbs: true } } }
}

/**
 * The module behind `@docusaurus/useGlobalData`: Docusaurus' three hooks over `globalData`,
 * `failfast` included (it throws where Docusaurus throws, with its message).
 */
export function globalDataModule(globalData: Obj): string {
  return `const globalData = ${JSON.stringify(globalData)}
export default function useGlobalData() { return globalData }
export function useAllPluginInstancesData(pluginName, options = {}) {
  const data = globalData[pluginName]
  if (!data && options.failfast) throw new Error('Docusaurus plugin global data not found for "' + pluginName + '" plugin.')
  return data
}
export function usePluginData(pluginName, pluginId = 'default', options = {}) {
  const data = useAllPluginInstancesData(pluginName)?.[pluginId]
  if (!data && options.failfast) throw new Error('Docusaurus plugin global data not found for "' + pluginName + '" plugin with id "' + pluginId + '".')
  return data
}`
}
