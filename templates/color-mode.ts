import type { ColorModeData } from '../src/shared/types.js'
import { createStorageSlot, STORAGE_KEYS } from './storage.js'

/** A stored colour choice; null means "follow the system" (or the default). */
export type ColorChoice = 'light' | 'dark' | null

/** Applies a choice to <html> and, unless `store` is false, to storage. */
export function applyColorChoice(config: ColorModeData, choice: ColorChoice, store = true): void {
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches
  const effective = choice ?? (config.respectPrefersColorScheme ? (systemDark ? 'dark' : 'light') : config.defaultMode)
  document.documentElement.dataset.theme = effective
  document.documentElement.dataset.themeChoice = choice ?? (config.respectPrefersColorScheme ? 'system' : config.defaultMode)
  if (!store) return
  const slot = createStorageSlot(STORAGE_KEYS.theme)
  if (choice === null) slot.del()
  else slot.set(choice)
}

export function coerceColorChoice(value: string | null | undefined): ColorChoice {
  return value === 'dark' ? 'dark' : value === 'light' ? 'light' : null
}

/** The next choice when the toggle is pressed. */
export function nextColorChoice(current: ColorChoice, respectSystem: boolean): ColorChoice {
  if (!respectSystem) return current === 'dark' ? 'light' : 'dark'
  return current === null ? 'light' : current === 'light' ? 'dark' : null
}
