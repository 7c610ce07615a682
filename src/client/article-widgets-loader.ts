import { loadWhenPresent } from './load-when-present.js'

/**
 * Loads the code of the article widgets (article-widgets.ts: MDX tabs, code blocks' copy buttons,
 * the TOC's scroll-spy) the first time a page has tabs, a code block or a TOC, then, on that page
 * and every later one, restores the stored tab choices, adds the copy buttons and follows the TOC.
 * Pages with none load nothing. One chunk for all: a loader of its own each would cost the entry
 * script bytes it does not have.
 */
export function createArticleWidgetsLoader(doc: Document): () => void {
  return loadWhenPresent(
    doc,
    '.tabs-container, .markdown .code-block, .toc__link',
    () => import('./article-widgets.js').then((m) => m.installArticleWidgets(doc)),
    (show) => show(),
    'chemdocs: the article widgets could not be loaded',
  )
}
