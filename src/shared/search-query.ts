/**
 * The query language, lunr's syntax with our field names: `title:nmr`, `+required`,
 * `-prohibited`, `spectrum~1` (edit distance), `sample^2` (boost), `instal*` (prefix) and `\`
 * to escape. Unlike lunr, '-' inside a word does not split it ('1H-NMR' stays one term).
 */

/** The fields of a search document that a query can name. */
export const SEARCH_FIELDS = ['title', 'heading', 'description', 'keywords', 'content'] as const
export type SearchField = (typeof SEARCH_FIELDS)[number]

export type Presence = 'required' | 'prohibited' | 'optional'

/** One term of a query with its operators. */
export interface QueryClause {
  term: string
  field?: SearchField
  /** Undefined when the term had no + or - in front. */
  presence?: Presence
  editDistance?: number
  boost: number
  /** Written with a trailing '*'. */
  prefix: boolean
  /** Where the clause stands in the input. */
  start: number
  end: number
}

export type QueryErrorKind = 'unrecognised-field' | 'expected-term' | 'edit-distance' | 'boost'

/** A syntax error, shown to the reader instead of results. */
export interface QueryError {
  kind: QueryErrorKind
  message: string
  start: number
  end: number
}

export interface ParsedQuery {
  clauses: QueryClause[]
  error?: QueryError
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c)
const OPERATORS = new Set(['~', '^'])
/** The largest `~N`: beyond 2 edits nearly every short word of the site matches. */
export const MAX_EDIT_DISTANCE = 2
const unknownField = (name: string) => `Unknown field "${name}": search in ${SEARCH_FIELDS.join(', ')}, or write \\: to search for a colon.`

/**
 * Parses query text into clauses, or returns the first syntax error. Ordinary text pasted into
 * the box must not turn into syntax, so the operators count only where they are unambiguous:
 * - `name:` is a field prefix when name is a field (in any case; a space may follow), and an
 *   unknown field when name is two or more lower-case letters followed directly by a letter
 *   (`colour:red`). Any other colon is text: 'DOI: 10.1000', 'doi:10.1000', 'ratio 1:2', 'C:N'.
 * - `~` and `^` are operators right after a term ('spectrum~1', 'sample^2'); at the start of a
 *   word they are text ('~5 mg', '^13C').
 */
export function parseQuery(input: string): ParsedQuery {
  const clauses: QueryClause[] = []
  let i = 0
  // Reads up to whitespace or an operator; a backslash keeps the next character literally. With
  // `fieldAllowed`, a colon that makes a field prefix (see above) ends the text too.
  const readText = (fieldAllowed: boolean): string => {
    const from = i
    let text = ''
    while (i < input.length && !isSpace(input[i]) && !(text && OPERATORS.has(input[i]!))) {
      if (input[i] === ':' && fieldAllowed && isFieldPrefix(input.slice(from, i), input[i + 1])) break
      if (input[i] === '\\' && i + 1 < input.length) i++
      text += input[i++]
    }
    return text
  }
  const fail = (kind: QueryErrorKind, message: string, start: number): ParsedQuery => ({ clauses, error: { kind, message, start, end: Math.max(i, start + 1) } })

  while (i < input.length) {
    if (isSpace(input[i])) {
      i++
      continue
    }
    const start = i
    let presence: Presence | undefined
    if (input[i] === '+' || input[i] === '-') {
      presence = input[i] === '+' ? 'required' : 'prohibited'
      i++
    }
    let field: SearchField | undefined
    let text = readText(true)
    if (input[i] === ':') {
      const name = text.toLowerCase()
      if (!isField(name)) return fail('unrecognised-field', unknownField(text), start)
      field = name
      i++
      while (isSpace(input[i])) i++
      text = readText(false)
      if (!text) return fail('expected-term', `Expected a search term after "${field}:".`, start)
    }
    if (!text) return fail('expected-term', `Expected a search term after "${presence === 'required' ? '+' : '-'}".`, start)
    const clause: QueryClause = { term: text, presence, boost: 1, prefix: false, start, end: i }
    if (field) clause.field = field
    while (input[i] === '~' || input[i] === '^') {
      const op = input[i++]!
      const valueStart = i
      const value = readText(false)
      if (op === '~') {
        if (!/^\d+$/.test(value)) return fail('edit-distance', `The edit distance after "~" must be a number, as in "${clause.term}~1".`, valueStart - 1)
        clause.editDistance = Number(value)
        if (clause.editDistance > MAX_EDIT_DISTANCE) return fail('edit-distance', `The edit distance after "~" can be at most ${MAX_EDIT_DISTANCE}, as in "${clause.term}~${MAX_EDIT_DISTANCE}".`, valueStart - 1)
      } else {
        if (!/^\d+(\.\d+)?$/.test(value)) return fail('boost', `The boost after "^" must be a number, as in "${clause.term}^2".`, valueStart - 1)
        clause.boost = Number(value)
      }
    }
    if (clause.term.endsWith('*')) {
      clause.prefix = true
      clause.term = clause.term.replace(/\*+$/, '')
    }
    clause.end = i
    clauses.push(clause)
  }
  return { clauses }
}

/** Whether `name` followed by ':' and then `next` reads as a field prefix (see parseQuery). */
function isFieldPrefix(name: string, next: string | undefined): boolean {
  return isField(name.toLowerCase()) || (/^[a-z]{2,}$/.test(name) && next !== undefined && /\p{L}/u.test(next))
}

function isField(name: string): name is SearchField {
  return (SEARCH_FIELDS as readonly string[]).includes(name)
}
