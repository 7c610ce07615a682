// The plugins and themes of a Docusaurus config that chemdocs stands in for (Mermaid), the site's
// own plugins, which chemdocs runs (docusaurus/site-plugins.ts), and, for every other, one warning
// naming what a reader of the chemdocs build will not get from it.

import type { SitePluginEntry } from '../docusaurus/site-plugins.js'

type Obj = Record<string, unknown>
type Warn = (keyPath: (string | number)[], why: string) => void
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A plugin or theme entry's name: `'name'`, `['name', options]`; undefined for an inline function or object. */
export function entryName(entry: unknown): string | undefined {
  const name = Array.isArray(entry) ? entry[0] : entry
  return typeof name === 'string' ? name : undefined
}

const MERMAID_THEME = /(^|\/)theme-mermaid$/

/** Whether the config's `themes` hold `@docusaurus/theme-mermaid`. */
export function hasMermaidTheme(themes: unknown): boolean {
  return Array.isArray(themes) && themes.some((t) => MERMAID_THEME.test(entryName(t) ?? ''))
}

/** Whether a theme entry is one chemdocs stands in for (and so must not be reported). */
export function isHonouredTheme(entry: unknown): boolean {
  return MERMAID_THEME.test(entryName(entry) ?? '')
}

/**
 * `markdown.mermaid: true`, which draws diagrams only with `@docusaurus/theme-mermaid` in `themes`,
 * as in Docusaurus; `themeConfig.mermaid.theme` picks the Mermaid theme of each colour mode.
 */
export function readMermaid(dc: Obj, warn: Warn): false | { theme: { light?: string; dark?: string } } {
  const markdown = isObj(dc.markdown) ? dc.markdown : {}
  if (markdown.mermaid !== true) return false
  if (!hasMermaidTheme(dc.themes)) {
    warn(['markdown', 'mermaid'], "needs '@docusaurus/theme-mermaid' in themes, as in Docusaurus; without it mermaid blocks stay code blocks")
    return false
  }
  const themeConfig = isObj(dc.themeConfig) && isObj(dc.themeConfig.mermaid) ? dc.themeConfig.mermaid : {}
  const theme = isObj(themeConfig.theme) ? themeConfig.theme : {}
  if (themeConfig.options !== undefined) warn(['themeConfig', 'mermaid', 'options'], "Mermaid's own options are not passed on by chemdocs; only the theme of each colour mode is")
  return { theme: { ...(typeof theme.light === 'string' && { light: theme.light }), ...(typeof theme.dark === 'string' && { dark: theme.dark }) } }
}

/** What is lost with a plugin chemdocs does not run, by the pattern of its package name. */
const LOST: [RegExp, string][] = [
  [/search|lunr/, "search is chemdocs' own (its options are not read), so this plugin's search bar and index are not made"],
  [/google-(gtag|analytics|tag-manager)|analytics|gtag|plausible|umami|matomo|hotjar/, 'no analytics are sent (chemdocs pages load nothing from other hosts)'],
  [/plugin-sitemap/, "chemdocs writes its own sitemap.xml; this plugin's options are not read"],
  [/openapi/, 'the API pages it generates are not made; Markdown or MDX files it already wrote into the docs folder are built as any doc'],
  [/plugin-content-blog/, "a further blog instance: its posts are not built"],
  [/plugin-content-pages/, "a further pages instance: its pages are not built"],
  [/plugin-pwa/, 'no service worker: the site does not work offline as an app'],
  [/live-codeblock/, 'live code blocks are shown as static code'],
  [/tailwind|postcss/, 'its PostCSS/Tailwind processing does not run: the classes it generates have no styles'],
]

/** The warning for one plugin entry that does not run; `kind` is 'plugin' or 'theme'. */
export function lostWith(entry: unknown, kind: 'plugin' | 'theme'): string {
  const name = entryName(entry)
  if (name === undefined) {
    return `an inline ${kind} (a function or object) does not run in chemdocs: the routes, pages, scripts, styles or webpack settings it adds are missing`
  }
  const lost = LOST.find(([pattern]) => pattern.test(name))?.[1]
  return `${name} does not run in chemdocs: ${lost ?? 'the routes, pages, scripts or styles it adds are missing'}`
}

/**
 * Whether a plugin entry is the site's own to run (see docusaurus/site-plugins.ts): an inline
 * function, a file of the site, or a package none of LOST names.
 */
