/**
 * The Content-Security-Policies chemdocs writes and sends: render/ puts a page's into its meta
 * tag, serve/ sends one with every response.
 */

import { createHash } from 'node:crypto'

/** The CSP source of an inline script: `'sha256-…'`. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`
}

/**
 * Origins a site owner allows besides the site itself (config `csp`), per directive. Empty by
 * default: then a page loads nothing from anywhere else.
 */
export interface CspAllowances {
  scriptSrc: readonly string[]
  frameSrc: readonly string[]
  imgSrc: readonly string[]
  connectSrc: readonly string[]
  mediaSrc: readonly string[]
}

const NONE: CspAllowances = { scriptSrc: [], frameSrc: [], imgSrc: [], connectSrc: [], mediaSrc: [] }

/**
 * The policy of a chemdocs page: the site's own scripts, plus the inline ones whose hashes are
 * given, plus the origins the owner allowed.
 */
export function pagePolicy(inlineScriptHashes: readonly string[] = [], allow: CspAllowances = NONE): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScriptHashes, ...allow.scriptSrc].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...allow.imgSrc].join(' '),
    ['connect-src', "'self'", ...allow.connectSrc].join(' '),
    ...(allow.frameSrc.length > 0 ? [['frame-src', "'self'", ...allow.frameSrc].join(' ')] : []),
    ...(allow.mediaSrc.length > 0 ? [['media-src', "'self'", ...allow.mediaSrc].join(' ')] : []),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/**
 * Any file that is not a chemdocs page (scripts, styles, data, images, files from static/): no
 * inline script. A document that could run script (HTML, SVG, XML not written by chemdocs) is
 * sandboxed too: no script runs in it at all, and it gets an origin of its own, not the site's.
 */
export function filePolicy(isDocument: boolean): string {
  return pagePolicy() + (isDocument ? '; sandbox allow-popups allow-popups-to-escape-sandbox allow-downloads' : '')
}

/**
 * The policy in a page's meta tag, when it is exactly one chemdocs writes (any inline-script
 * hashes, nothing else). A file from static/ can copy the meta tag, but cannot loosen the policy
 * it gets sent that way: the worst it can claim is a chemdocs page's policy, with hashes of
 * scripts of its own, which is what a markdown page may hold too; the origins it may name are the
 * ones the site's config allows (`allow`), no others.
 */
export function pagePolicyOf(html: string, allow: CspAllowances = NONE): string | undefined {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html.slice(0, 4096))?.[1]
  if (content === undefined) return undefined
  const policy = content.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&')
  const hashes = /^default-src 'self'; script-src 'self'((?: 'sha256-[A-Za-z0-9+/]+={0,2}')*)/.exec(policy)?.[1]
  if (hashes === undefined) return undefined
  const rebuilt = pagePolicy(hashes.split(' ').filter(Boolean), allow)
  return rebuilt === policy ? policy : undefined
}
