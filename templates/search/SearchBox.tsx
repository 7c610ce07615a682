import { useEffect, useRef, useState, type ComponentType } from 'react'
import { useRouter, useSite } from '../context.js'
import { SEARCH_BOX_TEXT as SEARCH_TEXT } from './search-box-text.js'
import { useShortcut } from './useShortcut.js'
import type { LiveSearchBoxProps } from './LiveSearchBox.js'

/** The id of the suggestions listbox (the input's aria-controls). */
export const LISTBOX_ID = 'search-suggestions'

/** The input's attributes that never change, shared by the placeholder box and the live box. */
export const SEARCH_INPUT_PROPS = {
  type: 'search',
  className: 'navbar__search-input',
  placeholder: SEARCH_TEXT.placeholder,
  'aria-label': SEARCH_TEXT.label,
  role: 'combobox',
  'aria-autocomplete': 'list',
  'aria-controls': LISTBOX_ID,
  autoComplete: 'off',
  spellCheck: false,
} as const

const loadLiveBox = () => import('./LiveSearchBox.js').then((m) => m.LiveSearchBox)

/**
 * The navbar search box. What the server renders and the page hydrates is a plain box: an input
 * and the shortcut hint. The suggestions, keyboard handling and worker client are a chunk of
 * their own (most visits never search, and it keeps the JavaScript a doc page needs before it is
 * interactive small). The chunk is fetched when the browser is idle and swapped in on the first
 * focus, hover or shortcut; what was typed meanwhile, and the focus, carry over. A page opened
 * from a search hit (`_highlight` in the URL) swaps it in at once, to mark the terms.
 */
export function SearchBox() {
  const site = useSite()
  const router = useRouter()
  const [Live, setLive] = useState<ComponentType<LiveSearchBoxProps> | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const wake = () => void loadLiveBox().then((component) => setLive(() => component))
  const keys = useShortcut(site.search.shortcut, !Live, () => {
    inputRef.current?.focus()
    wake()
  })
  useEffect(() => {
    if (Live) return
    if (site.search.highlight && /[?&]_highlight=/.test(router.search)) return wake()
    // Fetched, not run: the swap waits for the reader.
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1))
    idle(() => void loadLiveBox())
  }, [Live, router.search])

  if (Live) {
    const input = inputRef.current
    return <Live initialValue={input?.value ?? ''} focused={!!input && document.activeElement === input} keys={keys} />
  }
  return (
    <div className="navbar__search" dir="ltr">
      <MagnifierIcon />
      <input ref={inputRef} {...SEARCH_INPUT_PROPS} aria-expanded={false} onFocus={wake} onMouseEnter={wake} />
      <ShortcutHint keys={keys} />
      <ul id={LISTBOX_ID} role="listbox" aria-label={SEARCH_TEXT.results} className="search-dropdown__list" hidden />
    </div>
  )
}

/**
 * The box's magnifier: Lucide's, from the page's sprite, its id written out as Link.tsx does (the
 * Icon module would grow the entry script past its budget). The live box shows it too.
 */
export function MagnifierIcon() {
  return (
    <svg className="icon navbar__search-icon" aria-hidden="true" focusable="false">
      <use href="#chemdocs-icon-search" />
    </svg>
  )
}

/** The keys of the focus shortcut, shown in the empty box. */
export function ShortcutHint({ keys }: { keys: string[] }) {
  const site = useSite()
  if (!site.search.shortcutHint) return null
  return (
    <span className="navbar__search-hint" aria-hidden="true">
      {keys.map((k) => (
        <kbd key={k}>{k}</kbd>
      ))}
    </span>
  )
}
