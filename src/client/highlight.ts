const MARK = 'data-markjs'

/**
 * Marks the searched terms in the page's article (as mark.js did for the original: each word on
 * its own, ignoring case; unlike it, only where a word starts) and scrolls to the first one, or to
 * the first one after the hash target when the hit had one. Runs after a zero-delay timeout so
 * that a newly navigated route's article is in the DOM. Previous marks are removed first, so []
 * clears.
 */
export function markTerms(terms: string[], hash: string): void {
  window.setTimeout(() => {
    const article = document.querySelector('article')
    if (!article) return
    unmark(article)
    const words = [...new Set(terms.flatMap((t) => t.toLowerCase().split(/\s+/)).filter(Boolean))]
    if (words.length === 0) return
    // Matches start a word ('ms' marks 'MS' and 'MSD', not the 'ms' in 'ChemStation').
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})`, 'giu')
    const marks = mark(article, pattern)
    const target = hash ? document.getElementById(safeDecode(hash.slice(1))) : null
    const first = (target && marks.find((m) => target.compareDocumentPosition(m) & Node.DOCUMENT_POSITION_FOLLOWING)) || marks[0]
    first?.scrollIntoView({ block: 'center' })
  }, 0)
}

function mark(root: Element, pattern: RegExp): HTMLElement[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('script, style, button, mark') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  })
  const texts: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text)
  const marks: HTMLElement[] = []
  for (const text of texts) {
    const value = text.data
    const found = [...value.matchAll(pattern)]
    if (found.length === 0) continue
    const fragment = document.createDocumentFragment()
    let at = 0
    for (const m of found) {
      fragment.append(value.slice(at, m.index))
      const el = document.createElement('mark')
      el.setAttribute(MARK, 'true')
      el.textContent = m[0]
      fragment.append(el)
      marks.push(el)
      at = m.index + m[0].length
    }
    fragment.append(value.slice(at))
    text.replaceWith(fragment)
  }
  return marks
}

function unmark(root: Element): void {
  const parents = new Set<Node>()
  for (const el of root.querySelectorAll(`mark[${MARK}]`)) {
    if (el.parentNode) parents.add(el.parentNode)
    el.replaceWith(...el.childNodes)
  }
  for (const parent of parents) parent.normalize()
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
