import type { Element, ElementContent, Root, Text } from 'hast'
import { SKIP, walk } from './walk.js'

/**
 * Docusaurus' code block meta: every fenced block becomes `<div class="code-block">` (where the
 * client puts its copy button, src/client/code-copy.ts), with `title="…"` shown as a title bar above
 * the code and `{1,3-5}` marking those lines (`<span class="code-line code-line--highlighted">`).
 * Runs after rehype-highlight, so highlighted tokens are split at line ends and kept.
 */
export function rehypeCodeBlocks() {
  return (tree: Root) => {
    walk(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code')
      if (!code || (parent as Element).properties?.className?.toString() === 'code-block') return SKIP
      const meta = String((code.data as { meta?: unknown } | undefined)?.meta ?? '')
      const { title, lines } = parseCodeMeta(meta)
      if (lines.size > 0) code.children = markLines(code.children, lines)
      const children: ElementContent[] = []
      if (title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-block__title'] }, children: [{ type: 'text', value: title }] })
      children.push(node)
      ;(parent as Element).children[index] = { type: 'element', tagName: 'div', properties: { className: ['code-block'] }, children }
      return SKIP
    })
  }
}

/** The meta after a fence's language: `title="x"` (or `'x'`) and `{1,3-5}` line ranges (1-based). */
export function parseCodeMeta(meta: string): { title?: string; lines: Set<number> } {
  const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta)
  const lines = new Set<number>()
  const ranges = /\{([\d,\s-]+)\}/.exec(meta.replace(/\btitle=(?:"[^"]*"|'[^']*')/, ''))?.[1] ?? ''
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.trim().split('-').map((n) => Number.parseInt(n, 10))
    if (from === undefined || !Number.isFinite(from) || !Number.isFinite(to) || to! < from) continue
    for (let n = from; n <= Math.min(to!, from + 10_000); n++) lines.add(n)
  }
  return { ...(title && { title: title[1] ?? title[2] }), lines }
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
