import { frontmatterKeyPosition, splitFrontmatter } from '../collect/frontmatter.js'
import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import type { SourceFile } from '../types.js'

/** Options of checkContent. */
export interface ContentRuleOptions {
  /** Frontmatter keys every page must set (this repository's docs: applies_to, sources). */
  requiredKeys?: readonly string[]
  /** Words of prose a page needs; a page with child pages (an overview) may need fewer. */
  minWords?: number | { page: number; overview: number }
  /** Internal links (to other pages) a page needs. */
  minLinks?: number
  /** Characters a description needs (more than this many). */
  minDescription?: number
  /**
   * The ref each repository must be cited at in `sources` (`repo@ref:path`), e.g. the releases a
   * product ships: a source naming a listed repository at another ref gets a warning.
   */
  pinnedSources?: Readonly<Record<string, string>>
}

/** No house rules of its own: a site sets them in its config (`contentRules`). */
const defaults = { requiredKeys: [], minWords: 0, minLinks: 0, minDescription: 20, pinnedSources: {} } satisfies Required<ContentRuleOptions>

/** Words that say a page is not finished. `placeholder1`-style image names are allowed. */
const FORBIDDEN = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon|placeholder)\b/i

/** Words of prose: frontmatter, code blocks, inline code, HTML tags and link targets left out. */
export function proseWords(text: string): number {
  const body = text.slice(splitFrontmatter(text).bodyStart)
  const prose = body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::.*$/gm, ' ')
  return prose.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length
}

/** Markdown links to other pages or files of the site (not external, not same-page anchors). */
export function internalLinks(text: string): number {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].filter(([, url]) => !/^[a-z]+:/i.test(url!) && !url!.startsWith('#')).length
}

/** `repo@ref:path` (the last `@` before the `:` ends the repository, so `npm:@scope/name@1.0:x` works). */
const SOURCE = /^(.+)@([^@:\s/]+):/

const sameRef = (a: string, b: string) => a.replace(/^v(?=\d)/, '') === b.replace(/^v(?=\d)/, '')

/** Whether text names a release: `v1.2.0` or `1.2.0` as a whole token (`1.2.0.` ends a sentence). */
function namesRelease(text: string, ref: string): boolean {
  const bare = ref.replace(/^v(?=\d)/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<![\\w.])v?${bare}(?!\\.?\\w)`).test(text)
}

/**
 * Sources that cite a pinned repository at another ref (`v1.8.0` and `1.8.0` are one ref), with
 * their place in the file, unless the page's `applies_to` names the cited release: that is how a
 * page says it describes another release on purpose. Each entry of `sources` is looked up in the
 * frontmatter after the `sources` key, in order.
 */
function unpinnedSources(f: SourceFile, pins: Readonly<Record<string, string>>): { line: number; column: number; message: string }[] {
  const pinned = new Map(Object.entries(pins).map(([repo, ref]) => [repo.toLowerCase(), { repo, ref }]))
  if (pinned.size === 0) return []
  const value = (f.frontmatter as Record<string, unknown>).sources
  const entries = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string')
  const { yaml } = splitFrontmatter(f.text)
  if (entries.length === 0 || yaml === undefined) return []
  const appliesTo = String((f.frontmatter as Record<string, unknown>).applies_to ?? '')
  const key = /^["']?sources["']?[ \t]*:/m.exec(yaml)
  let from = key ? key.index : 0
  const found: { line: number; column: number; message: string }[] = []
  for (const entry of entries) {
    const at = yaml.indexOf(entry, from)
    if (at >= 0) from = at + entry.length
    const m = SOURCE.exec(entry.trim())
    const pin = m ? pinned.get(m[1]!.toLowerCase()) : undefined
    if (!m || !pin || sameRef(m[2]!, pin.ref) || namesRelease(appliesTo, m[2]!)) continue
    // The YAML starts on line 2 of the file (after the opening ---).
    const place = at >= 0 ? lineColumn(yaml, at) : frontmatterKeyPosition(f.text, 'sources')
    found.push({ line: at >= 0 ? place.line + 1 : place.line, column: place.column, message: `\`${entry.trim()}\` cites ${m[1]} at ${m[2]}, but this site describes ${pin.ref} (contentRules.pinnedSources); cite ${m[1]}@${pin.ref}, or name ${m[2]} in \`applies_to\` with the reason` })
  }
  return found
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  const line = before.split('\n').length
  return { line, column: offset - before.lastIndexOf('\n') }
}

/**
 * The content rules for authors (`chemdocs check`): every doc has a description, enough prose
 * (less for an overview, a page with pages below it), links to other pages, no placeholder words,
 * and the required frontmatter keys. Every doc is checked, listed anywhere or not.
 */
export function checkContent(files: readonly SourceFile[], options: ContentRuleOptions = {}): Diagnostic[] {
  const o = { ...defaults, ...options }
  const docs = files.filter((f) => !f.sitePage)
  const routes = docs.map((f) => f.route)
  const diagnostics: Diagnostic[] = []
  for (const f of docs) {
    const at = (place: { line: number; column: number }, message: string) => diagnostics.push(createDiagnostic('content-rule', message, { file: f.displayPath, ...place }))
    const description = f.frontmatter.description?.trim() ?? ''
    if (description.length <= o.minDescription) {
      at(frontmatterKeyPosition(f.text, 'description'), description ? `the description has ${description.length} characters; write a sentence of more than ${o.minDescription} (search results and cards show it)` : 'the page has no `description` in its frontmatter; add one sentence saying what the page is for')
    }
    const isOverview = routes.some((r) => r.startsWith(f.route === '/' ? '/' : f.route + '/') && r !== f.route)
    const needed = typeof o.minWords === 'number' ? o.minWords : isOverview ? o.minWords.overview : o.minWords.page
    const words = proseWords(f.text)
    if (words < needed) at({ line: 1, column: 1 }, `${words} words of prose; a${isOverview ? 'n overview' : ' page'} needs at least ${needed}`)
    const links = internalLinks(f.text)
    if (links < o.minLinks) at({ line: 1, column: 1 }, `${links} link${links === 1 ? '' : 's'} to other pages; add at least ${o.minLinks} (relative links to their files, e.g. [Setup](../setup.md))`)
    const placeholder = FORBIDDEN.exec(f.text.replace(/placeholder\d/g, (m) => ' '.repeat(m.length)))
    if (placeholder) at(lineColumn(f.text, placeholder.index), `\`${placeholder[0]}\` marks unfinished text; finish the passage or remove it`)
    for (const key of o.requiredKeys) {
      const value = (f.frontmatter as Record<string, unknown>)[key]
      if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) at({ line: 1, column: 1 }, `the frontmatter has no \`${key}\`, which every page of this site sets`)
    }
    for (const { message, ...place } of unpinnedSources(f, o.pinnedSources)) {
      diagnostics.push(createDiagnostic('content-rule', message, { file: f.displayPath, ...place }, 'warning'))
    }
  }
  return diagnostics
}
