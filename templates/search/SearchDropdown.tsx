import { openOption, SearchHitRow } from './SearchHitRow.js'
import { SearchIcon } from './SearchIcon.js'
import { SEARCH_TEXT } from './search-text.js'
import type { useSearchBox } from './useSearchBox.js'

/** The DOM id of the i-th row (for aria-activedescendant). */
export const optionId = (i: number) => `search-suggestion-${i}`

/**
 * The suggestions panel: a message (syntax error, "No results"), the hit rows and the footer link.
 * The listbox is always in the DOM (hidden when empty) so that aria-controls points somewhere.
 * Mouse-down is cancelled so that clicking a row does not blur the input first.
 */
export function SearchDropdown({ id, box, maxLength }: { id: string; box: ReturnType<typeof useSearchBox>; maxLength: number }) {
  return (
    <div className="search-dropdown" hidden={!box.open} onMouseDown={(e) => e.preventDefault()}>
      {box.error && (
        <p className="search-dropdown__message search-dropdown__message--error" role="alert">
          {box.error}
        </p>
      )}
      {!box.error && box.empty && (
        <p className="search-dropdown__message search-dropdown__empty" role="status">
          <SearchIcon name="empty" />
          {SEARCH_TEXT.noResults}
        </p>
      )}
      <ul id={id} role="listbox" aria-label={SEARCH_TEXT.results} className="search-dropdown__list" hidden={box.options.length === 0}>
        {box.options.map((option, i) =>
          option.kind === 'hit' ? (
            <SearchHitRow
              key={`${i}|${option.href}`}
              id={optionId(i)}
              hit={option.hit}
              href={option.href}
              active={i === box.active}
              maxLength={maxLength}
              onSelect={() => box.choose(option)}
              onHover={() => box.setActive(i)}
            />
          ) : (
            <li
              key={`all|${option.href}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === box.active}
              data-href={option.href}
              className={`search-dropdown__footer${i === box.active ? ' search-hit--active' : ''}`}
              onMouseMove={() => box.setActive(i)}
              onClick={(e) => openOption(e, option.href, () => box.choose(option))}
            >
              {option.text}
            </li>
          ),
        )}
      </ul>
    </div>
  )
}
