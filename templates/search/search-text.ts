import { SEARCH_BOX_TEXT } from './search-box-text.js'

/** The search UI's strings (behaviour A16), in one place. */
export const SEARCH_TEXT = {
  ...SEARCH_BOX_TEXT,
  clear: 'Clear the search',
  noResults: 'No results',
  seeAll: 'See all results',
  seeAllWithin: (context: string) => `See all results within "${context}"`,
  seeAllOutside: (context: string) => `See all results outside "${context}"`,
  pageTitle: (query: string) => (query ? `Search results for "${query}"` : 'Search the documentation'),
  pagesFound: (count: number) => (count === 1 ? '1 page found' : `${count} pages found`),
  noPages: 'No pages were found',
  everywhere: 'Everywhere',
  contextLabel: 'Search in',
  unavailable: (reason: string) => `Search is not available right now (${reason}).`,
}
