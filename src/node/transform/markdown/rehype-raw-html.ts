import type { Root } from 'hast'
import type { Node } from 'unist'
import type { VFile } from 'vfile'
import { createDiagnostic, type RuleId } from '../../diagnostics.js'
import { pageData } from './context.js'
import { scriptSchemeOf, scriptUrlMessage } from '../../script-url.js'
import { walk } from './walk.js'
import { parseFragment } from 'parse5'
import type { DefaultTreeAdapterTypes } from 'parse5'

type Element = DefaultTreeAdapterTypes.Element

/** A raw HTML node (markdown's HTML passes through as it is: allowDangerousHtml). */
interface Raw extends Node {
  type: 'raw'
  value: string
}

/**
 * Elements whose content the HTML parser reads as text up to their end tag, and comments: left
 * open in a page, they swallow the rest of it (the page data and the scripts the app needs).
 * `<plaintext>` has no end tag at all.
 */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript'])

/** A place in one raw node. */
interface Place {
  node: Raw
  offset: number
  token: string
}

/**
 * Checks the raw HTML of a markdown page, in the order it appears (an element may open in one
 * raw node and close in a later one): a comment or a raw-text element left open, and `<plaintext>`,
 * are `unclosed-html` errors; a `<meta http-equiv="refresh">` that leaves the site is an
 * `off-site-refresh` error (the site promises that no page navigates elsewhere by itself).
 */
export function rehypeRawHtml() {
  return (tree: Root, file: VFile) => {
    const report = (ruleId: RuleId, message: string, at: Place) => pageData(file).extract.diagnostics.push(createDiagnostic(ruleId, message, { file: pageData(file).ctx.displayPath, ...locate(String(file.value), at) }))
    let open: { end: RegExp; place: Place; what: string } | undefined
    walk<Raw>(tree, 'raw', (node) => {
      let i = 0
      if (open) {
        const end = findFrom(node.value, open.end, 0)
        if (end === undefined) return
        i = end
        open = undefined
      }
      for (let lt = node.value.indexOf('<', i); lt !== -1; lt = node.value.indexOf('<', i)) {
        const rest = node.value.slice(lt)
        const place = (token: string): Place => ({ node, offset: lt, token })
        if (rest.startsWith('<!--')) {
          const end = findFrom(node.value, /--!?>/g, lt + 2)
          if (end === undefined) return void (open = { end: /--!?>/g, place: place('<!--'), what: 'comment `<!--` is never closed with `-->`' })
          i = end
          continue
        }
        const tag = /^<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/.exec(rest)
        if (!tag) {
          i = lt + 1
          continue
        }
        i = lt + tag[0].length
        const name = tag[1]!.toLowerCase()
        if (name === 'meta') checkRefresh(tag[0], (message) => report('off-site-refresh', message, place(tag[0])))
        if (FOLLOWED_ATTRIBUTES[name]) checkScriptUrls(tag[0], FOLLOWED_ATTRIBUTES[name], (message) => report('script-url', message, place(tag[0])))
        if (name === 'plaintext') report('unclosed-html', '`<plaintext>` can never be closed: everything after it, the rest of the page included, would show as text; write `<pre>` instead', place(`<${tag[1]}`))
        if (!RAW_TEXT.has(name)) continue
        const endTag = new RegExp(`</${name}[\\s/>]`, 'gi')
        const end = findFrom(node.value, endTag, i)
        if (end === undefined) return void (open = { end: endTag, place: place(`<${tag[1]}`), what: `\`<${name}>\` is never closed with \`</${name}>\`` })
        i = end
      }
    })
    if (open) report('unclosed-html', `raw HTML ${open.what}: the rest of the page would be swallowed by it; close it, or put it in backticks to show it as code`, open.place)
  }
}

/** The index just after the first match of `pattern` (a global RegExp) at or after `from`. */
function findFrom(text: string, pattern: RegExp, from: number): number | undefined {
  pattern.lastIndex = from
  const m = pattern.exec(text)
  return m ? m.index + m[0].length : undefined
}

/**
 * Reports a `<meta http-equiv="refresh">` whose URL is on another origin. The tag is read by
 * parse5, as the browser reads it: character references decoded (`&#104;ttps:`), attribute names
 * in any case; the URL parser then drops tabs and newlines (`ht&#x0A;tps:`) as browsers do.
 */
export function checkRefresh(tag: string, report: (message: string) => void): void {
  const meta = parseFragment(tag).childNodes.find((n): n is Element => n.nodeName === 'meta')
  if (!meta) return
  const attr = (name: string) => meta.attrs.find((a) => a.name === name)?.value
  if (attr('http-equiv')?.trim().toLowerCase() !== 'refresh') return
  refreshProblem(attr('content') ?? '', report)
}

/** The attributes of each element whose URL the browser follows as a document when clicked or loaded. */
const FOLLOWED_ATTRIBUTES: Partial<Record<string, string[]>> = {
  a: ['href', 'xlink:href'],
  area: ['href'],
  form: ['action'],
  button: ['formaction'],
  input: ['formaction'],
  iframe: ['src'],
  frame: ['src'],
  embed: ['src'],
  object: ['data'],
}

/** Reports the `javascript:`, `vbscript:` and `data:` URLs of one raw start tag, read by parse5 (`&#106;avascript:` decoded). */
function checkScriptUrls(tag: string, attributes: string[], report: (message: string) => void): void {
  if (!/[:&]/.test(tag)) return
  const element = parseFragment(tag).childNodes.find((n): n is Element => 'attrs' in n)
  for (const { name, value } of element?.attrs ?? []) {
    const scheme = attributes.includes(name) ? scriptSchemeOf(value) : undefined
    if (scheme) report(scriptUrlMessage(value, scheme, `<${element!.nodeName} ${name}>`))
  }
}

/** Reports a refresh `content` value (`5; url=…`) whose URL leaves the site. */
export function refreshProblem(content: string, report: (message: string) => void): void {
  // The HTML standard's parse: a delay, then `;` or `,`, then an optional `url=`, then the URL.
  const url = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(["']?)([^]*?)\1?\s*$/i.exec(content)?.[2] ?? ''
  if (url === '') return
  const here = 'http://site.invalid/page/'
  let target: URL | undefined
  try {
    target = new URL(url, here)
  } catch {
    /* not a URL a browser would follow either */
  }
  const shown = url.replace(/[\t\n\r]/g, (c) => JSON.stringify(c).slice(1, -1))
  if (target && target.origin !== new URL(here).origin) report(`\`<meta http-equiv="refresh">\` sends the reader to \`${shown}\`, off the site; link to it instead (pages never navigate elsewhere by themselves)`)
}

/** The text of an attribute value or title with the entities React and writers use decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|#39|apos|lt|gt);/g, (_, e: string) => ({ amp: '&', quot: '"', '#39': "'", apos: "'", lt: '<', gt: '>' })[e]!)
}

/**
 * The line and column of a token in the markdown source. A raw node's value loses the indentation
 * of the list or quote it sits in, so the column is looked up in the source line.
 */
function locate(source: string, { node, offset, token }: Place): { line: number; column: number } {
  const start = node.position?.start ?? { line: 1, column: 1 }
  const before = node.value.slice(0, offset).split('\n')
  if (before.length === 1) return { line: start.line, column: start.column + offset }
  const line = start.line + before.length - 1
  const found = source.split('\n')[line - 1]?.indexOf(token) ?? -1
  return { line, column: found === -1 ? before[before.length - 1]!.length + 1 : found + 1 }
}
