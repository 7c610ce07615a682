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
const STOPS = new Set([':', '~', '^'])

/** Parses query text into clauses, or returns the first syntax error. */
export function parseQuery(input: string): ParsedQuery {
  const clauses: QueryClause[] = []
  let i = 0
  // Reads up to whitespace or an operator; a backslash keeps the next character literally.
  const readText = (): string => {
    let text = ''
    while (i < input.length && !isSpace(input[i]) && !STOPS.has(input[i]!)) {
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
    let text = readText()
    if (input[i] === ':') {
      if (!text) return fail('expected-term', 'Expected a field name before ":".', start)
      if (!isField(text)) return fail('unrecognised-field', `Unknown field "${text}": search in ${SEARCH_FIELDS.join(', ')}, or write \\: to search for a colon.`, start)
      field = text
      i++
      while (isSpace(input[i])) i++
      text = readText()
      if (!text) return fail('expected-term', `Expected a search term after "${field}:".`, start)
    }
    if (!text) return fail('expected-term', presence ? `Expected a search term after "${presence === 'required' ? '+' : '-'}".` : `Expected a search term before "${input[i]}".`, start)
    const clause: QueryClause = { term: text, presence, boost: 1, prefix: false, start, end: i }
    if (field) clause.field = field
    while (input[i] === '~' || input[i] === '^') {
      const op = input[i++]!
      const valueStart = i
      const value = readText()
      if (op === '~') {
        if (!/^\d+$/.test(value)) return fail('edit-distance', `The edit distance after "~" must be a number, as in "${clause.term}~1".`, valueStart - 1)
        clause.editDistance = Number(value)
      } else {
        if (!/^\d+(\.\d+)?$/.test(value)) return fail('boost', `The boost after "^" must be a number, as in "${clause.term}^2".`, valueStart - 1)
        clause.boost = Number(value)
      }
    }
    if (input[i] === ':') return fail('unrecognised-field', `Unknown field "${input.slice(start, i)}": search in ${SEARCH_FIELDS.join(', ')}, or write \\: to search for a colon.`, start)
    if (clause.term.endsWith('*')) {
      clause.prefix = true
      clause.term = clause.term.replace(/\*+$/, '')
    }
    clause.end = i
    clauses.push(clause)
  }
  return { clauses }
}

function isField(name: string): name is SearchField {
  return (SEARCH_FIELDS as readonly string[]).includes(name)
}
