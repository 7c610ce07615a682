import { useActivePlugin } from './docs-client.js'
import { useLocation } from './router.js'

/** What `useRouteContext()` gives: the plugin whose route the page is, named as Docusaurus names it. */
export interface RouteContext {
  plugin: { name: string; id: string }
  data?: Record<string, unknown>
}

const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p)

/**
 * `@docusaurus/useRouteContext`: a page under a docs instance's path is that instance's
 * (`docusaurus-plugin-content-docs`, its id; with the docs at the site root, only its own docs
 * are), every other page the pages plugin's. Blog posts are not told apart from pages here.
 */
export default function useRouteContext(): RouteContext {
  const docs = useActivePlugin()
  const { pathname } = useLocation()
  const isDoc = docs && (trim(docs.pluginData.path) !== '/' || docs.pluginData.versions.some((v) => v.docs.some((d) => trim(d.path) === trim(pathname))))
  return isDoc ? { plugin: { name: 'docusaurus-plugin-content-docs', id: docs.pluginId } } : { plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } }
}
