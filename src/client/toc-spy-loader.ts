import { loadWhenPresent } from './load-when-present.js'

/**
 * Loads the scroll-spy (toc-spy.ts) the first time a page has a TOC, then points it at the TOC of
 * every page shown. Pages without one load nothing.
 */
export function createTocSpyLoader(doc: Document): () => void {
  return loadWhenPresent(
    doc,
    '.toc__link',
    () => import('./toc-spy.js').then((m) => m.createTocSpy(doc)),
    (spy) => spy.show(),
    'chemdocs: the table of contents scroll-spy could not be loaded',
  )
}
