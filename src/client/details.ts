import { COLLAPSE_EASING, collapseDuration } from '../../templates/collapse-timing.js'

/**
 * Opens or closes the `<details>` block of a clicked `<summary>` of an article (raw HTML in
 * Markdown, or MDX's @theme/Details) or of "On this page" on a narrow screen with the height animation of sidebar categories (B16): a
 * duration from the content height, 1 ms under reduced motion, ease-in-out. Fetched at the first
 * such click (details-loader.ts), so pages load no more JavaScript for having a details block.
 */
export function toggleDetails(summary: Element): void {
  const details = summary.parentElement as HTMLDetailsElement
  toggle(details, contentOf(details, summary))
}

/** The block that opens and closes: MDX Details has one; a raw `<details>` gets one on first use. */
function contentOf(details: HTMLDetailsElement, summary: Element): HTMLElement {
  const existing = details.querySelector(':scope > .details__content')
  if (existing instanceof HTMLElement) return existing
  const content = details.ownerDocument.createElement('div')
  content.className = 'details__content'
  content.append(...[...details.childNodes].filter((node) => node !== summary))
  details.append(content)
  return content
}

/**
 * Collapsing keeps `open` until the height reaches 0, so the content stays visible while it
 * shrinks; `data-collapsed` says where the block is heading, so a click mid-way turns it round.
 */
function toggle(details: HTMLDetailsElement, el: HTMLElement): void {
  const collapsing = details.open && details.dataset.collapsed !== 'true'
  if (el.scrollHeight === 0) {
    // Nothing to animate: a height from 0 to 0 never ends its transition, and the block would
    // stay open for good.
    details.dataset.collapsed = String(collapsing)
    details.open = !collapsing
    return
  }
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  details.dataset.collapsed = String(collapsing)
  el.style.willChange = 'height'
  el.style.overflow = 'hidden'
  el.ontransitionend = (event) => {
    if (event.propertyName !== 'height' || event.target !== el) return
    if (details.dataset.collapsed === 'true') details.open = false
    el.style.cssText = ''
  }
  const animateTo = (height: () => number) => {
    el.style.transition = `height ${collapseDuration(el.scrollHeight, reduced)}ms ${COLLAPSE_EASING}`
    el.style.height = `${height()}px`
  }
  if (collapsing) {
    // From the current height (a number, not auto) to 0, over two frames.
    el.style.height = `${el.scrollHeight}px`
    requestAnimationFrame(() => requestAnimationFrame(() => animateTo(() => 0)))
  } else {
    if (!details.open) el.style.height = '0px'
    details.open = true
    requestAnimationFrame(() => animateTo(() => el.scrollHeight))
  }
}
