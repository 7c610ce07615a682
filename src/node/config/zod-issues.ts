import type { z } from 'zod'
import { suggest, withSuggestion } from '../diagnostics.js'

// A zod issue as a problem a writer can act on: which key, what is wrong, and for an unknown key
// the closest key the schema allows. Shared by site.config.ts and _category_ files.

/** One line per problem: unknown keys each get their own, with a close known key suggested. */
export function describeIssue(schema: z.core.$ZodType, issue: z.core.$ZodIssue): { keyPath: PropertyKey[]; message: string }[] {
  const at = formatPath(issue.path)
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeysAt(schema, issue.path)
    return issue.keys.map((k) => ({ keyPath: [...issue.path, k], message: withSuggestion(`${at ? at + '.' : ''}${k}: unknown key`, suggest(k, known)) }))
  }
  const msg = issue.message.replace(/^Invalid input: /, '')
  return [{ keyPath: issue.path, message: `${at || '(root)'}: ${msg}` }]
}

/** The keys the schema allows in the object at `keyPath` (wrappers, arrays and unions looked through). */
function knownKeysAt(schema: z.core.$ZodType, keyPath: readonly PropertyKey[]): string[] {
  const def = schema._zod.def as { type: string; shape?: Record<string, z.core.$ZodType>; innerType?: z.core.$ZodType; element?: z.core.$ZodType; options?: z.core.$ZodType[] }
  if (def.innerType) return knownKeysAt(def.innerType, keyPath)
  if (def.type === 'array' && def.element) return knownKeysAt(def.element, typeof keyPath[0] === 'number' ? keyPath.slice(1) : keyPath)
  if (def.options) return [...new Set(def.options.flatMap((o) => knownKeysAt(o, keyPath)))]
  if (!def.shape) return []
  if (keyPath.length === 0) return Object.keys(def.shape)
  const next = def.shape[String(keyPath[0])]
  return next ? knownKeysAt(next, keyPath.slice(1)) : []
}

function formatPath(p: readonly PropertyKey[]): string {
  return p
    .map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : i === 0 ? String(seg) : `.${String(seg)}`))
    .join('')
}
