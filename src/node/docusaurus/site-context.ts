// What `useDocusaurusContext()` gives a site's code: its config as Docusaurus passes it to the
// browser (plain data only), the site metadata and the i18n settings. chemdocs builds one locale.

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
 * The module behind `@docusaurus/useDocusaurusContext` for a site with this (plain) config. Its
 * `globalData` is empty: the docs' list would be shipped with every component that reads the
 * config; `@docusaurus/useGlobalData` gives it to the components that ask for it.
 */
export function docusaurusContextModule(siteConfig: Obj): string {
  const i18n = isObj(siteConfig.i18n) ? siteConfig.i18n : {}
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en'
  const context = {
    siteConfig: { customFields: {}, themeConfig: {}, ...siteConfig },
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: {},
    i18n: { defaultLocale, locales: Array.isArray(i18n.locales) ? i18n.locales : [defaultLocale], currentLocale: defaultLocale, localeConfigs: { [defaultLocale]: { label: defaultLocale, direction: 'ltr', htmlLang: defaultLocale } }, path: 'i18n' },
    codeTranslations: {},
  }
  return [`const context = ${JSON.stringify(context)}`, 'export default function useDocusaurusContext() { return context }'].join('\n')
}
