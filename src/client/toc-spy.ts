/**
 * Scroll-spy: marks the TOC link of the section being read with aria-current="location", in the
 * side TOC and the collapsible one alike. The section being read is the one whose heading is the
 * last above a line a third down the window; at the end of the page it is the last one, as a
 * short last section never reaches that line.
 */
export function createTocSpy(doc: Document): { show(): void } {
  let headings: HTMLElement[] = []
  let links = new Map<string, HTMLAnchorElement[]>()
  let current: string | undefined
  let frame = 0
  const update = () => {
    frame = 0
    const id = sectionBeingRead(headings, doc.documentElement)
    if (id === current) return
    for (const a of links.get(current ?? '') ?? []) a.removeAttribute('aria-current')
    for (const a of links.get(id ?? '') ?? []) a.setAttribute('aria-current', 'location')
    current = id
  }
  // One measure per frame however many scroll events arrive.
  const schedule = () => void (frame ||= requestAnimationFrame(update))
  addEventListener('scroll', schedule, { passive: true })
  addEventListener('resize', schedule, { passive: true })
  // A jump from the collapsible TOC closes it first (click handlers run before the jump), so the
  // heading lands where it would without the open list above it.
  doc.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.('.toc-collapsible a')) (event.target as Element).closest('details')?.removeAttribute('open')
  })
  return {
    /** Each page shown: its TOC links and headings (React may reuse a link of the page before). */
    show() {
      for (const a of doc.querySelectorAll('.toc__link[aria-current]')) a.removeAttribute('aria-current')
      // A new page starts with its collapsible TOC closed (React keeps the element, and its state).
      doc.querySelector('.toc-collapsible')?.removeAttribute('open')
      links = new Map()
      for (const a of doc.querySelectorAll<HTMLAnchorElement>('a.toc__link[href^="#"]')) {
        const id = decodeURIComponent(a.hash.slice(1))
        links.set(id, [...(links.get(id) ?? []), a])
      }
      headings = [...links.keys()].flatMap((id) => doc.getElementById(id) ?? [])
      current = undefined
      update()
    },
  }
}

function sectionBeingRead(headings: HTMLElement[], root: HTMLElement): string | undefined {
  if (headings.length === 0) return undefined
  if (scrollY > 0 && innerHeight + scrollY >= root.scrollHeight - 2) return headings[headings.length - 1]!.id
  const line = innerHeight / 3
  let id: string | undefined
  for (const h of headings) {
    if (h.getBoundingClientRect().top > line) break
    id = h.id
  }
  return id
}
