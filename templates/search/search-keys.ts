/** Keyboard rules of the search box: the focus shortcut and moving through the suggestions. */

export interface Shortcut {
  key: string
  ctrl: boolean
  meta: boolean
  alt: boolean
  shift: boolean
}

/** Parses a keymap such as 'mod+k'; 'mod' is Cmd on macOS and Ctrl elsewhere. */
export function parseShortcut(keymap: string, isMac: boolean): Shortcut {
  const parts = keymap.toLowerCase().split('+').map((p) => p.trim())
  const has = (name: string) => parts.slice(0, -1).includes(name)
  return {
    key: parts[parts.length - 1] ?? '',
    ctrl: has('ctrl') || (has('mod') && !isMac),
    meta: has('meta') || has('cmd') || (has('mod') && isMac),
    alt: has('alt') || has('option'),
    shift: has('shift'),
  }
}

/** True when a key event is the shortcut: same key (any case) and exactly the same modifiers. */
export function matchesShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>, shortcut: Shortcut): boolean {
  return (
    event.key.toLowerCase() === shortcut.key &&
    event.ctrlKey === shortcut.ctrl &&
    event.metaKey === shortcut.meta &&
    event.altKey === shortcut.alt &&
    event.shiftKey === shortcut.shift
  )
}

/** The keys the hint shows: ['⌘', 'K'] on macOS, ['ctrl', 'K'] elsewhere. */
export function shortcutKeys(shortcut: Shortcut, isMac: boolean): string[] {
  return [
    ...(shortcut.ctrl ? ['ctrl'] : []),
    ...(shortcut.meta ? [isMac ? '⌘' : 'meta'] : []),
    ...(shortcut.alt ? [isMac ? '⌥' : 'alt'] : []),
    ...(shortcut.shift ? [isMac ? '⇧' : 'shift'] : []),
    shortcut.key.toUpperCase(),
  ]
}

/** macOS, from the client hints, then the user agent, then the legacy platform string. */
export function detectMac(nav: { userAgentData?: { platform?: string }; userAgent: string; platform: string }): boolean {
  const platform = nav.userAgentData?.platform || nav.userAgent || nav.platform
  return /mac/i.test(platform)
}

/** The option after a key press among `count` options (wrapping), or undefined for other keys. */
export function nextOption(key: string, active: number, count: number): number | undefined {
  if (count === 0) return undefined
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1
  return undefined
}
