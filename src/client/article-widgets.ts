import { addCopyButtons, installCodeCopy } from './code-copy.js'
import { installTabs, restoreTabs } from './tabs.js'
import { createTocSpy } from './toc-spy.js'

/**
 * Once: the delegated listeners of MDX tabs and of code blocks' copy buttons, and the TOC's
 * scroll-spy. Returns what to do for each article shown: stored tab choices, a copy button on
 * every code block, the TOC of the page followed.
 */
export function installArticleWidgets(doc: Document): () => void {
  installTabs(doc)
  installCodeCopy(doc)
  const spy = createTocSpy(doc)
  return () => {
    restoreTabs(doc)
    addCopyButtons(doc)
    spy.show()
  }
}
