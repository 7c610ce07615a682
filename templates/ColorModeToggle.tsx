import { useEffect, useState } from 'react'
import { COLOR_MODE_ICONS } from '../src/shared/icons.js'
import type { ColorModeData } from '../src/shared/types.js'
import { applyColorChoice, coerceColorChoice, nextColorChoice, type ColorChoice } from './color-mode.js'
import { Icon } from './Icon.js'
import { createStorageSlot, STORAGE_KEYS } from './storage.js'

/**
 * The light/dark/system button. Its state is read back from <html> after mount (the inline script
 * set it before paint) and follows storage changes. Only rendered when the switch is enabled (see
 * ColorModeSwitch).
 */
export function ColorModeToggle({ config }: { config: ColorModeData }) {
  const [choice, setChoice] = useState<ColorChoice>(null)
  const [ready, setReady] = useState(false)
  useEffect(() => {
    setChoice(coerceColorChoice(document.documentElement.dataset.themeChoice))
    setReady(true)
    // ColorModeSwitch applies changes from other tabs; the button only shows them.
    return createStorageSlot(STORAGE_KEYS.theme).listen((value) => setChoice(coerceColorChoice(value)))
  }, [config])
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
      <Icon name={COLOR_MODE_ICONS[mode]} />
    </button>
  )
}
