/**
 * The strings the search box shows before it is used, apart from the rest of SEARCH_TEXT: every
 * page's entry script renders that box, and the other strings load with the live box or the page.
 */
export const SEARCH_BOX_TEXT = {
  placeholder: 'Search',
  label: 'Search',
  results: 'Search suggestions',
}
