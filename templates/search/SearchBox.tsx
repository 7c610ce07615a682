/** The navbar search box. Owned by the search work (issue 4); this is its server-rendered shell. */
export function SearchBox() {
  return (
    <div className="navbar__search">
      <input type="search" className="navbar__search-input" placeholder="Search" aria-label="Search" autoComplete="off" />
    </div>
  )
}
