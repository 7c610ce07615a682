/** The /search/ page. Owned by the search work (issue 4); this is its server-rendered shell. */
export function SearchPage() {
  return (
    <main className="container search-page">
      <h1>Search the documentation</h1>
      <input type="search" name="q" className="search-page__input" aria-label="Search" autoComplete="off" />
    </main>
  )
}
