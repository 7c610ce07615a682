/** Four rotating arcs, shown while the search index loads (behaviour A11). */
export function LoadingRing({ className = '' }: { className?: string }) {
  return (
    <span className={`search-loading-ring ${className}`} role="status" aria-label="Loading the search index">
      <span />
      <span />
      <span />
      <span />
    </span>
  )
}
