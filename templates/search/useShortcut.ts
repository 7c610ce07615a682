import { useEffect, useRef, useState } from 'react'
import { detectMac, matchesShortcut, parseShortcut, shortcutKeys } from './search-keys.js'

/**
 * Listens for the focus shortcut (mod+k by default) anywhere on the page and returns the keys of
 * its hint. The server cannot know the reader's platform, so the first render shows the non-Mac
 * hint and an effect switches it, which keeps hydration exact.
 */
export function useShortcut(keymap: string, enabled: boolean, onShortcut: () => void): string[] {
  const [keys, setKeys] = useState(() => shortcutKeys(parseShortcut(keymap, false), false))
  const handler = useRef(onShortcut)
  handler.current = onShortcut
  useEffect(() => {
    if (!enabled) return
    const isMac = detectMac(navigator as Navigator & { userAgentData?: { platform?: string } })
    const shortcut = parseShortcut(keymap, isMac)
    setKeys(shortcutKeys(shortcut, isMac))
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesShortcut(event, shortcut)) return
      event.preventDefault()
      handler.current()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [keymap, enabled])
  return keys
}
