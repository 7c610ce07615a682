import { loadWhenPresent } from './load-when-present.js'

/**
 * Loads the copy buttons (code-copy.ts) the first time an article has a code block, then adds them
 * on that page and every later one. Pages without code load nothing.
 */
export function createCodeCopyLoader(doc: Document): () => void {
  return loadWhenPresent(
    doc,
    '.markdown .code-block',
    () => import('./code-copy.js').then((m) => (m.installCodeCopy(doc), m)),
    (m) => m.addCopyButtons(doc),
    'chemdocs code blocks: the copy button code could not be loaded',
  )
}