function isSitePlugin(entry: unknown): boolean {
  const plugin = Array.isArray(entry) ? entry[0] : entry
  if (typeof plugin === 'function') return true
  if (typeof plugin !== 'string') return false
  const isPath = plugin.startsWith('.') || plugin.startsWith('/') || /^[a-z]:[\\/]/i.test(plugin)
  if (isPath && !/[\\/]node_modules[\\/]/.test(plugin)) return true
  return !LOST.some(([pattern]) => pattern.test(plugin))
}

/**
 * The plugins chemdocs stands in for, each mapped onto its chemdocs option (`plugins[i]` is the key
 * path for warnings); the site's own go to `onSitePlugin`, to be run; every other plugin is named
 * with what is lost. Docs plugin instances go to `onDocs` with their options and index (see
 * readDocsPlugins).
 */
export function readPlugins(plugins: unknown, config: Obj, warn: Warn, onDocs: (options: Obj, index: number) => void, onSitePlugin: (entry: SitePluginEntry) => void): void {
  if (!Array.isArray(plugins)) return
  plugins.forEach((entry: unknown, i) => {
    // A plugin turned off (`process.env.X && plugin`), as Docusaurus skips it.
    if (entry === false || entry === null || entry === undefined) return
    const name = entryName(entry) ?? ''
    const options = Array.isArray(entry) && isObj(entry[1]) ? entry[1] : {}
    // Sass in customCss is compiled with the site's sass package (render/sass-css.ts).
    if (name === 'docusaurus-plugin-sass') return
    // <Image img={require('./x.png')} /> renders as a sized <img> (templates/mdx/IdealImage.tsx).
    if (/(^|\/)plugin-ideal-image$/.test(name)) return
    if (/(^|\/)plugin-content-docs$/.test(name)) return onDocs(options, i)
    if (/(^|\/)plugin-client-redirects$/.test(name)) config.redirects = readRedirects(options, (key, why) => warn(['plugins', i, key], why))
    else if (isSitePlugin(entry)) onSitePlugin({ plugin: (Array.isArray(entry) ? entry[0] : entry) as SitePluginEntry['plugin'], options, keyPath: ['plugins', i] })
    else warn(['plugins', i], lostWith(entry, 'plugin'))
  })
}

/** plugin-client-redirects' options, which chemdocs' `redirects` takes as they are. */
function readRedirects(options: Obj, warn: (key: string, why: string) => void): Obj {
  const redirects: Obj = {}
  for (const [key, value] of Object.entries(options)) {
    if (['redirects', 'createRedirects', 'fromExtensions', 'toExtensions'].includes(key)) redirects[key] = value
    else if (key !== 'id') warn(key, 'not supported by chemdocs redirects, ignored')
  }
  return redirects
}

/** A CDN copy of KaTeX's stylesheet (jsdelivr, unpkg, cdnjs…): `…/katex@0.16.9/dist/katex.min.css`. */
const KATEX_CDN = /^(https?:)?\/\/[^/]+\/.*katex.*\/katex(\.min)?\.css$/i

/**
 * `stylesheets`: a CDN copy of katex.css becomes the site's installed `katex` stylesheet, served
 * with its fonts from the site (`packageStylesheets`); chemdocs pages load nothing from other
 * hosts, so any other remote stylesheet is left out, each named once.
 */
export function readStylesheets(stylesheets: unknown, config: Obj, warn: Warn): void {
  if (!Array.isArray(stylesheets)) return
  const fromPackages: string[] = []
  stylesheets.forEach((entry: unknown, i) => {
    const href = typeof entry === 'string' ? entry : isObj(entry) && typeof entry.href === 'string' ? entry.href : undefined
    if (href !== undefined && KATEX_CDN.test(href)) {
      fromPackages.push('katex/dist/katex.min.css')
      warn(['stylesheets', i], `${href} is replaced by the site's installed katex/dist/katex.min.css and its fonts, served from the site (no request to another host)`)
    } else if (href !== undefined && /^([a-z][a-z0-9+.-]*:)?\/\//i.test(href)) {
      warn(['stylesheets', i], `${href} is not loaded: chemdocs pages load nothing from other hosts; put a copy in static/ or in customCss`)
    } else warn(['stylesheets', i], 'not supported by chemdocs, ignored; list the stylesheet in the theme\'s customCss')
  })
  if (fromPackages.length > 0) config.packageStylesheets = [...new Set(fromPackages)]
}
