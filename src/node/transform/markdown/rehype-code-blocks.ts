import type { Element, ElementContent, Root, Text } from 'hast'
import { SKIP, walk } from './walk.js'

/**
 * Docusaurus' code block meta: every fenced block becomes `<div class="code-block">` (where the
 * client puts its copy button, src/client/code-copy.ts), with `title="…"` shown as a title bar above
 * the code, `{1,3-5}` (or the magic comments rehype-magic-comments.ts took out) marking those lines
 * (`<span class="code-line code-line--highlighted">`), and `showLineNumbers` (`=5`: counting from
 * 5) numbering them. The numbers are CSS counters, not text: selecting or copying the code never
 * takes them. The <pre> takes the focus (`tabindex="0"`), so that a keyboard can scroll it. Runs
 * after rehype-highlight, so highlighted tokens are split at line ends and kept.
 */
export function rehypeCodeBlocks() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code')
      if (!code || (parent as Element).properties?.className?.toString() === 'code-block') return SKIP
      const meta = String((code.data as { meta?: unknown } | undefined)?.meta ?? '')
      const { title, lines, lineNumbersStart } = parseCodeMeta(meta)
      const marked = lines.size > 0 ? lines : new Set((code.data as { markedLines?: number[] } | undefined)?.markedLines)
      if (marked.size > 0 || lineNumbersStart !== undefined) code.children = markLines(code.children, marked)
      if (lineNumbersStart !== undefined) node.properties = { ...node.properties, className: ['line-numbers'], style: `counter-reset:line-number ${lineNumbersStart - 1}` }
      // A long line scrolls the block sideways, which a keyboard can do only on what takes the
      // focus (axe's scrollable-region-focusable): every block is a tab stop, as in Docusaurus.
      node.properties = { ...node.properties, tabIndex: 0 }
      const children: ElementContent[] = []
      if (title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-block__title'] }, children: [{ type: 'text', value: title }] })
      children.push(node)
      ;(parent as Element).children[index] = { type: 'element', tagName: 'div', properties: { className: ['code-block'] }, children }
      return SKIP
    })
  }
}

/**
 * The meta after a fence's language: `title="x"` (or `'x'`), `{1,3-5}` line ranges (1-based) and
 * `showLineNumbers` or `showLineNumbers=5` (the first line's number; 1 when it is no number).
 */
export function parseCodeMeta(meta: string): { title?: string; lines: Set<number>; lineNumbersStart?: number } {
  const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta)
  const rest = meta.replace(/\btitle=(?:"[^"]*"|'[^']*')/, '')
  const lines = new Set<number>()
  const ranges = /\{([\d,\s-]+)\}/.exec(rest)?.[1] ?? ''
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.trim().split('-').map((n) => Number.parseInt(n, 10))
    if (from === undefined || !Number.isFinite(from) || !Number.isFinite(to) || to! < from) continue
    for (let n = from; n <= Math.min(to!, from + 10_000); n++) lines.add(n)
  }
  const numbers = rest.split(' ').find((word) => word.startsWith('showLineNumbers'))
  const start = numbers === undefined ? undefined : Number.parseInt(numbers.slice('showLineNumbers='.length), 10)
  return { ...(title && { title: title[1] ?? title[2] }), lines, ...(numbers !== undefined && { lineNumbersStart: Number.isFinite(start) ? start! : 1 }) }
}

/**
 * Wraps each line of highlighted code in a span; a token spanning a line end (a multi-line string
 * or comment) is cut in two, each part keeping its classes. The newlines stay between the spans.
 */
function markLines(children: ElementContent[], highlighted: Set<number>): ElementContent[] {
  const perLine = splitLines(children)
  // The last newline of a block ends its last line; it does not open another.
  if (perLine.length > 1 && perLine[perLine.length - 1]!.length === 0) perLine.pop()
  const out: ElementContent[] = []
  perLine.forEach((line, i) => {
    if (i > 0) out.push({ type: 'text', value: '\n' })
    const className = highlighted.has(i + 1) ? ['code-line', 'code-line--highlighted'] : ['code-line']
    out.push({ type: 'element', tagName: 'span', properties: { className }, children: line })
  })
  return out
}

/** The nodes of each line, without the newlines; elements cut at line ends are copied per line. */
function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const out: ElementContent[][] = [[]]
  const append = (pieces: (ElementContent | undefined)[]) =>
    pieces.forEach((piece, i) => {
      if (i > 0) out.push([])
      if (piece) out[out.length - 1]!.push(piece)
    })
  for (const n of nodes) {
    if (n.type === 'text') append(n.value.split('\n').map((value): Text | undefined => (value ? { type: 'text', value } : undefined)))
    else if (n.type === 'element') append(splitLines(n.children).map((part) => (part.length ? { ...n, children: part } : undefined)))
    else out[out.length - 1]!.push(n)
  }
  return out
}
