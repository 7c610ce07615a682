import { loadWhenPresent } from './load-when-present.js'

/**
 * Loads the tab code (tabs.ts) the first time an article has MDX tabs, then, on that page and
 * every later one, restores the stored tab choices. Most pages have no tabs and load nothing.
 */
export function createTabsLoader(doc: Document): () => void {
  return loadWhenPresent(
    doc,
    '.tabs-container',
    () => import('./tabs.js').then((m) => (m.installTabs(doc), m)),
    (m) => m.restoreTabs(doc),
    'chemdocs tabs: the tab code could not be loaded',
  )
}
