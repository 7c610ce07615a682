import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import type { ResolvedConfig } from '../config/config-schema.js'
import { createDiagnostic, suggest, suggestRoute, uniqueDiagnostics, withSuggestion, type Diagnostic, type RuleId } from '../diagnostics.js'
import type { Page } from '../types.js'

/** A link outside markdown (navbar, footer) that must point to a real route. */
export interface ConfigLink {
  label: string
  to: string
}

export interface CheckLinksInput {
  pages: Page[]
  /** Every route that renders a page. */
  routes: Set<string>
  /** Anchors per route. */
  anchors: Map<string, Set<string>>
  config: Pick<ResolvedConfig, 'staticDir' | 'checks' | 'configFile'>
  configLinks?: ConfigLink[]
}

/** How many pages must share a broken target before we suspect the layout (navbar, footer). */
export const LAYOUT_HINT_THRESHOLD = 5

/**
 * Checks every internal link against the routes and their anchors, and every config link against
 * the routes. Each problem is a diagnostic at the link's position, with a suggestion when a close
 * route or anchor exists.
 */
export function checkLinks(input: CheckLinksInput): Diagnostic[] {
  const { pages, routes, anchors, config } = input
  const out: Diagnostic[] = []
  const brokenTargets = new Map<string, number>()
  const linkSeverity = config.checks.links === 'warn' ? 'warning' : 'error'
  const anchorSeverity = config.checks.anchors === 'warn' ? 'warning' : 'error'
  for (const page of pages) {
    const file = page.source.displayPath
    for (const link of page.links) {
      const place = { file: link.file ?? file, line: link.line, column: link.column }
      const target = link.path === '' ? page.source.route : link.path
      if (!routes.has(target)) {
        if (isStaticFile(config.staticDir, target)) continue
        if (config.checks.links === 'off') continue
        brokenTargets.set(target, (brokenTargets.get(target) ?? 0) + 1)
        out.push(
          createDiagnostic(
            'missing-page',
            withSuggestion(`link to \`${link.raw}\`${link.raw === target ? '' : ` (resolved as ${target})`} points to a page that does not exist`, suggestLink(target, link.hash, input)),
            place,
            linkSeverity,
          ),
        )
        continue
      }
      if (!link.hash || config.checks.anchors === 'off') continue
      const known = anchors.get(target)
      if (known && known.has(link.hash)) continue
      out.push(
        createDiagnostic(
          'missing-anchor',
          withSuggestion(
            `link to \`${link.raw}\` points to anchor #${link.hash}, which does not exist on ${target}`,
            suggestAnchor(link.hash, known),
          ),
          place,
          anchorSeverity,
        ),
      )
    }
  }
  const configFile = path.relative(process.cwd(), config.configFile) || config.configFile
  // The navbar's and footer's links are links of every page: the same setting applies to them.
  for (const link of config.checks.links === 'off' ? [] : (input.configLinks ?? [])) {
    const target = link.to.split('#')[0]!.replace(/\/$/, '') || '/'
    if (routes.has(target) || isStaticFile(config.staticDir, target)) continue
    out.push(
      createDiagnostic('missing-page', withSuggestion(`config link "${link.label}" points to ${link.to}, which does not exist`, suggestRoute(target, routes)), { file: configFile }, linkSeverity),
    )
  }
  const frequent = [...brokenTargets].filter(([, n]) => n >= LAYOUT_HINT_THRESHOLD).map(([t]) => t)
  for (const target of frequent) {
    out.push(
      createDiagnostic(
        'missing-page',
        `${target} is linked from ${brokenTargets.get(target)} places; if it comes from a shared part (a partial, the navbar or the footer), fix it there`,
        { file: configFile },
        'warning',
      ),
    )
  }
  // A partial shown on several pages reports a broken link once, at its own line.
  return uniqueDiagnostics(out)
}

/** Links that may point to what is not written yet: a page, a markdown file, a heading. */
const UNWRITTEN: ReadonlySet<RuleId> = new Set(['missing-page', 'missing-markdown-file', 'missing-anchor'])

/**
 * While serving, a link to a page or heading not written yet is a warning, not an error: the page
 * that links to it previews, and the overlay keeps the link in view. `chemdocs build` and
 * `check-links` still stop on it. Changes the list in place, and returns it.
 */
export function previewUnwrittenLinks(diagnostics: Diagnostic[]): Diagnostic[] {
  diagnostics.forEach((d, i) => {
    if (d.severity === 'error' && UNWRITTEN.has(d.ruleId)) diagnostics[i] = { ...d, severity: 'warning', message: `${d.message} (while serving: \`chemdocs build\` stops on it)` }
  })
  return diagnostics
}

/**
 * What a broken page link should have been: the nearest route, written as a site path (the
 * link's own relative form resolved somewhere else, so repeating it would mislead), with the
 * link's anchor when that page has it, or the anchor there closest to it.
 */
function suggestLink(target: string, hash: string, { routes, anchors }: CheckLinksInput): string | undefined {
  const route = suggestRoute(target, routes)
  if (route === undefined || !hash) return route
  const known = anchors.get(route)
  if (known?.has(hash)) return `${route}#${hash}`
  return route + (suggestAnchor(hash, known) ?? '')
}

function suggestAnchor(hash: string, known: Set<string> | undefined): string | undefined {
  if (!known) return undefined
  const s = suggest(hash, known)
  return s === undefined ? undefined : `#${s}`
}

function isStaticFile(staticDir: string, route: string): boolean {
  if (!/\.[a-z0-9]+$/i.test(route)) return false
  const file = path.join(staticDir, decodeURIComponent(route))
  return file.startsWith(staticDir) && existsSync(file) && statSync(file).isFile()
}
