import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { NAVBAR_LINK_TYPES, type UserConfig } from './config-schema.js'
import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import { locateKey } from '../locate-key.js'
import { plainSiteConfig } from '../docusaurus/site-context.js'
import { isHonouredTheme, lostWith, readMermaid, readPlugins, readStylesheets } from './docusaurus-plugins.js'
import type { SitePluginEntry } from '../docusaurus/site-plugins.js'
import { lastVersionLabel, readDocs, readDocsPlugins, type DocsPlugin, type PresetDocs } from './docusaurus-docs.js'

// A Docusaurus 3 config (docusaurus.config.js) read as chemdocs' own: each key chemdocs honours is
// mapped onto the site.config.ts option that does the same; each it cannot honour is named once,
// with its key path, as an `unsupported-config` warning. Content is never dropped silently.

/** The names of a Docusaurus config, in the order Docusaurus looks for them. */
export const DOCUSAURUS_CONFIG_NAMES = ['docusaurus.config.js', 'docusaurus.config.cjs', 'docusaurus.config.mjs', 'docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.cts']

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Keys that change nothing a reader sees in chemdocs' output (deployment, build internals). */
const IGNORED = new Set(['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'customFields', 'future', 'baseUrlIssueBanner', 'titleDelimiter', 'onDuplicateRoutes', 'noIndex'])

/** What a Docusaurus config becomes: chemdocs' config, the site's own plugins to run, and what could not be honoured. */
export interface FromDocusaurus {
  config: UserConfig
  warnings: Diagnostic[]
  sitePlugins: SitePluginEntry[]
}

/** Maps a loaded Docusaurus config object (`configFile` is its path, for warnings' positions). */
export function fromDocusaurusConfig(raw: unknown, configFile: string): FromDocusaurus {
  const rel = path.relative(process.cwd(), configFile) || configFile
  const text = readSafe(configFile)
  const warnings: Diagnostic[] = []
  const warn = (keyPath: (string | number)[], why: string) => {
    const at = text === undefined ? undefined : locateKey(text, keyPath)
    warnings.push(createDiagnostic('unsupported-config', `${keyPath.join('.')}: ${why}`, { file: rel, line: at?.line ?? 1, column: at?.column ?? 1 }))
  }
  const dc = isObj(raw) ? raw : {}
  const theme = isObj(dc.themeConfig) ? dc.themeConfig : {}
  const config: Obj = {
    title: dc.title,
    url: typeof dc.url === 'string' ? dc.url.replace(/\/+$/, '') : dc.url,
    ...(dc.tagline !== undefined && { tagline: dc.tagline }),
    ...(dc.baseUrl !== undefined && { baseUrl: dc.baseUrl }),
    ...(typeof dc.favicon === 'string' && { favicon: toStaticPath(dc.favicon) }),
    // Docusaurus leaves the form of a doc URL as written (no slash): the browser's rule is the one of `false`.
    trailingSlash: dc.trailingSlash === true,
    // Docusaurus writes x.html for `false` only; unset keeps its older x/index.html.
    pageFiles: dc.trailingSlash === false ? 'html' : 'folder',
    checks: {
      links: severity(dc.onBrokenLinks, 'throw'),
      anchors: severity(dc.onBrokenAnchors, 'warn'),
      images: severity(isObj(dc.markdown) && isObj(dc.markdown.hooks) ? dc.markdown.hooks.onBrokenMarkdownImages : undefined, 'throw'),
    },
    // Docusaurus writes its site to build/: the folder the site's deploy step publishes.
    outDir: 'build',
    mdx: { svgComponents: true, hydrateSiteComponents: true },
    // Docusaurus heads a Markdown page of src/pages with its own `# heading` only, never its title.
    pagesTitleHeading: false,
    // Site code reads the config through useDocusaurusContext; Docusaurus pages are styled with Infima.
    siteConfig: plainSiteConfig(dc),
    infima: true,
    headTags: Array.isArray(dc.headTags) ? dc.headTags : [],
    scripts: Array.isArray(dc.scripts) ? dc.scripts : [],
    csp: cspOf(dc),
  }
  for (const key of Object.keys(dc)) {
    if (['i18n', 'title', 'url', 'tagline', 'baseUrl', 'favicon', 'trailingSlash', 'onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'headTags', 'scripts', 'themeConfig', 'presets', 'themes', 'markdown', 'plugins', 'staticDirectories', 'stylesheets'].includes(key) || IGNORED.has(key)) continue
    warn([key], 'not supported by chemdocs, ignored')
  }
  if (isObj(dc.i18n)) config.i18n = i18nOf(dc.i18n, warn)
  if (Array.isArray(dc.staticDirectories)) {
    if (dc.staticDirectories.length !== 1) warn(['staticDirectories'], 'chemdocs copies one static folder: only the first is used')
    if (typeof dc.staticDirectories[0] === 'string') config.staticDir = dc.staticDirectories[0]
  }
  const docsPlugins: DocsPlugin[] = []
  const sitePlugins: SitePluginEntry[] = []
  readPlugins(dc.plugins, config, warn, (options, i) => docsPlugins.push({ options, at: ['plugins', i, 1] }), (entry) => sitePlugins.push(entry))
  readStylesheets(dc.stylesheets, config, warn)
  readMarkdown(dc.markdown, config, warn)
  const mermaid = readMermaid(dc, warn)
  if (mermaid) config.markdown = { ...(config.markdown as Obj | undefined), mermaid }
  readThemeConfig(theme, config, warn, (pluginId) => lastVersionLabel(dc, path.dirname(configFile), pluginId))
  const presetDocs = readPresets(dc.presets, config, configFile, warn)
  readDocsPlugins(docsPlugins, presetDocs, config, path.dirname(configFile), warn)
  readThemes(dc.themes, config, warn)
  return { config: config as UserConfig, warnings, sitePlugins }
}

/**
 * The origins a Docusaurus site allows: its own chemdocs key, `customFields.chemdocs.csp` (Docusaurus
 * accepts anything under customFields), when it has one; otherwise the origins of its `scripts`,
 * which Docusaurus loads on every page, so that they keep working (and the site is not offline).
 */
function cspOf(dc: Obj): unknown {
  const own = isObj(dc.customFields) && isObj(dc.customFields.chemdocs) ? dc.customFields.chemdocs.csp : undefined
  if (own !== undefined) return own
  const scriptSrc = (Array.isArray(dc.scripts) ? dc.scripts : [])
    .map((s: unknown) => (typeof s === 'string' ? s : isObj(s) ? s.src : undefined))
    .map((src) => (typeof src === 'string' && URL.canParse(src) && /^https?:$/.test(new URL(src).protocol) ? new URL(src).origin : undefined))
    .filter((o): o is string => o !== undefined)
  return { scriptSrc: [...new Set(scriptSrc)] }
}

type Warn = (keyPath: (string | number)[], why: string) => void

/** onBroken* value -> chemdocs check level; `fallback` is Docusaurus' default. */
function severity(value: unknown, fallback: string): 'error' | 'warn' | 'off' {
  const v = typeof value === 'string' ? value : fallback
  return v === 'throw' ? 'error' : v === 'ignore' ? 'off' : 'warn'
}

/** themeConfig.navbar.logo as chemdocs' `logo` (its paths under static/); what it does not show is named. */
function logoOf(logo: Obj, warn: Warn): Obj {
  const out: Obj = { src: toStaticPath(logo.src as string) }
  if (typeof logo.srcDark === 'string') out.srcDark = toStaticPath(logo.srcDark)
  for (const key of ['alt', 'href'] as const) if (typeof logo[key] === 'string') out[key] = logo[key]
  for (const key of ['width', 'height'] as const) if (typeof logo[key] === 'number' || typeof logo[key] === 'string') out[key] = logo[key]
  for (const key of Object.keys(logo)) if (!['src', 'srcDark', 'alt', 'href', 'width', 'height'].includes(key)) warn(['themeConfig', 'navbar', 'logo', key], 'not supported by chemdocs, ignored')
  return out
}

/** Docusaurus writes static paths without the leading slash ('img/x.png'). */
function toStaticPath(p: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(p) || p.startsWith('/') ? p : `/${p}`
}

/**
 * `markdown.format` (Docusaurus 3 compiles `.md` as MDX unless told `detect` or `md`); the hooks
 * are read with onBroken*, and `mdx1Compat` is left as it was (not reported).
 */
function readMarkdown(markdown: unknown, config: Obj, warn: Warn): void {
  const m = isObj(markdown) ? markdown : {}
  const format = m.format ?? 'mdx'
  if (format === 'mdx' || format === 'detect' || format === 'md') config.markdown = { ...(config.markdown as Obj | undefined), format }
  else warn(['markdown', 'format'], "expected 'mdx', 'md' or 'detect'; .md files are read as MDX where they use it")
  for (const key of Object.keys(m)) {
    // mermaid: read with the theme it needs (docusaurus-plugins.ts).
    if (key === 'hooks' || key === 'mdx1Compat' || key === 'format' || key === 'mermaid') continue
    if (key === 'preprocessor' && typeof m.preprocessor === 'function') {
      config.markdown = { ...(config.markdown as Obj | undefined), preprocessor: m.preprocessor }
      continue
    }
    warn(['markdown', key], 'not supported by chemdocs, ignored')
  }
}

function readThemeConfig(theme: Obj, config: Obj, warn: Warn, versionLabel: (pluginId?: string) => string): void {
  const navbar = isObj(theme.navbar) ? theme.navbar : {}
  const logo = isObj(navbar.logo) ? navbar.logo : undefined
  if (logo && typeof logo.src === 'string') config.logo = logoOf(logo, warn)
  config.navbar = {
    hideOnScroll: navbar.hideOnScroll === true,
    // Without a title, Docusaurus shows the logo alone.
    title: typeof navbar.title === 'string' ? navbar.title : '',
    items: (Array.isArray(navbar.items) ? navbar.items : []).flatMap((item: unknown, i: number) => {
      const at = ['themeConfig', 'navbar', 'items', i]
      const mapped = isObj(item) && item.type === 'dropdown' ? dropdownOf(item, at, warn, versionLabel) : navbarItemOf(item, versionLabel)
      if (!mapped) warn(at, 'this kind of navbar item is not supported by chemdocs, left out')
      return mapped ? [mapped] : []
    }),
  }
  for (const key of Object.keys(navbar)) if (!['title', 'logo', 'items', 'hideOnScroll', 'style'].includes(key)) warn(['themeConfig', 'navbar', key], 'not supported by chemdocs, ignored')
  const footer = isObj(theme.footer) ? theme.footer : {}
  config.footer = {
    links: footerItemsOf(footer.links),
    // Docusaurus shows the copyright as HTML (`Built with <a href=…>`).
    ...(typeof footer.copyright === 'string' && { copyrightHtml: footer.copyright }),
    ...(footer.style === 'light' && { style: 'light' }),
  }
  if (footer.logo !== undefined) warn(['themeConfig', 'footer', 'logo'], 'a footer logo is not supported by chemdocs, left out')
  if (isObj(theme.colorMode)) config.colorMode = theme.colorMode
  if (isObj(theme.announcementBar)) config.announcementBar = theme.announcementBar
  const docs = isObj(theme.docs) ? theme.docs : {}
  const sidebar = isObj(docs.sidebar) ? docs.sidebar : {}
  config.docs = { ...(config.docs as Obj), hideableSidebar: sidebar.hideable === true }
  if (sidebar.autoCollapseCategories === true) warn(['themeConfig', 'docs', 'sidebar', 'autoCollapseCategories'], 'not supported by chemdocs, ignored')
  const handled = ['navbar', 'footer', 'colorMode', 'announcementBar', 'docs', 'prism', 'tableOfContents', 'mermaid']
  for (const key of Object.keys(theme)) if (!handled.includes(key)) warn(['themeConfig', key], 'not supported by chemdocs, ignored')
  const toc = isObj(theme.tableOfContents) ? theme.tableOfContents : {}
  if ((toc.minHeadingLevel ?? 2) !== 2 || (toc.maxHeadingLevel ?? 3) !== 3) warn(['themeConfig', 'tableOfContents'], 'chemdocs shows h2 and h3 in the table of contents')
  const prism = isObj(theme.prism) ? theme.prism : {}
  for (const key of Object.keys(prism)) {
    if (key === 'magicComments') warn(['themeConfig', 'prism', key], 'chemdocs reads the default magic comments only (highlight-next-line, highlight-start, highlight-end), ignored')
    else if (key !== 'additionalLanguages') warn(['themeConfig', 'prism', key], 'chemdocs highlights code with its own colours, ignored')
  }
}

/** Where Docusaurus keeps each kind of translation inside `i18n/<locale>/`. */
const DOCUSAURUS_TRANSLATION_FOLDERS = {
  docs: 'docusaurus-plugin-content-docs/current',
  pages: 'docusaurus-plugin-content-pages',
  blog: 'docusaurus-plugin-content-blog',
  code: 'code.json',
  navbar: 'docusaurus-theme-classic/navbar.json',
  footer: 'docusaurus-theme-classic/footer.json',
  sidebar: 'docusaurus-plugin-content-docs/current.json',
}

/** Docusaurus' `i18n` as chemdocs' own, read from Docusaurus' translation folders. */
function i18nOf(i18n: Obj, warn: Warn): Obj {
  const localeConfigs: Obj = {}
  for (const [locale, value] of Object.entries(isObj(i18n.localeConfigs) ? i18n.localeConfigs : {})) {
    if (!isObj(value)) continue
    const own: Obj = {}
    for (const [key, v] of Object.entries(value)) {
      if (['label', 'direction', 'htmlLang', 'path', 'translate'].includes(key)) own[key] = v
      else warn(['i18n', 'localeConfigs', locale, key], 'not supported by chemdocs, ignored')
    }
    localeConfigs[locale] = own
  }
  for (const key of Object.keys(i18n)) if (!['defaultLocale', 'locales', 'path', 'localeConfigs'].includes(key)) warn(['i18n', key], 'not supported by chemdocs, ignored')
  return { defaultLocale: i18n.defaultLocale, locales: i18n.locales, ...(i18n.path !== undefined && { path: i18n.path }), localeConfigs, folders: DOCUSAURUS_TRANSLATION_FOLDERS }
}

function navbarItemOf(item: unknown, versionLabel: (pluginId?: string) => string): Obj | undefined {
  // Docusaurus' locale menu has no label of its own: it shows the current language.
  if (isObj(item) && item.type === 'localeDropdown') return { type: 'localeDropdown', label: typeof item.label === 'string' ? item.label : 'Languages', position: item.position === 'right' ? 'right' : 'left' }
  if (!isObj(item)) return undefined
  const type = item.type ?? 'default'
  const position = item.position === 'right' ? 'right' : 'left'
  // The dropdown shows the version's label; its own label names it for screen readers.
  const plugin = typeof item.docsPluginId === 'string' ? { docsPluginId: item.docsPluginId } : {}
  if (type === 'docsVersionDropdown') return { type, label: typeof item.label === 'string' ? item.label : 'Versions', position, ...plugin }
  if (type === 'docsVersion') return { type, label: typeof item.label === 'string' ? item.label : versionLabel(plugin.docsPluginId), position, ...plugin }
  if (typeof item.label !== 'string') return undefined
  if (type !== 'default' && type !== 'doc' && type !== 'docSidebar') return undefined
  const target = typeof item.href === 'string' ? item.href : item.to
  const external = typeof target === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(target)
  return {
    label: item.label,
    position,
    type: type === 'default' ? 'link' : type,
    ...(type === 'doc' && { docId: item.docId }),
    ...(type === 'docSidebar' && { sidebarId: item.sidebarId }),
    ...(type !== 'default' && plugin),
    ...(type === 'default' && (external ? { href: target } : { to: siteRoute(target) })),
    ...(typeof item.className === 'string' && { className: item.className }),
  }
}

/** A `dropdown` item: its label and the link items of its menu (others named and left out). */
function dropdownOf(item: Obj, at: (string | number)[], warn: Warn, versionLabel: (pluginId?: string) => string): Obj | undefined {
  if (typeof item.label !== 'string') return undefined
  const items = (Array.isArray(item.items) ? item.items : []).flatMap((sub: unknown, j: number) => {
    const mapped = navbarItemOf(sub, versionLabel)
    const isLink = mapped !== undefined && NAVBAR_LINK_TYPES.has(mapped.type as string)
    if (!isLink) warn([...at, 'items', j], "this kind of item is not supported in a chemdocs dropdown (links, doc, docSidebar and docsVersion items are), left out")
    return isLink ? [mapped] : []
  })
  return { type: 'dropdown', label: item.label, position: item.position === 'right' ? 'right' : 'left', items, ...(typeof item.className === 'string' && { className: item.className }) }
}

/**
 * A navbar or footer `to` as Docusaurus reads it: from the site root, with or without the leading
 * slash (`to: 'docs/intro'` is `/docs/intro` under the base URL).
 */
function siteRoute(to: unknown): unknown {
  return typeof to === 'string' && to !== '' && !to.startsWith('/') && !to.startsWith('#') ? `/${to}` : to
}

/** Footer links as Docusaurus has them: one row of links, or columns (`{ title, items }`). */
function footerItemsOf(links: unknown): Obj[] {
  if (!Array.isArray(links)) return []
  return links.filter(isObj).map((l) => (Array.isArray(l.items) ? { ...(typeof l.title === 'string' && { title: l.title }), items: l.items.filter(isObj).map(footerLinkOf) } : footerLinkOf(l)))
}

function footerLinkOf(item: Obj): Obj {
  if (typeof item.html === 'string') return { html: item.html }
  const target = typeof item.href === 'string' ? item.href : item.to
  const external = typeof target === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(target)
  return { label: item.label, ...(external ? { href: target } : { to: siteRoute(target) }) }
}


function readPresets(presets: unknown, config: Obj, configFile: string, warn: Warn): PresetDocs {
  if (!Array.isArray(presets)) return undefined
  let docs: PresetDocs
  presets.forEach((preset: unknown, i) => {
    const [name, options] = Array.isArray(preset) ? preset : [preset, {}]
    if (typeof name !== 'string' || !/preset-classic|^classic$/.test(name)) return warn(['presets', i], 'only @docusaurus/preset-classic is understood, ignored')
    const o = isObj(options) ? options : {}
    const root = path.dirname(configFile)
    if (o.docs !== false) readDocs(isObj(o.docs) ? o.docs : {}, config, root, (keyPath, why) => warn(['presets', i, ...keyPath], why))
    docs = o.docs === false ? false : isObj(o.docs) ? o.docs : {}
    if (o.blog !== false) readBlog(isObj(o.blog) ? o.blog : {}, config, root, (keyPath, why) => warn(['presets', i, 'blog', ...keyPath], why))
    if (isObj(o.pages) && typeof o.pages.path === 'string') config.pagesDir = o.pages.path
    const theme = isObj(o.theme) ? o.theme : {}
    if (theme.customCss !== undefined) config.customCss = theme.customCss
    for (const key of Object.keys(o)) if (!['docs', 'blog', 'pages', 'theme', 'debug'].includes(key)) warn(['presets', i, key], 'not supported by chemdocs, ignored')
  })
  return docs
}

/** Blog options whose absence changes nothing a reader sees (warnings about the site's own files). */
const BLOG_QUIET = ['onInlineAuthors', 'onInlineTags', 'onUntruncatedBlogPosts', 'include', 'exclude', 'authorsMapPath', 'tags']

type BlogFeedTypes = Exclude<NonNullable<UserConfig['blog']>['feedTypes'], undefined>

/** Docusaurus' `feedOptions.type`: one type, 'all', several, or null for none (undefined: the default). */
function feedTypesOf(type: unknown): BlogFeedTypes | undefined {
  const one = ['rss', 'atom', 'json'] as const
  const isOne = (t: unknown): t is (typeof one)[number] => (one as readonly unknown[]).includes(t)
  if (type === null) return 'none'
  if (type === 'all' || isOne(type)) return type
  if (Array.isArray(type)) return type.filter(isOne)
  return undefined
}

/**
 * Docusaurus' `feedOptions` as the chemdocs blog's feed keys. `xslt` (a stylesheet browsers show
 * the feeds with) and `createFeedItems` (a function of Docusaurus' post objects) are not done:
 * each is named with what the feeds lack, as is a key Docusaurus does not know.
 */
function feedOptionsOf(feedOptions: unknown, warn: Warn): Obj {
  if (!isObj(feedOptions)) return {}
  const feedTypes = feedTypesOf(feedOptions.type)
  const out: Obj = { ...(feedTypes !== undefined && { feedTypes }) }
  const strings: Record<string, string> = { title: 'feedTitle', description: 'feedDescription', copyright: 'feedCopyright', language: 'feedLanguage' }
  for (const [key, value] of Object.entries(feedOptions)) {
    const at = ['feedOptions', key]
    if (key === 'type' || value === undefined) continue
    if (key in strings) {
      if (typeof value === 'string') out[strings[key]!] = value
      else warn(at, 'expected a string, ignored')
    } else if (key === 'limit') {
      if (value === false || value === null) out.feedLimit = false
      else if (typeof value === 'number' && Number.isInteger(value) && value >= 0) out.feedLimit = value
      else warn(at, 'expected a number of posts, false or null; the feeds hold the newest 20')
    } else if (key === 'xslt') {
      // false and null ask for no stylesheet: nothing is lost.
      if (value !== false && value !== null) warn(at, 'chemdocs writes the feeds without an XSLT stylesheet: a browser opening rss.xml or atom.xml shows the raw XML, not a styled page (feed readers are not affected)')
    } else if (key === 'createFeedItems') {
      warn(at, "chemdocs does not call it: each feed lists the blog's newest posts as Docusaurus' default items do, whatever the function would add, change or leave out")
    } else {
      warn(at, 'not supported by the chemdocs blog feeds, ignored')
    }
  }
  return out
}

/**
 * The classic preset's blog, on unless `blog: false`: built when its folder exists (as Docusaurus
 * builds no blog without posts). Options with a reader-visible effect chemdocs lacks are named.
 */
function readBlog(blog: Obj, config: Obj, root: string, warn: Warn): void {
  const folder = typeof blog.path === 'string' ? blog.path : 'blog'
  if (!existsSync(path.resolve(root, folder))) return
  config.blog = {
    path: folder,
    ...(typeof blog.routeBasePath === 'string' && { routeBasePath: blog.routeBasePath }),
    ...((typeof blog.postsPerPage === 'number' || blog.postsPerPage === 'ALL') && { postsPerPage: blog.postsPerPage }),
    ...(typeof blog.blogTitle === 'string' && { blogTitle: blog.blogTitle }),
    ...(typeof blog.blogDescription === 'string' && { blogDescription: blog.blogDescription }),
    ...feedOptionsOf(blog.feedOptions, warn),
    ...((typeof blog.blogSidebarCount === 'number' || blog.blogSidebarCount === 'ALL') && { blogSidebarCount: blog.blogSidebarCount }),
    ...(typeof blog.blogSidebarTitle === 'string' && { blogSidebarTitle: blog.blogSidebarTitle }),
    ...(typeof blog.showReadingTime === 'boolean' && { showReadingTime: blog.showReadingTime }),
    ...((typeof blog.editUrl === 'string' || typeof blog.editUrl === 'function') && { editUrl: blog.editUrl }),
  }
  for (const key of Object.keys(blog)) {
    if (['path', 'routeBasePath', 'postsPerPage', 'blogTitle', 'blogDescription', 'feedOptions', 'blogSidebarCount', 'blogSidebarTitle', 'showReadingTime', 'editUrl', ...BLOG_QUIET].includes(key)) continue
    warn([key], 'not supported by the chemdocs blog, ignored')
  }
}

/** The one theme chemdocs stands in for: the local search (its options map onto `search`). */
function readThemes(themes: unknown, config: Obj, warn: Warn): void {
  if (!Array.isArray(themes)) return
  themes.forEach((entry: unknown, i) => {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}]
    if (isHonouredTheme(entry)) return
    if (typeof name !== 'string' || !name.includes('docusaurus-search-local')) return warn(['themes', i], lostWith(entry, 'theme'))
    const o = isObj(options) ? options : {}
    // The plugin indexes the blog unless told not to.
    const search: Obj = { indexBlog: true }
    const same: Record<string, string> = { highlightSearchTermsOnTargetPage: 'highlightSearchTermsOnTargetPage', indexDocs: 'indexDocs', indexPages: 'indexPages', searchResultLimits: 'resultLimit', searchResultContextMaxLength: 'contextMaxLength', searchBarShortcutHint: 'shortcutHint' }
    for (const [key, value] of Object.entries(o)) {
      if (key in same) search[same[key]!] = value
      else if (key === 'indexBlog') search.indexBlog = value === true
      else if (key === 'searchContextByPaths' && Array.isArray(value)) search.contexts = value.map((c) => (typeof c === 'string' ? { label: c, path: c } : c))
      else if (key === 'hashed' || key === 'docsRouteBasePath' || key === 'blogRouteBasePath' || key === 'docsDir') continue
      else if (key === 'language' && (value === 'en' || (Array.isArray(value) && value.length === 1 && value[0] === 'en'))) continue
      else if (key === 'language') warn(['themes', i, key], 'chemdocs indexes every locale with its default tokenizer (English stop words and stemmer), ignored')
      else warn(['themes', i, key], 'not supported by chemdocs search, ignored')
    }
    config.search = search
  })
}

function readSafe(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}
