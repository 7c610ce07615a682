import { useEffect, useState } from 'react'

/** Width at which the layout switches to desktop (inclusive, as the spec says). */
export const DESKTOP_BREAKPOINT = 996

export type WindowSize = 'ssr' | 'mobile' | 'desktop'

/** 'ssr' until mounted (so hydration matches), then mobile/desktop, updated on resize. */
export function useWindowSize(): WindowSize {
  const [size, setSize] = useState<WindowSize>('ssr')
  useEffect(() => {
    const update = () => setSize(window.innerWidth >= DESKTOP_BREAKPOINT ? 'desktop' : 'mobile')
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return size
}
