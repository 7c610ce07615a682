import type { Nodes, Root } from 'mdast'
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive'
import type { VFile } from 'vfile'
import { SKIP, walk } from './walk.js'
import { ADMONITION_ICONS, ADMONITIONS, type AdmonitionType } from '../../../shared/admonitions.js'
import { createDiagnostic, suggest, withSuggestion } from '../../diagnostics.js'
import { iconElement } from '../../icons.js'
import { pageData } from './context.js'

export interface Options {
  /** Extra admonition names accepted besides the built-in ones. */
  extraNames?: string[]
}

const defaults = { extraNames: [] } satisfies Options

/**
 * Docusaurus' legacy `:::note Custom title` syntax becomes `:::note[Custom title]`, which
 * remark-directive understands. Runs on the raw text; it only rewrites within a line, so line
 * numbers stay true.
 */
export function rewriteLegacyAdmonitionTitles(text: string): string {
  if (!text.includes(':::')) return text
  let inFence = false
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
      if (inFence) return line
      return line.replace(/^(\s*:{3,}[a-z]+)[ \t]+([^[{\s].*?)\s*$/, (_, head: string, title: string) => `${head}[${title.replace(/[[\]]/g, '\\$&')}]`)
    })
    .join('\n')
}

/**
 * Turns `:::note` … `:::` container directives into admonition blocks. Directives that are not
 * admonitions (`:foo` in prose, `::bar`) are put back as the text they were written as; a
 * `:::name` container that is not one is most likely a typo (`:::tipp`), so it gets a warning too,
 * as Docusaurus gives one.
 */
export function remarkAdmonitions(options: Options = {}) {
  const names = new Set([...Object.keys(ADMONITIONS), ...(options.extraNames ?? defaults.extraNames)])
  const known = Object.freeze([...names])
  return (tree: Root, file: VFile) => {
    walk<Nodes>(tree, (node, index, parent) => {
      if (node.type === 'containerDirective' && names.has(node.name)) {
        toAdmonition(node)
        return
      }
      if (
        (node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective') &&
        parent &&
        index !== undefined
      ) {
        const text = sourceOf(node, String(file.value))
        if (node.type === 'containerDirective') warnUnknown(node, known, file)
        const replacement =
          node.type === 'textDirective'
            ? { type: 'text' as const, value: text }
            : { type: 'paragraph' as const, children: [{ type: 'text' as const, value: text }] }
        parent.children.splice(index, 1, replacement as never)
        return SKIP
      }
      return undefined
    })
  }
}

/** The warning for `:::name` when name is no admonition type, at the directive's position. */
function warnUnknown(node: ContainerDirective, known: readonly string[], file: VFile): void {
  const { ctx, extract } = pageData(file)
  const close = suggest(node.name, known)
  const message = `\`:::${node.name}\` is not an admonition type (${known.join(', ')}), so it is published as text`
  const place = { file: ctx.displayPath, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 }
  extract.diagnostics.push(createDiagnostic('unknown-admonition', withSuggestion(message, close === undefined ? undefined : `:::${close}`), place))
}

function toAdmonition(node: ContainerDirective): void {
  const type = node.name in ADMONITIONS ? (node.name as AdmonitionType) : 'note'
  const first = node.children[0]
  let title: string = ADMONITIONS[type]
  let titleChildren: unknown[] | undefined
  if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    titleChildren = first.children
    node.children.shift()
    title = ''
  }
  const heading = {
    type: 'paragraph',
    data: { hName: 'div', hProperties: { className: ['admonition-heading'] } },
    children: [admonitionIcon(type, titleChildren !== undefined), ...(titleChildren ?? [{ type: 'text', value: title }])],
  }
  const body = {
    type: 'blockquote',
    data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
    children: node.children,
  }
  node.children = [heading, body] as never
  node.data = {
    hName: 'div',
    hProperties: { className: ['admonition', `admonition-${type}`], role: 'note' },
  }
}

/**
 * The type's icon as an inline SVG, the same markup as <Admonition>'s (templates/mdx/Admonition.tsx).
 * Under a title of its own it names the type for screen readers; else the title does.
 */
function admonitionIcon(type: AdmonitionType, ownTitle: boolean) {
  const svg = iconElement(ADMONITION_ICONS[type], 'admonition-icon', ownTitle ? ADMONITIONS[type] : undefined)
  return { type: 'text', value: '', data: { hName: 'svg', hProperties: svg.properties, hChildren: svg.children } }
}

function sourceOf(node: ContainerDirective | LeafDirective | TextDirective, text: string): string {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  if (start === undefined || end === undefined) return `:${node.name}`
  return text.slice(start, end)
}
