// What `@docusaurus/useGlobalData` gives a site's code: the data plugins publish for the browser.
// Of Docusaurus' own plugins only the docs plugin publishes any (its versions and docs, the shape
// of @docusaurus/plugin-content-docs' globalData.ts); the site's own plugins publish theirs with
// setGlobalData (see site-plugins.ts); usePluginData('other-name') gives undefined, as Docusaurus
// does for a plugin without data.

import { withBase } from '../../shared/url.js'
import type { DocsInstanceDocs } from '../types.js'

type Obj = Record<string, unknown>

/** The name the docs plugin files its data under (Docusaurus' plugin name). */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs'

/** A doc as global data lists it. */
interface GlobalDoc {
  id: string
  /** Its URL path, the base URL included. */
  path: string
}

/**
 * The site's global data: `{ 'docusaurus-plugin-content-docs': { <id>: { path, versions,
 * breadcrumbs } } }`, one entry per docs instance with docs, one version each (the one built at
 * its route). A doc's `sidebar` is left out: chemdocs reads the sidebars after the pages that
 * could ask for it are made.
 */
export function docsGlobalData(base: string, instances: readonly DocsInstanceDocs[]): Obj {
  const entries = instances.filter((i) => i.docs.length > 0).map((i) => [i.id, instanceData(base, i)] as const)
  return entries.length === 0 ? {} : { [DOCS_PLUGIN]: Object.fromEntries(entries) }
}

function instanceData(base: string, input: DocsInstanceDocs): Obj {
  const path = withBase(base, `/${input.routeBasePath}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1'))
  // The doc at the version's root (`slug: /`) has Docusaurus' permalink `<path>/`.
  const pathOf = (route: string) => {
    const full = withBase(base, route)
    return full === path && !full.endsWith('/') ? `${full}/` : full
  }
  const docs: GlobalDoc[] = input.docs.map((d) => ({ id: d.id, path: pathOf(d.route) }))
  // Docusaurus' main doc: the one at the version's root, else the first of the (first) sidebar.
  const home = docs.find((d) => d.path.replace(/\/$/, '') === path.replace(/\/$/, ''))
  const mainDocId = input.version.mainDocId ?? home?.id ?? docs[0]!.id
  const version = { name: input.version.name, label: input.version.label, isLast: true, path, mainDocId, docs, draftIds: [], sidebars: {} }
  return { path, versions: [version], breadcrumbs: true }
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
