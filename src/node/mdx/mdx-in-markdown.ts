import { createDiagnostic, lineColumnAt, type Diagnostic } from '../diagnostics.js'

/**
 * A line that only means something in MDX: an ES import or export, or a capitalised JSX element.
 * Docusaurus v3 parses `.md` files as MDX, so migrated `.md` pages often hold such lines; here a
 * `.md` page is plain markdown and they would show as text or raw HTML without a word.
 */
const MDX_LINE = /^(?:import\s+(?:[\w$*{][^\n]*?\sfrom\s*|)['"][^'"\n]+['"];?[ \t]*$|export\s+(?:const|let|var|function|default|\{)|[ \t]*<[A-Z][\w.]*(?:[ \t]|\/?>|$))/m
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/
/** Indented code (four columns); JSX nested that deep in a list is missed, which only costs a warning. */
const INDENTED_CODE = /^(?: {4}|\t)/

/**
 * The warning for a `.md` page that uses MDX syntax, at the first such line outside code fences,
 * or undefined. One regular expression over the text decides for almost every page, so markdown
 * builds do not slow down; only a page that matches is walked line by line to skip code blocks.
 */
export function mdxInMarkdown(text: string, displayPath: string): Diagnostic | undefined {
  if (!MDX_LINE.test(text)) return undefined
  let fence: string | undefined
  let offset = 0
  for (const line of text.split('\n')) {
    const marker = FENCE.exec(line)?.[1]
    if (fence !== undefined) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined
    } else if (marker) {
      fence = marker
    } else if (!INDENTED_CODE.test(line)) {
      const m = MDX_LINE.exec(line)
      if (m) {
        const column = line.length - line.trimStart().length
        const what = line.trim().length > 40 ? `${line.trim().slice(0, 40)}…` : line.trim()
        return createDiagnostic('mdx-in-markdown', `\`${what}\` is MDX, which a .md page does not run (it comes out as text or raw HTML); rename the file to .mdx`, { file: displayPath, ...lineColumnAt(text, offset + column) }, 'warning')
      }
    }
    offset += line.length + 1
  }
  return undefined
}
