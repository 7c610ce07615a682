import { readFileSync } from 'node:fs'
import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import { display } from '../display-path.js'

// A translation file as Docusaurus writes them (code.json, navbar.json, current.json):
// `{ "id": { "message": "…", "description": "…" } }`. Read into id -> message.

/** The messages of `file` (none when it does not exist); a malformed file is an error at its place. */
export function readMessages(file: string): { messages: Record<string, string>; diagnostics: Diagnostic[] } {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return { messages: {}, diagnostics: [] }
  }
  const where = display(file)
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return { messages: {}, diagnostics: [createDiagnostic('invalid-translation', `not valid JSON: ${(error as Error).message}`, { file: where, ...jsonErrorPlace(error, text) })] }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { messages: {}, diagnostics: [createDiagnostic('invalid-translation', 'expected an object of `"id": { "message": "…" }` entries', { file: where, line: 1, column: 1 })] }
  }
  const messages: Record<string, string> = {}
  const diagnostics: Diagnostic[] = []
  for (const [id, entry] of Object.entries(data)) {
    const message = typeof entry === 'string' ? entry : typeof entry === 'object' && entry !== null ? (entry as { message?: unknown }).message : undefined
    if (typeof message === 'string') messages[id] = message
    else diagnostics.push(createDiagnostic('invalid-translation', `"${id}": expected { "message": "…" }`, { file: where, ...placeOfKey(text, id) }, 'warning'))
  }
  return { messages, diagnostics }
}

/** Where JSON.parse stopped: V8 names the position ("at position 42" or "(line 3 column 5)"). */
function jsonErrorPlace(error: unknown, text: string): { line: number; column: number } {
  const message = (error as Error).message
  const lineCol = /line (\d+) column (\d+)/.exec(message)
  if (lineCol) return { line: Number(lineCol[1]), column: Number(lineCol[2]) }
  const at = /position (\d+)/.exec(message)
  return at ? placeOfOffset(text, Number(at[1])) : { line: 1, column: 1 }
}

function placeOfKey(text: string, id: string): { line: number; column: number } {
  const offset = text.indexOf(JSON.stringify(id))
  return placeOfOffset(text, offset < 0 ? 0 : offset)
}

function placeOfOffset(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n')
  return { line: before.length, column: before[before.length - 1]!.length + 1 }
}
