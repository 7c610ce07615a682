import { Suspense, useEffect } from 'react'
import type { ColorModeData } from '../src/shared/types.js'
import { ColorModeToggle } from './lazy-navbar.js'
import { createStorageSlot, STORAGE_KEYS } from './storage.js'

/**
 * The colour switch when the site enables it (its code is a chunk of its own: most sites, this
 * one included, disable it). With the switch disabled a stored choice is dropped.
 */
export function ColorModeSwitch({ config }: { config: ColorModeData }) {
  useEffect(() => {
    if (config.disableSwitch) createStorageSlot(STORAGE_KEYS.theme).del()
  }, [config])
  if (config.disableSwitch) return null
  return (
    <Suspense fallback={null}>
      <ColorModeToggle config={config} />
    </Suspense>
  )
}
