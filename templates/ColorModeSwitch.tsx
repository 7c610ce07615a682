import { Suspense, useEffect } from 'react'
import type { ColorModeData } from '../src/shared/types.js'
import { applyColorChoice, coerceColorChoice } from './color-mode.js'
import { ColorModeToggle } from './lazy-shell.js'
import { createStorageSlot, STORAGE_KEYS } from './storage.js'

/**
 * The colour switch when the site enables it. The button is a chunk of its own (most sites, this
 * one included, disable it), but following other tabs and the system setting starts with the
 * page, so that no change is missed while the button loads. With the switch disabled a stored
 * choice is dropped.
 */
export function ColorModeSwitch({ config }: { config: ColorModeData }) {
  useEffect(() => {
    const slot = createStorageSlot(STORAGE_KEYS.theme)
    if (config.disableSwitch) {
      slot.del()
      return
    }
    const unlisten = slot.listen((value) => applyColorChoice(config, coerceColorChoice(value), false))
    const media = window.matchMedia('(prefers-color-scheme: dark)')
    const onSystem = () => {
      if (config.respectPrefersColorScheme && coerceColorChoice(slot.get()) === null) applyColorChoice(config, null, false)
    }
    media.addEventListener('change', onSystem)
    return () => {
      unlisten()
      media.removeEventListener('change', onSystem)
    }
  }, [config])
  if (config.disableSwitch) return null
  return (
    <Suspense fallback={null}>
      <ColorModeToggle config={config} />
    </Suspense>
  )
}
