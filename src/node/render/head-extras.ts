import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ResolvedConfig } from '../config/config-schema.js'
import { scriptHash } from '../content-policy.js'
import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import { locateKey } from '../locate-key.js'
import { blogFeedLinks } from '../write/blog-feeds.js'

/** What the config adds to every page's head: its HTML, and the hashes of its inline scripts for the CSP. */
export interface HeadExtras {
  html: string
  inlineScriptHashes: string[]
}

const VOID = new Set(['meta', 'link', 'base'])
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The config's `headTags` and `scripts` (Docusaurus' keys), and the blog's feed links, as HTML for every page's head. A script
 * from another origin is left out unless `csp.scriptSrc` allows that origin, and named once as a
 * warning with its key path: the built site loads nothing from elsewhere unless its owner says so.
 */
export function headExtras(config: ResolvedConfig): { extras: HeadExtras; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  const inlineScriptHashes: string[] = []
  const allowed = (src: unknown, keyPath: (string | number)[]): boolean => {
    const from = originOf(src)
    if (from === undefined || config.csp.scriptSrc.some((o) => originMatches(o, from))) return true
    const rel = path.relative(process.cwd(), config.configFile) || config.configFile
    const at = locateKey(readText(config.configFile), keyPath)
    const message = `${keyPath.join('.')}: the script ${String(src)} is not loaded, as its origin ${from} is not allowed; add '${from}' to csp.scriptSrc (in a Docusaurus config: customFields.chemdocs.csp.scriptSrc) to load it, and the site is then no longer offline`
    diagnostics.push(createDiagnostic('unsupported-config', message, { file: rel, line: at?.line ?? 1, column: at?.column ?? 1 }))
    return false
  }
  const html: string[] = []
  config.headTags.forEach((tag, i) => {
    if (tag.tagName === 'script' && !allowed(tag.attributes.src, ['headTags', i, 'attributes', 'src'])) return
    if (tag.tagName === 'script' && tag.innerHTML) inlineScriptHashes.push(scriptHash(tag.innerHTML))
    const open = `<${tag.tagName}${attributes(tag.attributes)}>`
    html.push(VOID.has(tag.tagName) ? open : `${open}${tag.innerHTML ?? ''}</${tag.tagName}>`)
  })
  for (const feed of blogFeedLinks(config)) html.push(`<link rel="alternate"${attributes(feed)}>`)
  config.scripts.forEach((script, i) => {
    const attrs = typeof script === 'string' ? { src: script } : (script as Record<string, unknown>)
    if (!allowed(attrs.src, typeof script === 'string' ? ['scripts', i] : ['scripts', i, 'src'])) return
    html.push(`<script${attributes(attrs)}></script>`)
  })
  return { extras: { html: html.join(''), inlineScriptHashes }, diagnostics }
}

function attributes(attrs: Record<string, unknown>): string {
  return Object.entries(attrs)
    .filter(([name, value]) => /^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/.test(name) && value !== false && value !== undefined && value !== null)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escape(String(value))}"`))
    .join('')
}

/** The origin of an absolute or protocol-relative URL; undefined for the site's own paths. */
function originOf(src: unknown): string | undefined {
  if (typeof src !== 'string' || !/^([a-z][a-z0-9+.-]*:)?\/\//i.test(src)) return undefined
  try {
    return new URL(src, 'https://site.invalid').origin
  } catch {
    return src
  }
}

function originMatches(allowedOrigin: string, origin: string): boolean {
  const o = allowedOrigin.toLowerCase()
  if (!o.includes('*.')) return o === origin
  const [scheme, host] = o.split('://*.')
  return origin.startsWith(`${scheme}://`) && origin.endsWith(`.${host}`)
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
