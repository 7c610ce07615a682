import { createDiagnostic, lineColumnAt, type Diagnostic } from '../../diagnostics.js'
import { linesOutsideFences } from '../markdown/lines-outside-fences.js'

/**
 * A line that only means something in MDX: an ES import or export, or a capitalised JSX element.
 * Docusaurus v3 parses `.md` files as MDX, so migrated `.md` pages often hold such lines; here a
 * `.md` page is plain markdown and they would show as text or raw HTML without a word.
 */
const MDX_LINE = /^(?:import\s+(?:[\w$*{][^\n]*?\sfrom\s*|)['"][^'"\n]+['"];?[ \t]*$|export\s+(?:const|let|var|function|default|\{)|[ \t]*<[A-Z][\w.]*(?:[ \t]|\/?>|$))/m
/** Indented code (four columns); JSX nested that deep in a list is missed, which only costs a warning. */
const INDENTED_CODE = /^(?: {4}|\t)/

/**
 * The warning for a `.md` page that uses MDX syntax, at the first such line outside code fences,
 * or undefined. One regular expression over the text decides for almost every page, so markdown
 * builds do not slow down; only a page that matches is walked line by line to skip code blocks.
 */
export function mdxInMarkdown(text: string, displayPath: string): Diagnostic | undefined {
  if (!MDX_LINE.test(text)) return undefined
  for (const { line, offset } of linesOutsideFences(text)) {
    if (INDENTED_CODE.test(line) || !MDX_LINE.test(line)) continue
    const column = line.length - line.trimStart().length
    const what = line.trim().length > 40 ? `${line.trim().slice(0, 40)}…` : line.trim()
    return createDiagnostic('mdx-in-markdown', `\`${what}\` is MDX, which a .md page does not run (it comes out as text or raw HTML); rename the file to .mdx`, { file: displayPath, ...lineColumnAt(text, offset + column) }, 'warning')
  }
  return undefined
}

/**
 * Whether a source is compiled as MDX under `markdown.format`: an `.mdx` file unless the format is
 * `md`; with `mdx`, also a `.md` file that uses MDX syntax (Docusaurus 3 compiles every `.md` as
 * MDX; one without imports, exports or components comes out the same from the Markdown pipeline,
 * which is much faster, so only the others are compiled).
 */
export function isCompiledAsMdx(file: { path: string; text: string }, format: 'detect' | 'mdx' | 'md'): boolean {
  if (format === 'md') return false
  if (/\.mdx$/i.test(file.path)) return true
  return format === 'mdx' && /\.md$/i.test(file.path) && mdxInMarkdown(file.text, '') !== undefined
}
