import { readFileSync } from 'node:fs'
import type { ResolvedConfig } from '../config/config-schema.js'
import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import { display } from '../display-path.js'
import { locateValueIn } from '../locate-value.js'
import type { OutputFile } from '../types.js'
import { GENERATED_FILES } from './output-collisions.js'
import { routeOutputFile } from './route-path.js'

type RedirectsConfig = Pick<ResolvedConfig, 'redirects' | 'base' | 'pageFiles' | 'configFile'>

/**
 * Paths of files every build writes (the not-found page, the sitemap). Docusaurus counts
 * `/404.html` among the site's paths, so a redirect from one of them (`fromExtensions: ['html']`
 * with a page at `/404`) is dropped like one from a page, rather than written over the file.
 */
const GENERATED_PATHS = Object.keys(GENERATED_FILES).map((file) => `/${file}`)

/**
 * The redirect pages of `redirects` (Docusaurus' plugin-client-redirects): one small page per old
 * path, written where that path's page would be. Its `to` must be a page of the site (an error at
 * the `to` in the config otherwise, as Docusaurus refuses it); an old path that is itself a page
 * keeps its page (a warning for a listed one). `pages` are the site's routes, without the base.
 */
export function redirectPages(config: RedirectsConfig, pages: ReadonlySet<string>): { files: OutputFile[]; diagnostics: Diagnostic[] } {
  const options = config.redirects
  if (!options) return { files: [], diagnostics: [] }
  const routes: ReadonlySet<string> = new Set([...pages, ...GENERATED_PATHS])
  const diagnostics: Diagnostic[] = []
  const text = readConfigText(config.configFile)
  const place = (key: string, value: string) => ({ file: display(config.configFile), ...locateValueIn(text, key, value) })
  const targets = new Map<string, string>()
  const add = (from: string, to: string) => {
    const old = normalize(from)
    if (!routes.has(old) && !targets.has(old)) targets.set(old, to)
  }
  for (const { from, to } of options.redirects) {
    const isUrl = /^[a-z][a-z0-9+.-]*:/i.test(to)
    if (!isUrl && !routes.has(normalize(to))) {
      diagnostics.push(createDiagnostic('missing-page', `redirect to \`${to}\`: no page of the site has this path; expected the path of a page, without the base URL`, place('to', to)))
      continue
    }
    for (const old of Array.isArray(from) ? from : [from]) {
      if (routes.has(normalize(old))) diagnostics.push(createDiagnostic('unsupported-config', `redirect from \`${old}\`: a page of the site has this path, so it stays and no redirect is written`, place('from', old), 'warning'))
      add(old, isUrl ? to : normalize(to))
    }
  }
  for (const route of pages) {
    for (const ext of options.fromExtensions) if (route !== '/') add(`${route}.${ext}`, route)
    for (const ext of options.toExtensions) if (route.endsWith(`.${ext}`)) add(route.slice(0, -ext.length - 1), route)
    const created = options.createRedirects?.(route)
    for (const old of created === undefined || created === null ? [] : Array.isArray(created) ? created : [created]) if (typeof old === 'string') add(old, route)
  }
  const files = [...targets].map(([from, to]) => ({ path: routeOutputFile(from, config.pageFiles), contents: redirectPage(/^[a-z][a-z0-9+.-]*:/i.test(to) ? to : `${config.base}${to.slice(1)}`) }))
  return { files, diagnostics }
}

/** A route as the site's routes are written: a leading slash, no trailing one (but the home page). */
function normalize(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash
}

/** The page the plugin writes: an immediate meta refresh, and the new URL as canonical. */
function redirectPage(url: string): string {
  const href = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  return `<!DOCTYPE html>\n<html>\n<head>\n<meta charset="UTF-8">\n<meta http-equiv="refresh" content="0; url=${href}">\n<link rel="canonical" href="${href}">\n<title>Redirecting…</title>\n</head>\n<body>\n<p>This page has moved to <a href="${href}">${href}</a>.</p>\n</body>\n</html>\n`
}

function readConfigText(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
