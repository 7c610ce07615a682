import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import { linesOutsideFences } from '../transform/markdown/lines-outside-fences.js'

/** Deeper than this, lists and block quotes are refused: the markdown and HTML stages recurse per level. */
export const MAX_NESTING = 100
/** Longer runs of `*` or `_` make the emphasis parser recurse per character. */
export const MAX_DELIMITER_RUN = 100
const DELIMITER_RUN = new RegExp(`[*_]{${MAX_DELIMITER_RUN + 1},}`)

/**
 * A quick scan of a page's markdown, before it is parsed, for structures nested so deep that the
 * parsers would work for minutes and then fail with 'Maximum call stack size exceeded': lists and
 * block quotes more than MAX_NESTING levels deep, and runs of more than MAX_DELIMITER_RUN `*` or
 * `_`. Code blocks are skipped. One diagnostic per kind, at its first place.
 */
export function checkNesting(text: string, file: string, bodyStart: number): Diagnostic[] {
  const out: Diagnostic[] = []
  const firstLine = text.slice(0, bodyStart).split('\n').length
  let nestingReported = false
  let runReported = false
  for (const { line, index: i } of linesOutsideFences(text.slice(bodyStart))) {
    const depth = containerDepth(line)
    if (!nestingReported && depth > MAX_NESTING) {
      nestingReported = true
      out.push(
        createDiagnostic('too-deeply-nested', `lists and block quotes are nested ${depth} levels deep here; at most ${MAX_NESTING} can be rendered: flatten the structure`, {
          file,
          line: firstLine + i,
          column: 1,
        }),
      )
    }
    const run = DELIMITER_RUN.exec(line)
    if (!runReported && run && !/^[\s*_-]*$/.test(line)) {
      runReported = true
      out.push(
        createDiagnostic('too-deeply-nested', `a run of ${run[0].length} \`${run[0][0]}\` characters nests emphasis too deep; at most ${MAX_DELIMITER_RUN} in a row can be rendered: escape them (\\${run[0][0]}) or put them in a code span`, {
          file,
          line: firstLine + i,
          column: run.index + 1,
        }),
      )
    }
    if (nestingReported && runReported) break
  }
  return out
}

/**
 * How many lists and block quotes a line sits in, estimated from its start: each `>` and each
 * list marker opening the line counts (`- - - x` and `> 1. > - x` nest on one line), and the first
 * list item also counts its indentation in steps of two spaces (a nested item is indented at least
 * that much).
 */
function containerDepth(line: string): number {
  let depth = 0
  let rest = line
  let indentCounted = false
  for (;;) {
    const quote = /^ {0,3}>/.exec(rest)
    if (quote) {
      depth++
      rest = rest.slice(quote[0].length)
      continue
    }
    const item = /^([ \t]*)(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)/.exec(rest)
    if (!item) return depth
    depth += 1 + (indentCounted ? 0 : Math.floor(item[1]!.replace(/\t/g, '    ').length / 2))
    indentCounted = true
    rest = rest.slice(item[0].length)
    if (rest === '') return depth
  }
}

/** A JSX or HTML tag in MDX: `</Name`, or `<Name …>` (self-closing when it ends in `/>`). */
const TAG = /<(\/?)[A-Za-z][\w.:-]*(?:\s[^<>]*?)?(\/?)>/g

/**
 * The same quick scan for MDX: elements (`<div>`, `<Tabs>`) nested more than MAX_NESTING deep make
 * the MDX compiler and React's renderer overflow the stack after seconds of work. Tags are counted
 * outside code blocks and code spans; the first place past the limit is reported.
 */
export function checkJsxNesting(text: string, file: string): Diagnostic[] {
  let depth = 0
  for (const { line, index } of linesOutsideFences(text)) {
    const code = line.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length))
    for (const tag of code.matchAll(TAG)) {
      if (tag[1]) depth = Math.max(0, depth - 1)
      else if (!tag[2]) depth++
      if (depth > MAX_NESTING) {
        const message = `elements are nested more than ${MAX_NESTING} levels deep here; at most ${MAX_NESTING} can be rendered: flatten the structure`
        return [createDiagnostic('too-deeply-nested', message, { file, line: index + 1, column: tag.index + 1 })]
      }
    }
  }
  return []
}
