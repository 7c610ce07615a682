import GithubSlugger from 'github-slugger'
import type { Heading, Root, Text } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'
import { walk } from './walk.js'
import { pageData } from './context.js'

export interface Options {
  /** Deepest heading level that appears in the table of contents. @default 3 */
  tocMaxDepth?: 2 | 3 | 4 | 5 | 6
}

const defaults = { tocMaxDepth: 3 } satisfies Options
const CUSTOM_ID = /\s*\{#([^{}\s]+)\}\s*$/

/**
 * Gives every heading a stable id (GitHub's slugger, or an explicit `{#custom-id}` or, in MDX,
 * `{/* #custom-id *\/}`), records the
 * ids as the page's anchors and collects the h2-h3 table of contents.
 */
export function remarkHeadingIds(options: Options = {}) {
  const tocMaxDepth = options.tocMaxDepth ?? defaults.tocMaxDepth
  return (tree: Root, file: VFile) => {
    const { extract } = pageData(file)
    const slugger = new GithubSlugger()
    // The leading `# Title` left the body (remarkLeadingTitle), but Docusaurus slugs it with the
    // rest: a `## Title` below it is `title-1`.
    if (extract.firstH1 !== undefined && !extract.h1InBody) slugger.slug(extract.firstH1)
    walk(tree, 'heading', (node: Heading) => {
      const custom = takeCustomId(node)
      // Untrimmed, as Docusaurus slugs it: `## <Icon/> Save` gives '-save' (the space stays).
      const raw = toString(node)
      const text = raw.trim()
      // An empty heading (`###` alone) gets no id and no TOC entry, as in Docusaurus: nothing to link to.
      if (custom === undefined && text === '') return
      const id = custom ?? slugger.slug(raw)
      if (custom) slugger.slug(custom) // reserve it so a later same-text heading gets '-1'
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } }
      extract.anchors.add(id)
      if (node.depth >= 2 && node.depth <= tocMaxDepth && node.depth <= 3) {
        extract.toc.push({ id, text, depth: node.depth as 2 | 3 })
      }
    })
  }
}

/** `{/* #id *\/}` at a heading's end: Docusaurus' id written as an MDX comment. */
const COMMENT_ID = /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/

function takeCustomId(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1]
  const comment = last && (last.type as string) === 'mdxTextExpression' ? COMMENT_ID.exec(String((last as { value?: unknown }).value)) : null
  if (comment) {
    node.children.pop()
    const before = node.children[node.children.length - 1]
    if (before?.type === 'text') before.value = before.value.trimEnd()
    return comment[1]
  }
  if (!last || last.type !== 'text') return undefined
  const m = CUSTOM_ID.exec((last as Text).value)
  if (!m) return undefined
  ;(last as Text).value = (last as Text).value.slice(0, m.index)
  return m[1]
}
