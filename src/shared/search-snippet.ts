/**
 * Snippets and highlighting as data: a list of segments, marked or not. The UI renders them as
 * React text and <mark> elements, so nothing from the index or the query is ever parsed as HTML.
 */
export interface Segment {
  text: string
  mark: boolean
}

/** Loose pieces of unmatched text: words, single CJK ideographs, and the runs between them. */
const LOOSE = /\w+|\p{Script=Han}|[^\w\p{Script=Han}]+/gu
const WORD_CHAR = /[\p{L}\p{N}]/u

/**
 * The text around the first match, cut at whole words to at most `maxLength` characters
 * (behaviour A10): the first match always shows, then neighbours are added one piece at a time,
 * left first while the left side is not longer than the right. '…' marks what was left out.
 */
export function createSnippet(text: string, ranges: readonly [number, number][], maxLength: number): Segment[] {
  const chunks = toChunks(text, ranges)
  const first = chunks.findIndex((c) => c.mark)
  if (first < 0) return truncate(text, maxLength)
  let lo = first
  let hi = first
  let length = chunks[first]!.text.length
  let left = 0
  let right = 0
  let leftOpen = lo > 0
  let rightOpen = hi < chunks.length - 1
  while (leftOpen || rightOpen) {
    const goLeft = leftOpen && (left <= right || !rightOpen)
    const next = goLeft ? chunks[lo - 1]! : chunks[hi + 1]!
    if (length + next.text.length > maxLength) {
      if (goLeft) leftOpen = false
      else rightOpen = false
      continue
    }
    length += next.text.length
    if (goLeft) {
      lo--
      left += next.text.length
      leftOpen = lo > 0
    } else {
      hi++
      right += next.text.length
      rightOpen = hi < chunks.length - 1
    }
  }
  const picked = chunks.slice(lo, hi + 1)
  if (lo > 0) picked.unshift({ text: '…', mark: false })
  if (hi < chunks.length - 1) picked.push({ text: '…', mark: false })
  return trimEdges(merge(picked))
}

function toChunks(text: string, ranges: readonly [number, number][]): Segment[] {
  const chunks: Segment[] = []
  let at = 0
  const loose = (end: number) => {
    for (const m of text.slice(at, end).matchAll(LOOSE)) chunks.push({ text: m[0], mark: false })
  }
  for (const [start, end] of ranges) {
    if (start < at || end > text.length || start >= end) continue
    loose(start)
    chunks.push({ text: text.slice(start, end), mark: true })
    at = end
  }
  loose(text.length)
  return chunks
}

function truncate(text: string, maxLength: number): Segment[] {
  if (text.length <= maxLength) return text ? [{ text, mark: false }] : []
  const cut = text.slice(0, maxLength).replace(/\s+\S*$/, '')
  return [{ text: (cut || text.slice(0, maxLength)) + '…', mark: false }]
}

/**
 * Marks every case-insensitive occurrence of the terms that starts a word (the plain highlight of
 * behaviour A10, without its matches inside words: 'ms' should not light up in 'ChemStation'),
 * longest first where two would overlap.
 */
export function highlightText(text: string, terms: readonly string[]): Segment[] {
  const lower = text.toLowerCase()
  // toLowerCase can change the length of a few characters; positions must stay those of text.
  if (lower.length !== text.length) return text ? [{ text, mark: false }] : []
  const found: [number, number][] = []
  for (const term of terms) {
    const needle = term.toLowerCase()
    if (!needle) continue
    for (let i = lower.indexOf(needle); i >= 0; i = lower.indexOf(needle, i + 1)) {
      if (i === 0 || !WORD_CHAR.test(lower[i - 1]!)) found.push([i, i + needle.length])
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const segments: Segment[] = []
  let at = 0
  for (const [start, end] of found) {
    if (start < at) continue
    if (start > at) segments.push({ text: text.slice(at, start), mark: false })
    segments.push({ text: text.slice(start, end), mark: true })
    at = end
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false })
  return segments
}

/** Joins neighbouring segments of the same kind. */
function merge(segments: Segment[]): Segment[] {
  const out: Segment[] = []
  for (const s of segments) {
    const last = out[out.length - 1]
    if (last && last.mark === s.mark) last.text += s.text
    else out.push({ ...s })
  }
  return out
}

/** Drops spaces next to the ellipses and at the ends. */
function trimEdges(segments: Segment[]): Segment[] {
  const first = segments[0]
  const last = segments[segments.length - 1]
  if (first && !first.mark) first.text = first.text.replace(/^(…?)\s+/, '$1')
  if (last && !last.mark) last.text = last.text.replace(/\s+(…?)$/, '$1')
  return segments.filter((s) => s.text)
}
