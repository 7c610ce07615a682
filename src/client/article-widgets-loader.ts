import { loadWhenPresent } from './load-when-present.js'

/**
 * Loads the code of the article widgets (article-widgets.ts: MDX tabs, code blocks' copy buttons)
 * the first time an article has tabs or a code block, then, on that page and every later one,
 * restores the stored tab choices and adds the copy buttons. Pages with neither load nothing. One
 * chunk for both: a loader of its own each would cost the entry script bytes it does not have.
 */
export function createArticleWidgetsLoader(doc: Document): () => void {
  return loadWhenPresent(
    doc,
    '.tabs-container, .markdown .code-block',
    () => import('./article-widgets.js').then((m) => (m.installArticleWidgets(doc), m)),
    (m) => m.showArticleWidgets(doc),
    'chemdocs: the article widgets could not be loaded',
  )
}
