// What `useDocusaurusContext()` gives a site's code: its config as Docusaurus passes it to the
// browser (plain data only), the site metadata, the i18n settings of the locale being built and
// its code translations (code.json), which `<Translate>` and `translate()` read.

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * A Docusaurus config as plain data: Docusaurus serialises siteConfig into the client bundle, so
 * functions (plugins given inline, an editUrl function) and other non-JSON values never reach it.
 */
export function plainSiteConfig(raw: unknown): Obj {
  const plain: unknown = JSON.parse(JSON.stringify(raw ?? {}, (_key, value: unknown) => (typeof value === 'function' || typeof value === 'bigint' ? undefined : value)))
  return isObj(plain) ? plain : {}
}

/** The fields a chemdocs site's code finds in siteConfig, from its own config. */
export function siteConfigOfChemdocs(config: { title: string; tagline: string; url: string; baseUrl: string }): Obj {
  return { title: config.title, tagline: config.tagline, url: config.url, baseUrl: config.baseUrl, customFields: {}, themeConfig: {} }
}

/**
 * Where the languages build puts the locale being built and its code.json messages in siteConfig:
 * siteConfig already reaches every bundle that needs it and keys every cache of them, and the
 * module below takes it out again, so site code never sees it.
 */
export const LOCALE_CONTEXT_KEY = '__chemdocsLocale'

/** What the languages build tells site code of the locale being built. */
export interface LocaleContext {
  currentLocale: string
  localeConfigs: Record<string, { label: string; direction: string; htmlLang: string; path: string }>
  codeTranslations: Record<string, string>
}

/**
 * The module behind `@docusaurus/useDocusaurusContext` for a site with this (plain) config. Its
 * `globalData` is empty: the docs' list would be shipped with every component that reads the
 * config; `@docusaurus/useGlobalData` gives it to the components that ask for it.
 */
export function docusaurusContextModule(siteConfig: Obj): string {
  const { [LOCALE_CONTEXT_KEY]: ownLocale, ...config } = siteConfig
  const i18n = isObj(config.i18n) ? config.i18n : {}
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en'
  const locale = isObj(ownLocale) ? (ownLocale as unknown as LocaleContext) : undefined
  const context = {
    siteConfig: { customFields: {}, themeConfig: {}, ...config },
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: {},
    i18n: {
      defaultLocale,
      locales: Array.isArray(i18n.locales) ? i18n.locales : [defaultLocale],
      currentLocale: locale?.currentLocale ?? defaultLocale,
      localeConfigs: locale?.localeConfigs ?? { [defaultLocale]: { label: defaultLocale, direction: 'ltr', htmlLang: defaultLocale, path: defaultLocale } },
      path: typeof i18n.path === 'string' ? i18n.path : 'i18n',
    },
    codeTranslations: locale?.codeTranslations ?? {},
  }
  return [`const context = ${JSON.stringify(context)}`, 'export const codeTranslations = context.codeTranslations', 'export default function useDocusaurusContext() { return context }'].join('\n')
}
