/** Frames during which a position set by the router is put back if something moves it. */
const SETTLE_FRAMES = 6
/** What the reader does to scroll; once they do, the position is theirs. */
const READER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Runs `apply` (an instant scroll) and keeps its result for the next few frames. A smooth scroll
 * still running when the page changed (the site's `scroll-behavior: smooth`, a TOC click) is
 * cancelled by an instant scroll, but Chromium then applies one more offset of the old animation
 * (the compositor already had it in flight): a new page stayed 20-30 px or more below its top, or
 * below its anchor. Each frame compares the position with what `apply` left and applies again if
 * it moved, until the reader scrolls themselves.
 */
export function settleScroll(apply: () => void): void {
  apply()
  let expected = window.scrollY
  let frames = 0
  let stopped = false
  const stop = () => {
    stopped = true
    for (const type of READER_SCROLLS) window.removeEventListener(type, stop, true)
  }
  for (const type of READER_SCROLLS) window.addEventListener(type, stop, { capture: true, passive: true })
  const check = () => {
    if (stopped) return
    if (Math.abs(window.scrollY - expected) >= 1) {
      apply()
      expected = window.scrollY
    }
    if (++frames < SETTLE_FRAMES) requestAnimationFrame(check)
    else stop()
  }
  requestAnimationFrame(check)
}
