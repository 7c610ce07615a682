import { useSyncExternalStore } from 'react'
import { createStorageSlot, STORAGE_KEYS } from '../storage.js'

type ColorMode = 'light' | 'dark'

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}

const current = (): ColorMode => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light')
// The server does not know the reader's choice: light, then the real mode once hydrated.
const onServer = (): ColorMode => 'light'

/**
 * `useColorMode()` of `@docusaurus/theme-common`: the colour mode of the page (`data-theme` on
 * <html>, which the navbar's toggle sets), following its changes; `setColorMode` sets and keeps
 * a choice as the toggle does.
 */
export function useColorMode(): { colorMode: ColorMode; isDarkTheme: boolean; setColorMode: (mode: ColorMode) => void } {
  const colorMode = useSyncExternalStore(subscribe, current, onServer)
  const setColorMode = (mode: ColorMode) => {
    document.documentElement.dataset.theme = mode
    createStorageSlot(STORAGE_KEYS.theme).set(mode)
  }
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode }
}
