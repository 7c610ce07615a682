import { addCopyButtons, installCodeCopy } from './code-copy.js'
import { installTabs, restoreTabs } from './tabs.js'

/** Once: the delegated listeners of MDX tabs and of code blocks' copy buttons. */
export function installArticleWidgets(doc: Document): void {
  installTabs(doc)
  installCodeCopy(doc)
}

/** Each article shown: stored tab choices, and a copy button on every code block. */
export function showArticleWidgets(doc: Document): void {
  restoreTabs(doc)
  addCopyButtons(doc)
}
