import { addCopyButtons, installCodeCopy } from './code-copy.js'
import { installTabs, restoreTabs } from './tabs.js'
import { createTocSpy } from './toc-spy.js'

/**
 * Once: the delegated listeners of MDX tabs and of code blocks' copy buttons, and the TOC's
 * scroll-spy. Returns what to do for each article shown: stored tab choices, a copy button on
 * every code block, the TOC of the page followed, Mermaid diagrams drawn (their code, and the
 * site's Mermaid library, loaded only once a page has one). Not through load-when-present.ts:
 * a module shared with the entry script would cost the entry bytes it does not have.
 */
export function installArticleWidgets(doc: Document): () => void {
  installTabs(doc)
  installCodeCopy(doc)
  const spy = createTocSpy(doc)
  let diagrams: Promise<() => void> | undefined
  return () => {
    restoreTabs(doc)
    addCopyButtons(doc)
    spy.show()
    if (!doc.querySelector('.markdown .mermaid-diagram')) return
    diagrams ??= import('./mermaid-diagrams.js').then((m) => m.createMermaidDiagrams(doc))
    diagrams.then(
      (draw) => draw(),
      (error: unknown) => {
        diagrams = undefined
        console.error('chemdocs: the mermaid diagrams could not be drawn', error)
      },
    )
  }
}
