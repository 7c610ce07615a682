import { useEffect, useState } from 'react'
import type { ColorModeData } from '../src/shared/types.js'
import { createStorageSlot, STORAGE_KEYS } from './storage.js'

export type ColorChoice = 'light' | 'dark' | null

/** Applies a choice to <html> and storage; null means "follow the system" (or the default). */
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

function coerce(value: string | null | undefined): ColorChoice {
  return value === 'dark' ? 'dark' : value === 'light' ? 'light' : null
}

/** The next choice when the toggle is pressed. */
export function nextColorChoice(current: ColorChoice, respectSystem: boolean): ColorChoice {
  if (!respectSystem) return current === 'dark' ? 'light' : 'dark'
  return current === null ? 'light' : current === 'light' ? 'dark' : null
}

/**
 * Light/dark/system switch. State is read back from <html> after mount (the inline script set it
 * before paint); other tabs' changes arrive through the storage event. Renders nothing when the
 * switch is disabled.
 */
export function ColorModeToggle({ config }: { config: ColorModeData }) {
  const [choice, setChoice] = useState<ColorChoice>(null)
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (config.disableSwitch) return // lazy-navbar.client.tsx drops the stored choice then
    const slot = createStorageSlot(STORAGE_KEYS.theme)
    setChoice(coerce(document.documentElement.dataset.themeChoice))
    setReady(true)
    const unlisten = slot.listen((value) => {
      const next = coerce(value)
      setChoice(next)
      applyColorChoice(config, next, false)
    })
    const media = window.matchMedia('(prefers-color-scheme: dark)')
    const onSystem = () => {
      if (config.respectPrefersColorScheme && coerce(slot.get()) === null) applyColorChoice(config, null, false)
    }
    media.addEventListener('change', onSystem)
    return () => {
      unlisten()
      media.removeEventListener('change', onSystem)
    }
  }, [config])
  if (config.disableSwitch) return null
  const mode = choice ?? (config.respectPrefersColorScheme ? 'system' : config.defaultMode)
  return (
    <button
      type="button"
      className="color-toggle"
      disabled={!ready}
      title={`${mode} mode`}
      aria-label={`Switch between dark and light mode (currently ${mode} mode)`}
      onClick={() => {
        const next = nextColorChoice(choice, config.respectPrefersColorScheme)
        setChoice(next)
        applyColorChoice(config, next)
      }}
    >
      <span aria-hidden="true">{mode === 'dark' ? '☾' : mode === 'light' ? '☀' : '◐'}</span>
    </button>
  )
}
