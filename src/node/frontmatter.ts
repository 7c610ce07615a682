import { isMap, isScalar, LineCounter, parseDocument, type Node as YamlNode } from 'yaml'
import { z } from 'zod'
import { createDiagnostic, suggest, withSuggestion, type Diagnostic } from './diagnostics.js'

/** Frontmatter keys chemdocs understands, each with its schema. */
const FIELDS = {
  id: z.string().min(1),
  title: z.string().min(1),
  sidebar_label: z.string().min(1),
  sidebar_position: z.number(),
  slug: z.string().min(1),
  description: z.string(),
  // YAML reads `[NMR, 2019]` as a number; a keyword is text either way.
  keywords: z.array(z.union([z.string(), z.number().transform(String)])),
  hide_table_of_contents: z.boolean(),
  pagination_prev: z.string().nullable(),
  pagination_next: z.string().nullable(),
  unlisted: z.boolean(),
} as const

type Fields = typeof FIELDS
/** Validated frontmatter of a page. */
export type Frontmatter = { [K in keyof Fields]?: z.output<Fields[K]> }

const EXPECTED: Record<keyof Fields, string> = {
  id: 'a non-empty string',
  title: 'a non-empty string',
  sidebar_label: 'a non-empty string',
  sidebar_position: 'a number',
  slug: 'a non-empty string',
  description: 'a string',
  keywords: 'a list of strings',
  hide_table_of_contents: 'true or false',
  pagination_prev: 'a doc id or null',
  pagination_next: 'a doc id or null',
  unlisted: 'true or false',
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/

/** Splits off the frontmatter block; body offsets stay valid because the text is not cut. */
export function splitFrontmatter(text: string): { yaml: string | undefined; bodyStart: number } {
  const m = FENCE.exec(text)
  if (!m) return { yaml: undefined, bodyStart: 0 }
  return { yaml: m[1] ?? '', bodyStart: m[0].length }
}

/** Parses and validates frontmatter; problems become diagnostics with positions in the file. */
export function parseFrontmatter(
  text: string,
  file: string,
): { data: Frontmatter; diagnostics: Diagnostic[] } {
  const { yaml } = splitFrontmatter(text)
  const diagnostics: Diagnostic[] = []
  if (yaml === undefined || yaml.trim() === '') return { data: {}, diagnostics }
  const lineCounter = new LineCounter()
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: false, uniqueKeys: true })
  // The YAML starts on line 2 of the file (after the opening ---).
  const place = (offset: number) => {
    const pos = lineCounter.linePos(offset)
    return { file, line: pos.line + 1, column: pos.col }
  }
  if (doc.errors.length > 0) {
    for (const e of doc.errors) {
      const msg = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')
      diagnostics.push(
        createDiagnostic('invalid-frontmatter', `malformed YAML frontmatter: ${msg}`, place(e.pos[0])),
      )
    }
    return { data: {}, diagnostics }
  }
  if (!isMap(doc.contents)) {
    diagnostics.push(
      createDiagnostic(
        'invalid-frontmatter',
        'frontmatter must be a mapping of keys to values (key: value)',
        place(0),
      ),
    )
    return { data: {}, diagnostics }
  }
  const data: Record<string, unknown> = {}
  for (const pair of doc.contents.items) {
    const keyNode = pair.key as YamlNode | null
    const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode)
    const keyOffset = keyNode?.range?.[0] ?? 0
    if (!(key in FIELDS)) {
      diagnostics.push(
        createDiagnostic(
          'unknown-frontmatter-key',
          withSuggestion(`unknown frontmatter key \`${key}\``, suggest(key, Object.keys(FIELDS))),
          place(keyOffset),
        ),
      )
      continue
    }
    const field = key as keyof Fields
    const valueNode = pair.value as YamlNode | null
    const value = valueNode === null ? null : (valueNode.toJSON() as unknown)
    const result = FIELDS[field].safeParse(value)
    if (!result.success) {
      diagnostics.push(
        createDiagnostic(
          'invalid-frontmatter',
          `frontmatter \`${field}\` must be ${EXPECTED[field]}, found ${describe(value)}`,
          place(valueNode?.range?.[0] ?? keyOffset),
        ),
      )
      continue
    }
    data[field] = result.data
  }
  return { data: data as Frontmatter, diagnostics }
}

function describe(value: unknown): string {
  if (value === null) return 'nothing'
  if (Array.isArray(value)) {
    const bad = value.findIndex((v) => typeof v !== 'string' && typeof v !== 'number')
    return bad < 0 ? 'a list' : `a list whose item ${bad + 1} is ${describe(value[bad])}`
  }
  if (typeof value === 'object') return 'a mapping (is a `: ` inside an unquoted value? quote it)'
  if (typeof value === 'string') return `the string "${value.length > 30 ? value.slice(0, 30) + '…' : value}"`
  return `${typeof value} ${JSON.stringify(value)}`
}
