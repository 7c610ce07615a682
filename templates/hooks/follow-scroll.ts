/**
 * Calls `setHidden(true)` while the reader scrolls down past the navbar and `setHidden(false)`
 * when they scroll up or reach the end; returns what stops it. A chunk of its own (see
 * useHideOnScroll): few sites turn the option on.
 */
export function followScroll(setHidden: (hidden: boolean) => void): () => void {
  let last = window.scrollY
  const onScroll = () => {
    const y = window.scrollY
    const navbarHeight = 60
    if (y < navbarHeight) setHidden(false)
    else if (y >= last) setHidden(true)
    else if (window.innerHeight + y < document.documentElement.scrollHeight) setHidden(false)
    last = y
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => window.removeEventListener('scroll', onScroll)
}
