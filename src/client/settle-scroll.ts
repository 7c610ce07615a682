/** Frames during which a position set by the router is put back if something moves it. */
const SETTLE_FRAMES = 6

/**
 * Runs `apply` (an instant scroll) and keeps its result for the next few frames. A smooth scroll
 * still running when the page changed (the site's `scroll-behavior: smooth`, a TOC click) is
 * cancelled by an instant scroll, but Chromium then applies one more offset of the old animation
 * (the compositor already had it in flight): a new page stayed 20-30 px or more below its top, or
 * below its anchor. Each frame compares the position with what `apply` left and applies again if
 * it moved, until the reader scrolls themselves (wheel, touch, keys or a click end it).
 */
export function settleScroll(apply: () => void): void {
  apply()
  let expected = window.scrollY
  let frames = SETTLE_FRAMES
  const stop = () => (frames = 0)
  // `once`: a listener goes with the reader's next action, it needs no removal.
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) addEventListener(type, stop, { capture: true, passive: true, once: true })
  const check = () => {
    if (frames-- <= 0) return
    if (Math.abs(window.scrollY - expected) >= 1) {
      apply()
      expected = window.scrollY
    }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}
