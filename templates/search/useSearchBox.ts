import { useRef, useState, type KeyboardEvent } from 'react'
import type { SearchHit, SearchResult } from '../../src/shared/search-protocol.js'
import type { SearchContextData, SiteData } from '../../src/shared/types.js'
import { useRouter, useSite } from '../context.js'
import { nextOption } from './search-keys.js'
import { SEARCH_TEXT } from './search-text.js'
import { contextOfPath, hitUrl, isInContext, searchPageUrl, withoutHighlight } from './search-urls.js'
import { useSearchResults } from './useSearchResults.js'
import { useTargetHighlight } from './useTargetHighlight.js'

/** A selectable row of the dropdown: a hit, or the "see all results" link under them. */
export type SearchOption = { kind: 'hit'; hit: SearchHit; href: string } | { kind: 'all'; text: string; href: string }

/**
 * The search box's state (behaviour A11): the index loads on first focus, hover or shortcut;
 * every keystroke searches the whole site, the reader's section first; the first row is selected
 * so that Enter opens it; Escape and blur close.
 */
export function useSearchBox() {
  const site = useSite()
  const router = useRouter()
  const inputRef = useRef<HTMLInputElement>(null)
  const context = contextOfPath(site, router.pathname)
  const contextPath = context?.path ?? ''
  const [value, setValue] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [typed, setTyped] = useState(false)
  // What each row leads to, so that a refreshed answer keeps the row the reader chose.
  const shown = useRef<string[]>([])
  // Every page can be found from every page ('helpdesk' typed on an ELN page): the box searches
  // the whole site. The page being read ranks its section and its part of the docs first:
  // 'export' from a Repository page means the Repository's export.
  const openIfFocused = () => setOpen(document.activeElement === inputRef.current)
  const results = useSearchResults('', site.search.resultLimit, {
    related: router.pathname,
    section: contextPath,
    // A failed index load must be said in the box, not only on the search page.
    onFailure: openIfFocused,
    onResult(next, refresh) {
      setActive((current) => {
        const kept = refresh ? next.hits.findIndex((h) => hitUrl(h, false) === shown.current[current]) : -1
        return kept >= 0 ? kept : next.hits.length > 0 ? 0 : -1
      })
      openIfFocused()
    },
  })
  useTargetHighlight((terms) => setValue(terms.join(' ')))

  const { failure } = results
  // A partial answer without hits says nothing yet (the section texts may hold the words): the
  // ring shows until the whole answer, not "No results".
  const result = results.result?.partial && results.result.hits.length === 0 && !results.result.error ? null : results.result
  const options = toOptions(site, value, context, result)
  shown.current = options.map((o) => (o.kind === 'hit' ? hitUrl(o.hit, false) : ''))
  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const choose = (option: SearchOption) => {
    close()
    inputRef.current?.blur()
    router.navigate(option.href)
  }
  return {
    inputRef,
    value,
    open: open && (result !== null || failure !== ''),
    active,
    options,
    error: failure ? SEARCH_TEXT.unavailable(failure) : (result?.error?.message ?? ''),
    empty: result !== null && !result.error && result.hits.length === 0,
    showRing: results.loading && typed,
    setActive,
    choose,
    onFocus: () => {
      results.warmUp()
      if (result && value.trim()) setOpen(true)
      // On small screens the box is collapsed until focused: put the caret after the text.
      const input = inputRef.current
      if (input && window.matchMedia('(max-width: 576px)').matches) input.setSelectionRange(input.value.length, input.value.length)
    },
    onHover: results.warmUp,
    onBlur: close,
    onChange: (next: string) => {
      setValue(next)
      if (next.trim()) setTyped(true)
      else close()
      results.search(next)
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      const moved = nextOption(event.key, active, options.length)
      if (moved !== undefined) {
        event.preventDefault()
        if (!open && result) setOpen(true)
        setActive(moved)
      } else if (event.key === 'Enter' && value.trim()) {
        event.preventDefault()
        // Enter with no row selected (closed, or no results) goes to the search page.
        choose((open && options[active]) || { kind: 'all', text: '', href: searchPageUrl(site.base, value, contextPath) })
      } else if (event.key === 'Escape') {
        close()
        inputRef.current?.blur()
      }
    },
    /** Empties the box and removes `_highlight` from the URL (which unmarks the article). */
    clear: () => {
      results.reset()
      const here = router.pathname + router.search + router.hash
      const url = withoutHighlight(router.pathname, router.search, router.hash)
      if (url !== here) router.navigate(url)
      setValue('')
      close()
      inputRef.current?.focus()
    },
    focus: () => {
      inputRef.current?.focus()
      results.warmUp()
    },
  }
}

/**
 * The rows: the hits, then the footer links (behaviour A11). Outside any context: all results.
 * In a context: all results within it when some hits are, and all results (the search page
 * without `ctx`) as the results outside it when some hits are from elsewhere.
 */
export function toOptions(site: SiteData, q: string, context: SearchContextData | undefined, result: SearchResult | null): SearchOption[] {
  if (!result || result.error || result.hits.length === 0) return []
  const hits: SearchOption[] = result.hits.map((hit) => ({ kind: 'hit', hit, href: hitUrl(hit, site.search.highlight) }))
  if (!context) return [...hits, { kind: 'all', text: SEARCH_TEXT.seeAll, href: searchPageUrl(site.base, q, '') }]
  const within = result.hits.map((hit) => isInContext(site, hit.u, context))
  const footer: SearchOption[] = []
  if (within.includes(true)) footer.push({ kind: 'all', text: SEARCH_TEXT.seeAllWithin(context.label), href: searchPageUrl(site.base, q, context.path) })
  if (within.includes(false)) footer.push({ kind: 'all', text: SEARCH_TEXT.seeAllOutside(context.label), href: searchPageUrl(site.base, q, '') })
  return [...hits, ...footer]
}
