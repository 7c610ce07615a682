import { useEffect, useState } from 'react'

/** Hides the navbar while scrolling down, when enabled in config (off by default). */
export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    if (!enabled) return
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
  }, [enabled])
  return hidden
}
