/**
 * Loads the tab code (tabs.ts) the first time an article has MDX tabs, then, on that page and
 * every later one, restores the stored tab choices. Most pages have no tabs and load nothing.
 */
export function createTabsLoader(doc: Document): () => void {
  let tabs: Promise<typeof import('./tabs.js')> | undefined
  return () => {
    if (!tabs && !doc.querySelector('.tabs-container')) return
    tabs ??= import('./tabs.js').then((m) => (m.installTabs(doc), m))
    tabs.then(
      (m) => m.restoreTabs(doc),
      (error: unknown) => {
        tabs = undefined
        console.error('chemdocs tabs: the tab code could not be loaded', error)
      },
    )
  }
}
