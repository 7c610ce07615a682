import { build, type BuildOptions, type LinkTargets } from '../build.js'
import type { LocaleInfo, ResolvedConfig } from '../config/config-schema.js'
import { BuildFailedError, uniqueDiagnostics, type Diagnostic } from '../diagnostics.js'
import { isPlainEnglish, localeConfig, localesOf } from './locale-config.js'
import { prefixedWriter } from './prefixed-writer.js'

/**
 * Builds a site in each of its languages, as Docusaurus does: the default locale at the site's
 * base URL, every other as the same site under `/<locale>/`, into one output that changes only
 * when all of them built. The other locales are built first, so that the default locale's links
 * into them (`/fr/docs/intro`) are checked against their routes and anchors. A site without
 * `i18n` is built as it always was.
 */
export async function buildSite(config: ResolvedConfig, options: BuildOptions): ReturnType<typeof build> {
  const i18n = config.i18n
  if (!i18n || isPlainEnglish(config, i18n)) return build(config, options)
  const all = localesOf(config, i18n)
  const defaultLocale = all.find((l) => l.locale === i18n.defaultLocale)!
  const order = [...all.filter((l) => l !== defaultLocale), defaultLocale]
  const diagnostics: Diagnostic[] = []
  let failed = false
  const total = { pages: 0, files: 0, bytes: 0, rendered: 0, timings: {} as Record<string, number> }
  const otherRoutes = { routes: new Set<string>(), anchors: new Map<string, Set<string>>() } satisfies LinkTargets
  try {
    for (const locale of order) {
      const isDefault = locale === defaultLocale
      const own = localeConfig(config, i18n, locale, all)
      diagnostics.push(...own.diagnostics)
      const prefix = locale.base.slice(config.base.length)
      try {
        // The page store keeps one transformed copy of each file: the default locale's.
        const { pageStore, ...rest } = options
        const result = await build(own.config, {
          ...rest,
          writer: prefixedWriter(options.writer, prefix),
          ...(isDefault && pageStore && { pageStore }),
          ...(isDefault ? { otherRoutes } : { onLinkTargets: (targets: LinkTargets) => addUnder(otherRoutes, prefix, targets) }),
        })
        diagnostics.push(...inLocale(result.diagnostics, locale, isDefault))
        total.pages += result.pages
        total.files += result.files
        total.bytes += result.bytes
        total.rendered += result.rendered
        for (const [stage, ms] of Object.entries(result.timings)) total.timings[stage] = (total.timings[stage] ?? 0) + ms
      } catch (error) {
        if (!(error instanceof BuildFailedError)) throw error
        // Collect, then fail: every locale's problems are reported together.
        failed = true
        diagnostics.push(...inLocale(error.diagnostics, locale, isDefault))
      }
    }
  } catch (error) {
    await options.writer.abort()
    throw error
  }
  const unique = withoutRepeats(uniqueDiagnostics(diagnostics))
  if (failed || unique.some((d) => d.severity === 'error')) {
    await options.writer.abort()
    throw new BuildFailedError(unique)
  }
  await options.writer.commit()
  return { ...total, diagnostics: unique }
}

/**
 * A locale's routes as the default locale links to them (`/fr/docs/intro`): even when that locale
 * failed to build, so that its problems are not reported again as links into it. Its home is both
 * `/fr` and `/fr/`.
 */
function addUnder(into: { routes: Set<string>; anchors: Map<string, Set<string>> }, prefix: string, targets: LinkTargets): void {
  const home = `/${prefix.replace(/\/$/, '')}`
  for (const route of targets.routes) {
    const at = route === '/' ? home : home + route
    into.routes.add(at)
    if (route === '/') into.routes.add(`${home}/`)
    const anchors = targets.anchors.get(route)
    if (anchors) into.anchors.set(at, anchors)
  }
}

/** The diagnostics inLocale marked as found in another locale's build. */
const otherLocales = new WeakSet<Diagnostic>()

/** Link rules whose verdict depends on the locale's base URL. */
const LINK_RULES = new Set(['missing-page', 'missing-anchor', 'missing-markdown-file'])

/**
 * A broken link found while building another locale than the default says which: the same file
 * may link well at the root and badly under `/fr/` (a link to `/en/x` becomes `/fr/en/x` there).
 */
function inLocale(diagnostics: Diagnostic[], locale: LocaleInfo, isDefault: boolean): Diagnostic[] {
  if (isDefault) return diagnostics
  return diagnostics.map((d) => {
    if (!LINK_RULES.has(d.ruleId)) return d
    const noted = { ...d, message: `${d.message} (in the \`${locale.locale}\` build, whose pages are under ${locale.base})` }
    otherLocales.add(noted)
    return noted
  })
}

/**
 * A problem of an untranslated file is found again in each locale's build: reported once, from the
 * default locale's, unless the locale's build sees it otherwise (a link its base URL breaks).
 */
function withoutRepeats(diagnostics: Diagnostic[]): Diagnostic[] {
  const place = (d: Diagnostic) => `${d.file}\0${d.line}\0${d.column}\0${d.ruleId}`
  const inDefault = new Set(diagnostics.filter((d) => !otherLocales.has(d)).map(place))
  return diagnostics.filter((d) => !otherLocales.has(d) || !inDefault.has(place(d)))
}
