import { existsSync } from 'node:fs'
import path from 'node:path'
import type { LocaleBuild, LocaleInfo, ResolvedConfig } from '../config/config-schema.js'
import type { Diagnostic } from '../diagnostics.js'
import { LOCALE_CONTEXT_KEY, type LocaleContext } from '../docusaurus/site-context.js'
import { defaultDirection, defaultLocaleLabel } from './locale-defaults.js'
import { readMessages } from './translation-messages.js'

type I18n = NonNullable<ResolvedConfig['i18n']>

/** Every locale of the config: label, direction, `<html lang>` and base URL, defaults applied. */
export function localesOf(config: Pick<ResolvedConfig, 'base'>, i18n: I18n): LocaleInfo[] {
  return i18n.locales.map((locale) => {
    const own = i18n.localeConfigs[locale] ?? {}
    // As Docusaurus: the label and direction follow htmlLang when given; the URL is the locale's name.
    const lang = own.htmlLang ?? locale
    return {
      locale,
      label: own.label ?? defaultLocaleLabel(lang),
      direction: own.direction ?? defaultDirection(lang),
      htmlLang: lang,
      base: locale === i18n.defaultLocale ? config.base : `${config.base}${locale}/`,
    }
  })
}

/**
 * The config that builds one locale: the same site under the locale's base URL, reading the
 * translated docs, pages and posts where they exist, with translated navbar and footer labels and
 * the locale's code.json messages for site code. The default locale reads its own folder too
 * (`i18n/en/code.json`), as Docusaurus does.
 */
export function localeConfig(config: ResolvedConfig, i18n: I18n, locale: LocaleInfo, all: LocaleInfo[]): { config: ResolvedConfig; diagnostics: Diagnostic[] } {
  const dir = translationsDir(config, i18n, locale.locale)
  // Docusaurus reads a locale's translations when its folder exists, unless `translate` says otherwise.
  const translate = i18n.localeConfigs[locale.locale]?.translate ?? existsSync(dir)
  const diagnostics: Diagnostic[] = []
  const read = (file: string) => {
    if (!translate) return {}
    const { messages, diagnostics: problems } = readMessages(path.join(dir, file))
    diagnostics.push(...problems)
    return messages
  }
  const code = read(i18n.folders.code)
  const navbar = read(i18n.folders.navbar)
  const footer = read(i18n.folders.footer)
  const sidebar = read(i18n.folders.sidebar)
  const build: LocaleBuild = {
    current: locale,
    all,
    defaultLocale: i18n.defaultLocale,
    ...(translate && { translated: { docs: path.join(dir, i18n.folders.docs), pages: path.join(dir, i18n.folders.pages), blog: path.join(dir, i18n.folders.blog) } }),
    sidebarLabels: sidebar,
  }
  const context: LocaleContext = {
    currentLocale: locale.locale,
    localeConfigs: Object.fromEntries(all.map((l) => [l.locale, { label: l.label, direction: l.direction, htmlLang: l.htmlLang, path: i18n.localeConfigs[l.locale]?.path ?? l.locale }])),
    codeTranslations: code,
  }
  return {
    diagnostics,
    config: {
      ...config,
      base: locale.base,
      locale: build,
      siteConfig: { ...config.siteConfig, baseUrl: locale.base, [LOCALE_CONTEXT_KEY]: context },
      navbar: {
        ...config.navbar,
        ...(config.navbar.title !== undefined && { title: navbar.title ?? config.navbar.title }),
        items: config.navbar.items.map((item) => ({ ...item, label: navbar[`item.label.${item.label}`] ?? item.label })),
      },
      footer: {
        ...config.footer,
        // As Docusaurus keys footer.json: `link.title.<column title>` and `link.item.label.<label>`.
        links: config.footer.links.map((link) =>
          'items' in link
            ? { ...link, ...(link.title !== undefined && { title: footer[`link.title.${link.title}`] ?? link.title }), items: link.items.map((item) => translatedFooterLink(item, footer)) }
            : translatedFooterLink(link, footer),
        ),
        copyright: footer.copyright ?? config.footer.copyright,
      },
    },
  }
}

/**
 * What `serve` builds: the default locale alone, as Docusaurus' dev server serves one locale, with
 * its language menu and `<html lang>`; the config unchanged for a site without `i18n`. A malformed
 * translation file of the locale is an error of the build, like a config problem.
 */
export function servedLocaleConfig(config: ResolvedConfig): ResolvedConfig {
  const i18n = config.i18n
  if (!i18n || isPlainEnglish(config, i18n)) return config
  const all = localesOf(config, i18n)
  const own = localeConfig(config, i18n, all.find((l) => l.locale === i18n.defaultLocale)!, all)
  return { ...own.config, configWarnings: [...config.configWarnings, ...own.diagnostics] }
}

/**
 * One locale that a site without `i18n` would also be (English, left to right) and no translation
 * folder: built as such a site, so that it pays nothing (the classic template declares `en` alone).
 */
export function isPlainEnglish(config: ResolvedConfig, i18n: I18n): boolean {
  if (i18n.locales.length !== 1) return false
  const [only] = localesOf(config, i18n)
  return only!.htmlLang === 'en' && only!.direction === 'ltr' && !existsSync(translationsDir(config, i18n, only!.locale))
}

/** `<i18n.path>/<localeConfigs[locale].path ?? locale>`, absolute. */
function translationsDir(config: Pick<ResolvedConfig, 'root'>, i18n: I18n, locale: string): string {
  return path.resolve(config.root, i18n.path, i18n.localeConfigs[locale]?.path ?? locale)
}

/** A footer link with its label from footer.json (`link.item.label.<label>`), when that has one. */
function translatedFooterLink<L extends { label?: string }>(link: L, footer: Record<string, string>): L {
  return link.label === undefined ? link : { ...link, label: footer[`link.item.label.${link.label}`] ?? link.label }
}
