import { addCopyButtons, installCodeCopy } from './code-copy.js'
import { loadWhenPresent } from './load-when-present.js'
import { installTabs, restoreTabs } from './tabs.js'
import { createTocSpy } from './toc-spy.js'

/**
 * Once: the delegated listeners of MDX tabs and of code blocks' copy buttons, and the TOC's
 * scroll-spy. Returns what to do for each article shown: stored tab choices, a copy button on
 * every code block, the TOC of the page followed, Mermaid diagrams drawn (their code, and the
 * site's Mermaid library, loaded only once a page has one).
 */
export function installArticleWidgets(doc: Document): () => void {
  installTabs(doc)
  installCodeCopy(doc)
  const spy = createTocSpy(doc)
  const drawDiagrams = loadWhenPresent(
    doc,
    '.markdown .mermaid-diagram',
    () => import('./mermaid-diagrams.js').then((m) => m.createMermaidDiagrams(doc)),
    (draw) => draw(),
    'chemdocs: the mermaid diagrams could not be drawn',
  )
  return () => {
    restoreTabs(doc)
    addCopyButtons(doc)
    spy.show()
    drawDiagrams()
  }
}
