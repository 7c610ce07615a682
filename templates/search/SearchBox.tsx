import { useSite } from '../context.js'
import { LoadingRing } from './LoadingRing.js'
import { optionId, SearchDropdown } from './SearchDropdown.js'
import { SEARCH_TEXT } from './search-text.js'
import { useSearchBox } from './useSearchBox.js'
import { useShortcut } from './useShortcut.js'

const LISTBOX_ID = 'search-suggestions'

/**
 * The navbar search box: an ARIA combobox over a listbox of suggestions, the loading ring, and
 * the shortcut hint or (with text) the clear button. Server-rendered closed and empty.
 */
export function SearchBox() {
  const site = useSite()
  const box = useSearchBox()
  const keys = useShortcut(site.search.shortcut, true, box.focus)
  return (
    <div className={`navbar__search${box.value ? ' navbar__search--filled' : ''}`} dir="ltr">
      <input
        ref={box.inputRef}
        type="search"
        className={`navbar__search-input${box.showRing ? ' navbar__search-input--loading' : ''}`}
        placeholder={SEARCH_TEXT.placeholder}
        aria-label={SEARCH_TEXT.label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={box.open && box.options.length > 0}
        aria-controls={LISTBOX_ID}
        aria-activedescendant={box.open && box.active >= 0 ? optionId(box.active) : undefined}
        autoComplete="off"
        spellCheck={false}
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
        site.search.shortcutHint && (
          <span className="navbar__search-hint" aria-hidden="true">
            {keys.map((k) => (
              <kbd key={k}>{k}</kbd>
            ))}
          </span>
        )
      )}
      <SearchDropdown id={LISTBOX_ID} box={box} maxLength={site.search.contextMaxLength} />
    </div>
  )
}
