/**
 * Animates the `<details>` blocks of articles and the phone's "On this page": the animation (details.ts) is fetched at the first
 * click on a summary; until a reader clicks one, a page loads nothing for having a block. If it
 * cannot be loaded (the failure is in the browser's network log), the block opens and closes as
 * the browser does it, without animation, for the rest of the visit. The
 * article is an HTML string, not React: one delegated listener serves every page shown.
 */
export function installDetailsLoader(doc: Document): void {
  let animation: Promise<typeof import('./details.js')> | undefined
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null
    // The article's blocks, and "On this page" on narrow screens (B16 names the mobile TOC too).
    const summary = target?.closest?.('.markdown details > summary, .toc-collapsible > summary')
    // A link inside the summary is followed, not a toggle.
    if (!summary || event.defaultPrevented || target!.closest('a')) return
    event.preventDefault()
    ;(animation ??= import('./details.js')).then(
      (m) => m.toggleDetails(summary),
      () => {
        const details = summary.parentElement as HTMLDetailsElement
        details.open = !details.open
      },
    )
  })
}
