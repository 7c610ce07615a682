import { isMap, isScalar, parseDocument, type Node as YamlNode } from 'yaml'
import { z } from 'zod'
import { createDiagnostic, lineColumnAt, suggest, withSuggestion, type Diagnostic } from '../diagnostics.js'
import { escapeRegExp } from '../reg-exp.js'
import { scriptSchemeOf, scriptUrlMessage } from '../script-url.js'

/** Frontmatter keys chemdocs understands, each with its schema. */
/** Control characters (NUL above all) cannot be part of a file name or URL, written or as `%00`. */
const noControlCharacters = (text: string) => !/[\u0000-\u001f\u007f]/.test(decodedOrSelf(text))
function decodedOrSelf(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

const FIELDS = {
  id: z.string().min(1).refine(noControlCharacters),
  // Docusaurus takes `title: ""` (Joi's allow('')): the page is then named by its first heading.
  title: z.string().transform((title) => (title === '' ? undefined : title)),
  sidebar_label: z.string().min(1),
  // Docusaurus validates with Joi, which takes a number written as a string (`sidebar_position: "99"`).
  sidebar_position: z.union([z.number(), z.string().trim().regex(/^[-+]?\d+(\.\d+)?$/).transform(Number)]),
  slug: z.string().min(1).refine(noControlCharacters),
  description: z.string(),
  // YAML reads `[NMR, 2019]` as a number; a keyword is text either way.
  keywords: z.array(z.union([z.string(), z.number().transform(String)])),
  hide_table_of_contents: z.boolean(),
  pagination_prev: z.string().nullable(),
  pagination_next: z.string().nullable(),
  unlisted: z.boolean(),
  /** Left out of the build (Docusaurus publishes drafts in development only). */
  draft: z.boolean(),
  /** A blog post's date; YAML may read it as a Date. */
  date: z.union([z.string(), z.date().transform((d) => d.toISOString())]),
  /** A blog post's tags: labels, or `{ label, permalink }`. */
  tags: z.array(z.union([z.string(), z.number().transform(String), z.looseObject({ label: z.string(), permalink: z.string().optional() })])),
  /** The sidebar the doc is shown with, by name, or null for none (Docusaurus). */
  displayed_sidebar: z.string().nullable(),
  /** The release of the software the page describes, shown under its title, e.g. `Example App 2.1`. */
  applies_to: z.string().min(1),
  /** Where the page's facts were checked: `owner/repo@ref:path` entries. */
  sources: z.array(z.string().regex(/^[^@\s]+@[^:\s]+:\S(?:.*\S)?$/)),
  /** The doc's "Edit this page" URL, or null for no link (Docusaurus). */
  custom_edit_url: z.string().nullable(),
  /** The last update's date and author, instead of git's (Docusaurus); YAML may read the date as a Date. */
  last_update: z
    .strictObject({ date: z.union([z.string(), z.date().transform((d) => d.toISOString())]).optional(), author: z.string().optional() })
    .refine((v) => v.date !== undefined || v.author !== undefined),
} as const

type Fields = typeof FIELDS
/** Validated frontmatter of a page. */
export type Frontmatter = { [K in keyof Fields]?: z.output<Fields[K]> }

const EXPECTED: Record<keyof Fields, string> = {
  id: 'a non-empty string without control characters',
  title: 'a string',
  sidebar_label: 'a non-empty string',
  sidebar_position: 'a number',
  slug: 'a non-empty path without control characters (nor %00 and the like)',
  description: 'a string',
  keywords: 'a list of strings',
  hide_table_of_contents: 'true or false',
  pagination_prev: 'a doc id or null',
  pagination_next: 'a doc id or null',
  unlisted: 'true or false',
  displayed_sidebar: 'a sidebar name or null',
  draft: 'true or false',
  date: 'a date',
  tags: 'a list of tags',
  applies_to: 'a non-empty string naming a release',
  sources: 'a list of `repo@ref:path` entries',
  custom_edit_url: 'a URL or null',
  last_update: 'a map with `date` and/or `author`',
}

/**
 * Keys Docusaurus accepts in a doc's frontmatter that chemdocs reads no meaning from (author
 * credits, social images, tags, per-page TOC depth...): accepted without a warning, so a Docusaurus
 * tree builds clean. Any other key is still warned about, since it is most likely a typo.
 */
const ACCEPTED = new Set([
  'author', 'authors', 'author_url', 'author_title', 'author_image_url', 'authorURL', 'authorTitle', 'authorImageURL', 'image', 'hide_title',
  'toc_min_heading_level', 'toc_max_heading_level',
  'sidebar_class_name', 'sidebar_custom_props', 'pagination_label',
  'parse_number_prefixes', 'tags_list',
])

const FENCE = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/

/** Splits off the frontmatter block; body offsets stay valid because the text is not cut. */
export function splitFrontmatter(text: string): { yaml: string | undefined; bodyStart: number } {
  const m = FENCE.exec(text)
  if (!m) return { yaml: undefined, bodyStart: 0 }
  return { yaml: m[1] ?? '', bodyStart: m[0].length }
}

/**
 * A page that opens frontmatter (`---` on its first line) and never closes it would show the YAML
 * as text and take its title from the file name: an error instead, saying where the closing
 * line belongs (after the last line that looks like `key: value` or a list item).
 */
function unclosedFrontmatter(text: string): { message: string } | undefined {
  if (!/^---[ \t]*\r?\n/.test(text)) return undefined
  const lines = text.split(/\r?\n/)
  let last = 1
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!
    if (/^[\w"'-]+[ \t]*:(\s|$)/.test(line) || /^\s+(- |\S)/.test(line)) last = i + 1
    else if (line.trim() !== '' && !line.startsWith('#')) break
  }
  // Nothing like YAML after the dashes: a thematic break at the top of the page, not frontmatter.
  if (last === 1) return undefined
  return { message: `the frontmatter opened on line 1 is never closed; add a line \`---\` after line ${last} (its last key), or the YAML shows as text and the title comes from the file name` }
}

/**
 * Where a top-level frontmatter key (`slug:`, `id:`) stands in a page's text, for problems caused
 * by its value; the file's start when the page does not set it.
 */
export function frontmatterKeyPosition(text: string, key: string): { line: number; column: number } {
  const { yaml } = splitFrontmatter(text)
  if (yaml === undefined) return { line: 1, column: 1 }
  const escaped = escapeRegExp(key)
  const m = new RegExp(`^["']?${escaped}["']?[ \t]*:`, 'm').exec(yaml)
  // The YAML starts on line 2 of the file (after the opening ---).
  return m ? { line: lineColumnAt(yaml, m.index).line + 1, column: 1 } : { line: 1, column: 1 }
}

/** Parses and validates frontmatter; problems become diagnostics with positions in the file. */
export function parseFrontmatter(
  text: string,
  file: string,
  /** Tests only: always read with the YAML parser, to compare with the fast path. */
  yamlOnly = false,
): { data: Frontmatter; diagnostics: Diagnostic[] } {
  const { yaml } = splitFrontmatter(text)
  const diagnostics: Diagnostic[] = []
  if (yaml === undefined) {
    const unclosed = unclosedFrontmatter(text)
    if (unclosed) diagnostics.push(createDiagnostic('invalid-frontmatter', unclosed.message, { file, line: 1, column: 1 }))
    return { data: {}, diagnostics }
  }
  if (yaml.trim() === '') return { data: {}, diagnostics }
  // The YAML starts on line 2 of the file (after the opening ---).
  const place: Place = (offset) => {
    const { line, column } = lineColumnAt(yaml, offset)
    return { file, line: line + 1, column }
  }
  const entries = (yamlOnly ? undefined : readPlainFrontmatter(yaml)) ?? readYamlFrontmatter(yaml, place, diagnostics)
  if (!entries) return { data: {}, diagnostics }
  const data: Record<string, unknown> = {}
  for (const { key, keyOffset, value, valueOffset } of entries) {
    // Own keys only: `constructor` or `__proto__` would otherwise find Object.prototype's members.
    if (!Object.hasOwn(FIELDS, key)) {
      if (ACCEPTED.has(key)) continue
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
    const result = FIELDS[field].safeParse(value)
    if (!result.success) {
      diagnostics.push(
        createDiagnostic(
          'invalid-frontmatter',
          `frontmatter \`${field}\` must be ${EXPECTED[field]}, found ${describe(value)}`,
          place(valueOffset ?? keyOffset),
        ),
      )
      continue
    }
    if (result.data !== undefined) data[field] = result.data
    const scheme = field === 'custom_edit_url' && typeof result.data === 'string' ? scriptSchemeOf(result.data) : undefined
    if (scheme) diagnostics.push(createDiagnostic('script-url', `frontmatter \`custom_edit_url\`: ${scriptUrlMessage(result.data as string, scheme)}`, place(valueOffset ?? keyOffset)))
  }
  return { data: data as Frontmatter, diagnostics }
}

/** Where an offset into the YAML text is in the file. */
type Place = (offset: number) => { file: string; line: number; column: number }

/** One `key: value` of the frontmatter, with offsets into the YAML text. */
interface Entry {
  key: string
  keyOffset: number
  value: unknown
  valueOffset: number | undefined
}

const QUOTE_IT = 'put the whole value in quotes, e.g. `title: "Setup: the first steps"`'

/** What to do about the YAML mistakes writers make most, by the parser's error code. */
const YAML_HINTS: Partial<Record<string, string>> = {
  BLOCK_AS_IMPLICIT_KEY: `a value holding \`: \` reads as a nested key; ${QUOTE_IT}`,
  MULTILINE_IMPLICIT_KEY: `a value holding \`: \` reads as a nested key; ${QUOTE_IT}`,
  UNEXPECTED_TOKEN: `a value starting with \`[\`, \`{\`, \`>\` or \`|\` has a meaning in YAML; ${QUOTE_IT}`,
  BAD_SCALAR_START: `a value cannot start with @, \`, % and a few other characters; ${QUOTE_IT}`,
  TAB_AS_INDENT: 'indent with spaces: YAML does not allow tabs',
  DUPLICATE_KEY: 'each key may appear once; remove or merge the repeated one',
  BAD_INDENT: 'close the list with `]` on the same line (`keywords: [a, b]`), or write one `- item` per line',
  MISSING_CHAR: 'add the missing closing quote or bracket',
}

/** Reads the frontmatter with the YAML parser; malformed YAML becomes diagnostics (and undefined). */
function readYamlFrontmatter(yaml: string, place: Place, diagnostics: Diagnostic[]): Entry[] | undefined {
  const doc = parseDocument(yaml, { prettyErrors: false, uniqueKeys: true })
  if (doc.errors.length > 0) {
    for (const e of doc.errors) {
      const msg = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')
      const hint = YAML_HINTS[e.code]
      diagnostics.push(createDiagnostic('invalid-frontmatter', `malformed YAML frontmatter: ${msg}${hint ? `; ${hint}` : ''}`, place(e.pos[0])))
    }
    return undefined
  }
  if (!isMap(doc.contents)) {
    diagnostics.push(createDiagnostic('invalid-frontmatter', 'frontmatter must be a mapping of keys to values (key: value)', place(0)))
    return undefined
  }
  return doc.contents.items.map((pair) => {
    const keyNode = pair.key as YamlNode | null
    const valueNode = pair.value as YamlNode | null
    return {
      key: isScalar(keyNode) ? String(keyNode.value) : String(keyNode),
      keyOffset: keyNode?.range?.[0] ?? 0,
      value: valueNode === null ? null : (valueNode.toJSON() as unknown),
      valueOffset: valueNode?.range?.[0],
    }
  })
}

/**
 * The common frontmatter (`title: Some text`, `sidebar_position: 3`, `keywords: [a, b]`) read
 * without the YAML parser, which costs most of the time spent collecting a site's pages. Any line
 * that is not plainly one of these (quotes, comments, nesting, numbers that are not small
 * integers, words YAML reads as booleans or null, a repeated key...) returns undefined, and the
 * YAML parser reads the whole block: the results are the same either way (a test holds both to it).
 */
export function readPlainFrontmatter(yaml: string): Entry[] | undefined {
  if (yaml.includes('\r')) return undefined
  const entries: Entry[] = []
  const seen = new Set<string>()
  let offset = 0
  const lines = yaml.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const list = /^([a-z_]+):$/.exec(line)
    if (list) {
      // A block list of plain words (`sources:` then `  - owner/repo@ref:path` lines).
      if (seen.has(list[1]!)) return undefined
      seen.add(list[1]!)
      const keyOffset = offset
      offset += line.length + 1
      const items: string[] = []
      let indent: string | undefined
      for (; i + 1 < lines.length; i++) {
        const item = /^( *)- (\S.*?) *$/.exec(lines[i + 1]!)
        if (!item) break
        if ((indent ??= item[1]!) !== item[1] || !isPlainText(item[2]!, PLAIN_TEXT)) return undefined
        items.push(item[2]!)
        offset += lines[i + 1]!.length + 1
      }
      // `key:` alone is null to YAML, which the schema reports with the parser's help.
      if (items.length === 0) return undefined
      entries.push({ key: list[1]!, keyOffset, value: items, valueOffset: keyOffset + line.length + 1 + (indent?.length ?? 0) })
      continue
    }
    const m = /^([a-z_]+): +(\S.*?) *$/.exec(line)
    if (!m || seen.has(m[1]!)) return undefined
    seen.add(m[1]!)
    const value = plainValue(m[2]!)
    if (value === undefined) return undefined
    entries.push({ key: m[1]!, keyOffset: offset, value, valueOffset: offset + line.indexOf(m[2]!, m[1]!.length + 1) })
    offset += line.length + 1
  }
  return entries
}

/**
 * A small YAML file of plain `key: value` lines (a `_category_.yml`) read as the YAML parser would
 * read it, or undefined when it holds anything else (the caller then uses the parser).
 */
export function readPlainYaml(text: string): Record<string, unknown> | undefined {
  const entries = readPlainFrontmatter(text.endsWith('\n') ? text.slice(0, -1) : text)
  return entries && Object.fromEntries(entries.map((e) => [e.key, e.value]))
}

/** A word YAML reads as something other than text, in any case. */
const NOT_TEXT = /^(?:true|false|null|yes|no|on|off|y|n|~|\.nan|\.inf)$/i
/** What YAML 1.2's core schema reads as a number (a text that starts with a digit or dot may be one). */
const CORE_NUMBER = /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+)$/
/** Text YAML reads as the same text: starts with a letter (of any script), digit or dot, and no `: ` or ` #` inside. */
const PLAIN_TEXT = /^[\p{L}0-9.](?:[^#:\t]|:(?! |$)|(?<! )#)*$/u
/** A list item YAML reads as text: as above, without flow indicators, and a `:` only before a letter-like character. */
const FLOW_ITEM = /^[\p{L}0-9.](?:[^,[\]{}#:'"\t]|:(?=[^\s,[\]{}]))*$/u

/** Whether YAML reads a plain (unquoted) word as this very text. */
function isPlainText(raw: string, pattern: RegExp): boolean {
  return pattern.test(raw) && !NOT_TEXT.test(raw) && !CORE_NUMBER.test(raw) && !/\s{2}/.test(raw)
}

function plainValue(raw: string): unknown {
  if (/^(?:0|[1-9]\d{0,8})$/.test(raw)) return Number(raw)
  if (raw === 'true' || raw === 'false') return raw === 'true'
  if (raw.startsWith('[')) {
    if (!raw.endsWith(']')) return undefined
    const inner = raw.slice(1, -1).trim()
    if (inner === '') return []
    const items = inner.split(',').map((part) => {
      const item = part.trim()
      return quoted(item) ?? (isPlainText(item, FLOW_ITEM) ? item : undefined)
    })
    return items.every((item) => item !== undefined) ? items : undefined
  }
  const text = quoted(raw)
  if (text !== undefined) return text
  return isPlainText(raw, PLAIN_TEXT) ? raw : undefined
}

/** The text of a quoted string without escapes ("…" without \ or ", '…' without '); else undefined. */
function quoted(raw: string): string | undefined {
  const m = /^"([^"\\]*)"$|^'([^']*)'$/.exec(raw)
  return m ? (m[1] ?? m[2]) : undefined
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
