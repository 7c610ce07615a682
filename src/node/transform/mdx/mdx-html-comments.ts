import { linesOutsideFences } from '../markdown/lines-outside-fences.js'

/**
 * HTML comments (`<!-- … -->`) made into MDX comments (`{/* … *\/}`), as Docusaurus does under
 * `markdown.mdx1Compat.comments` (on by default): MDX itself refuses `<!--`. Code is left alone
 * (fenced blocks, and inline code on the line); `<!--` becomes `{/* ` (four characters, like it)
 * so that the columns of what follows on the line, and so every error's position, stay true.
 */
export function htmlCommentsToMdx(text: string): string {
  if (!text.includes('<!--') && !text.includes('-->')) return text
  const lines = text.split('\n')
  for (const { line, index } of linesOutsideFences(text)) {
    if (!line.includes('<!--') && !line.includes('-->')) continue
    // Even pieces between backtick runs are outside inline code.
    lines[index] = line
      .split(/(`+)/)
      .map((piece, i, all) => (isInlineCode(all, i) ? piece : piece.replaceAll('<!--', '{/* ').replaceAll('-->', '*/}')))
      .join('')
  }
  return lines.join('\n')
}

/** Whether piece `i` of a line split on backtick runs lies between an opening and a closing run. */
function isInlineCode(pieces: string[], i: number): boolean {
  if (i % 2 === 1) return true
  const opened = pieces.slice(0, i).filter((_, j) => j % 2 === 1).length
  return opened % 2 === 1 && i < pieces.length - 1
}
