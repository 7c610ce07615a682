import { useEffect, useState } from 'react'

/** Hides the navbar while scrolling down, when enabled in config (off by default). */
export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    if (!enabled) return
    let stop: (() => void) | undefined
    let gone = false
    void import('./follow-scroll.js').then((m) => gone || (stop = m.followScroll(setHidden)))
    return () => {
      gone = true
      stop?.()
    }
  }, [enabled])
  return hidden
}
