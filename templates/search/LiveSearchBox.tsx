import { useLayoutEffect } from 'react'
import { useSite } from '../context.js'
import { LoadingRing } from './LoadingRing.js'
import { LISTBOX_ID, MagnifierIcon, SEARCH_INPUT_PROPS, ShortcutHint } from './SearchBox.js'
import { optionId, SearchDropdown } from './SearchDropdown.js'
import { SEARCH_TEXT } from './search-text.js'
import { useSearchBox } from './useSearchBox.js'
import { useShortcut } from './useShortcut.js'

export interface LiveSearchBoxProps {
  /** Text typed into the plain box before this one took over. */
  initialValue: string
  /** Whether the plain box had the focus. */
  focused: boolean
  /** The shortcut hint's keys, as the plain box worked them out. */
  keys: string[]
}

/**
 * The working search box (SearchBox.tsx swaps it in): an ARIA combobox over a listbox of
 * suggestions, the loading ring, and the shortcut hint or (with text) the clear button.
 */
export function LiveSearchBox({ initialValue, focused, keys }: LiveSearchBoxProps) {
  const site = useSite()
  const box = useSearchBox()
  useShortcut(site.search.shortcut, true, box.focus)
  // Take over from the plain box before paint: the caret stays, and typed text is searched.
  useLayoutEffect(() => {
    if (focused) box.focus()
    if (initialValue) box.onChange(initialValue)
  }, [])
  return (
    <div className={`navbar__search${box.value ? ' navbar__search--filled' : ''}`} dir="ltr">
      {/* The loading ring takes the magnifier's place while the index loads. */}
      {!box.showRing && <MagnifierIcon />}
      <input
        ref={box.inputRef}
        {...SEARCH_INPUT_PROPS}
        className={`navbar__search-input${box.showRing ? ' navbar__search-input--loading' : ''}`}
        aria-expanded={box.open && box.options.length > 0}
        aria-activedescendant={box.open && box.active >= 0 ? optionId(box.active) : undefined}
        value={box.value}
        onChange={(e) => box.onChange(e.target.value)}
        onFocus={box.onFocus}
        onMouseEnter={box.onHover}
        onBlur={box.onBlur}
        onKeyDown={box.onKeyDown}
      />
      {box.showRing && <LoadingRing className="navbar__search-ring" />}
      {box.value ? (
        <button type="button" className="navbar__search-clear" aria-label={SEARCH_TEXT.clear} onClick={box.clear}>
          ✕
        </button>
      ) : (
        <ShortcutHint keys={keys} />
      )}
      <SearchDropdown id={LISTBOX_ID} box={box} maxLength={site.search.contextMaxLength} />
    </div>
  )
}
