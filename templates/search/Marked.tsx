import type { Segment } from '../../src/shared/search-snippet.js'

/** Text with its matches in <mark>; React escapes every piece, so no markup from the index runs. */
export function Marked({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text))}
    </>
  )
}
