/** Small line icons of the search dropdown: hit types, tree connectors, the action arrow, "no results". */
export type SearchIconName = 'page' | 'heading' | 'paragraph' | 'tree-inter' | 'tree-last' | 'enter' | 'empty'

const PATHS: Record<SearchIconName, string> = {
  page: 'M6 2h8l4 4v16H6zM14 2v4h4M9 11h6M9 15h6',
  heading: 'M6 4v16M18 4v16M6 12h12',
  paragraph: 'M4 6h16M4 11h16M4 16h10',
  'tree-inter': 'M8 0v24M8 12h10',
  'tree-last': 'M8 0v12h10',
  enter: 'M20 5v6a3 3 0 0 1-3 3H6M10 10l-4 4 4 4',
  empty: 'M10 3a7 7 0 1 1 0 14 7 7 0 0 1 0-14zM15 15l6 6M7 7l6 6M13 7l-6 6',
}

export function SearchIcon({ name }: { name: SearchIconName }) {
  return (
    <svg className={`search-icon search-icon--${name}`} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
