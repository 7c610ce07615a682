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
  return [...out, ...checkQuadratic(text.slice(bodyStart), file, firstLine)]
}

/** More open `[` than this in one paragraph make the link parser quadratic (100,000 took minutes). */
export const MAX_OPEN_BRACKETS = 1000
/** More nested `:::` containers than this make the directive parser quadratic. */
export const MAX_DIRECTIVE_NESTING = MAX_NESTING
/** Table rows with more cells than this make the table parser quadratic (20,000 columns: 42 s). */
export const MAX_TABLE_COLUMNS = 1000

/**
 * Constructs the markdown parser handles in time that grows with the square of their size,
 * refused before parsing with their place: `[` left open within one paragraph (`[[[…` or
 * `[a](` repeated), `:::` containers nested deep, and table rows of very many cells. Ordinary
 * pages have a handful of each; a page of 200 KB made of them held a build for many minutes.
 */
function checkQuadratic(body: string, file: string, firstLine: number): Diagnostic[] {
  const out: Diagnostic[] = []
  const found = new Set<string>()
  const report = (kind: string, message: string, index: number, column: number) => {
    if (found.has(kind)) return
    found.add(kind)
    out.push(createDiagnostic('too-deeply-nested', message, { file, line: firstLine + index, column }))
  }
  let open = 0
  let destinations = 0
  let directives = 0
  for (const { line, index } of linesOutsideFences(body)) {
    // A blank line ends the paragraph, and any link in it.
    if (line.trim() === '') open = destinations = 0
    const directive = /^\s*(:{3,})(\S?)/.exec(line)
    if (directive) {
      directives = directive[2] ? directives + 1 : Math.max(0, directives - 1)
      if (directives > MAX_DIRECTIVE_NESTING) report('directive', `\`:::\` containers are nested more than ${MAX_DIRECTIVE_NESTING} levels deep here; at most ${MAX_DIRECTIVE_NESTING} can be rendered: flatten the structure`, index, directive[1]!.length)
    }
    const text = line.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length))
    if (/^\s*\|/.test(text)) {
      const cells = text.split('|').length - 1
      if (cells > MAX_TABLE_COLUMNS) report('table', `a table row of ${cells} cells; at most ${MAX_TABLE_COLUMNS} columns can be rendered: split the table`, index, 1)
    }
    for (let i = 0; i < text.length && !found.has('brackets'); i++) {
      const c = text[i]
      if (text[i - 1] === '\\') continue
      if (c === '[') open++
      else if (c === ']' && open > 0) open--
      else if (c === '(' && text[i - 1] === ']') destinations++
      else if (c === ')' && destinations > 0) destinations--
      if (open > MAX_OPEN_BRACKETS || destinations > MAX_OPEN_BRACKETS) {
        report('brackets', `more than ${MAX_OPEN_BRACKETS} links or \`[\` are left open in one paragraph here; the link parser would take minutes: close them, or escape them as \\[`, index, i + 1)
      }
    }
    if (found.size === 3) break
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
