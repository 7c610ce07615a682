import { z } from 'zod'
import type { Diagnostic } from '../diagnostics.js'

const checkLevel = z.enum(['error', 'warn', 'off'])

/** The navbar item types that are one link, the only ones a 'dropdown' menu lists. */
export const NAVBAR_LINK_TYPES: ReadonlySet<string> = new Set(['link', 'doc', 'docSidebar', 'docsVersion'])

const navbarLinkItem = z.strictObject({
  /** Text shown in the navbar. @example 'Helpdesk' */
  label: z.string().min(1),
  /** Side of the navbar. @default 'left' */
  position: z.enum(['left', 'right']).default('left'),
  /**
   * 'doc' links to a doc id, 'docSidebar' to the first page of a sidebar (`sidebarId`), 'link' to a route (`to`) or an external URL (`href`);
   * 'docsVersionDropdown' lists the docs versions and remembers the reader's choice; 'docsVersion'
   * links to the main doc of the last version; 'localeDropdown' lists the site's languages
   * (`i18n.locales`) and opens the same page in the one picked; 'dropdown' opens a menu of the
   * links in `items`. @default 'link'
   */
  type: z.enum(['doc', 'docSidebar', 'link', 'docsVersionDropdown', 'docsVersion', 'localeDropdown', 'dropdown']).default('link'),
  /** Site route. @example '/helpdesk' */
  to: z.string().optional(),
  /** External URL, opened in a new tab. @example 'https://example.org' */
  href: z.string().optional(),
  /** Doc id for `type: 'doc'`. @example 'intro' */
  docId: z.string().optional(),
  /** Sidebar name (a key of sidebars.js) for `type: 'docSidebar'`. @example 'tutorialSidebar' */
  sidebarId: z.string().optional(),
  /**
   * The docs (`docs.id`, or an id of `docsInstances`) whose doc, sidebar or versions a 'doc',
   * 'docSidebar', 'docsVersion' or 'docsVersionDropdown' item names. @default the `docs` folder's
   * @example 'api'
   */
  docsPluginId: z.string().optional(),
  /** Extra CSS class of the item's link. @example 'custom-nav-link' */
  className: z.string().optional(),
})

/** A navbar item; a 'dropdown' lists `items`, links to routes, docs or sidebars (not menus themselves). */
const navbarItem = navbarLinkItem.extend({
  /** The menu's entries, for `type: 'dropdown'`. @example [{ label: 'Tutorial', docId: 'intro', type: 'doc' }] */
  items: z.array(navbarLinkItem).optional(),
})

/**
 * A remark or rehype plugin as a config gives it: a function, or `[plugin, options]`. A module's
 * namespace stands for its default export: an ES-module-only plugin imported by default in a config
 * that is loaded as CommonJS (a `.mjs` Docusaurus config, say) arrives as `{ default: plugin }`.
 */
const pluginEntry = z.preprocess(
  (value) => {
    const own = (v: unknown) => (typeof v === 'object' && v !== null && typeof (v as { default?: unknown }).default === 'function' ? (v as { default: unknown }).default : v)
    return Array.isArray(value) ? [own(value[0]), ...value.slice(1)] : own(value)
  },
  z.custom<unknown>((v) => typeof v === 'function' || Array.isArray(v), 'expected a plugin function or [plugin, options]'),
)

const footerLink = z
  .strictObject({
    /** @example 'About Us' */
    label: z.string().min(1).optional(),
    /** Site route. @example '/about' */
    to: z.string().optional(),
    /** External URL. @example 'https://github.com/example/project' */
    href: z.string().optional(),
    /** Raw HTML shown instead of a link (the site's own markup). @example '<a href="/x">X</a>' */
    html: z.string().optional(),
  })
  .refine((l) => l.label !== undefined || l.html !== undefined, 'a footer link needs a label (or html)')

/** A column of footer links under a title, as Docusaurus' footer shows them. */
const footerColumn = z.strictObject({
  /** @example 'Community' */
  title: z.string().optional(),
  items: z.array(footerLink),
})

const homeLink = z.strictObject({
  /** @example 'Get started' */
  label: z.string().min(1),
  /** Site route or external URL. @example '/docs' */
  to: z.string().min(1),
})

const homeFeature = z.strictObject({
  /** @example 'Written in Markdown' */
  title: z.string().min(1),
  /** One or two sentences. @example 'Every file in docs/ becomes a page.' */
  text: z.string().min(1),
  /** Where the card leads, if anywhere: a site route or external URL. @example '/docs/guide' */
  to: z.string().min(1).optional(),
})

const headTag = z.strictObject({
  /** @example 'meta' */
  tagName: z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected an HTML tag name'),
  /** @example { name: 'robots', content: 'noindex' } */
  attributes: z.record(z.string(), z.union([z.string(), z.boolean()])).default({}),
  /** Text content (a script's code: its hash is added to the Content-Security-Policy). */
  innerHTML: z.string().optional(),
})

const scriptTag = z.union([
  z.string(),
  z.looseObject({ src: z.string() }),
])

/** Docusaurus' `editUrl` function: the URL of a doc's "Edit this page" link, or none. */
export type EditUrlFunction = (params: { version: string; versionDocsDirPath: string; docPath: string; permalink: string; locale: string }) => string | undefined

/** Docusaurus' blog `editUrl` function: the URL of a post's "Edit this page" link, or none. */
export type BlogEditUrlFunction = (params: { blogDirPath: string; blogPath: string; permalink: string; locale: string }) => string | undefined

/** An origin a page may load from: scheme and host (a leading `*.` for subdomains), no path. */
const origin = z.string().regex(/^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i, "expected an origin such as 'https://www.youtube-nocookie.com' (no path)")

/** The schema of `site.config.ts`. Every object is strict, so a misspelt key is an error. */
/** A whole number of at least 0 (words, links, characters). */
const count = z.number().int().min(0)
/** A locale as Docusaurus names them (`en`, `pt-BR`, `zh_Hans`): it names a folder and a URL prefix. */
const localeName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'expected a locale name such as `fr` or `pt-BR` (letters, digits, - and _)')

/** One docs version's options (Docusaurus' `versions` option of the docs plugin). */
const versionOptions = z.strictObject({
  /** Shown in the dropdown and the badge. @default the version name ('Next' for 'current') */
  label: z.string().optional(),
  /** Path below the docs route. @default '' for the last version, 'next' for 'current', else the name */
  path: z.string().optional(),
  /** @default 'unreleased' for versions newer than the last, 'unmaintained' for older ones, 'none' for the last */
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  /** Show "Version: X" above each doc. @default true when the site builds more than one version */
  badge: z.boolean().optional(),
  /** Ask search engines not to index the version's pages. @default false */
  noIndex: z.boolean().default(false),
})

/** The options of a docs folder: `docs`, and each of `docsInstances` (whose own keys are added below). */
const docsOptions = z.strictObject({
  /** Names the docs in navbar items' `docsPluginId` and in Docusaurus' global data. @default 'default' */
  id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'expected an id of letters, digits, - and _').default('default'),
  /**
   * The sidebars file of these docs (Docusaurus' format), relative to the config file.
   * @default the sidebars.js (or .ts, .mjs, .cjs) next to the config, else one sidebar of the folders
   * @example 'sidebars-api.js'
   */
  sidebarPath: z.string().optional(),
  /** URL prefix of the docs. @default 'docs' */
  routeBasePath: z.string().default('docs'),
  /** Globs of files in the docs folder that are not pages (from the folder, as Docusaurus' `exclude`). @example ['drafts/**'] */
  exclude: z.array(z.string()).optional(),
  /**
   * The "Edit this page" link under each doc: a base URL the page's path from the config folder
   * is appended to, or (as in Docusaurus) a function of the doc's path returning the URL.
   * @example 'https://github.com/org/repo/edit/main/'
   */
  editUrl: z.union([z.string(), z.custom<EditUrlFunction>((v) => typeof v === 'function', 'expected a string or a function')]).optional(),
  /** Show under each doc the date of its file's last git commit (none outside a git repository). @default false */
  showLastUpdateTime: z.boolean().default(false),
  /** Show under each doc the author of its file's last git commit ("by <name>"); frontmatter `last_update.author` wins. @default false */
  showLastUpdateAuthor: z.boolean().default(false),
  /** A button collapses the docs sidebar on wide screens. @default false */
  hideableSidebar: z.boolean().default(false),
  /** Sidebar categories start collapsed unless their `_category_` file or sidebars.js item says otherwise. @default true */
  sidebarCollapsed: z.boolean().default(true),
  /** Sidebar categories can be collapsed unless their `_category_` file or sidebars.js item says otherwise. @default true */
  sidebarCollapsible: z.boolean().default(true),
  /**
   * `01-intro.md` is the doc `intro`, sorted by its number (as Docusaurus' default number
   * prefixes); false keeps every file and folder name as written (Docusaurus' `numberPrefixParser: false`).
   * @default true
   */
  numberPrefixes: z.boolean().default(true),
  /**
   * A page with neither a title nor a first heading, and a folder without a label, are named by
   * their file name as written (`getting-started`, Docusaurus' rule; a Docusaurus config sets it);
   * false makes the name readable (`Getting started`). @default false
   */
  namesAsWritten: z.boolean().default(false),
  version: z
    .strictObject({
      name: z.string().default('current'),
      label: z.string().default('Next'),
      /**
       * Id of the version's main doc. @default the docs root page (`docs/index.md`), else the
       * first doc of the sidebar @example 'intro'
       */
      mainDocId: z.string().optional(),
    })
    .default({ name: 'current', label: 'Next' }),
  /**
   * The version readers get at `/docs` when the site has released versions (`versions.json`
   * next to the config): a name from versions.json, or 'current'. @default the newest released
   * version @example 'current'
   */
  lastVersion: z.string().optional(),
  /** Build only these versions (names from versions.json, or 'current'). @example ['current', '2.0'] */
  onlyIncludeVersions: z.array(z.string()).optional(),
  /** Build the docs folder as the version 'current' ("Next") beside the released ones. @default true */
  includeCurrentVersion: z.boolean().default(true),
  /**
   * Per version (by name: 'current' or a versions.json entry): its label, its path below the docs
   * route, its banner ('unreleased', 'unmaintained' or 'none'), whether its pages show the
   * "Version: X" badge and whether they ask search engines not to index them.
   * @example { current: { label: '3.x (dev)', path: 'dev' }, '1.0': { banner: 'none' } }
   */
  versions: z.record(z.string(), versionOptions).default({}),
})

/** One more docs folder (see `docsInstances`): `docs`' options, with its own id, folder and plugins. */
const docsInstance = docsOptions.omit({ hideableSidebar: true }).extend({
  /** Names the folder in navbar items (`docsPluginId`) and its versions files. @example 'api' */
  id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'expected an id of letters, digits, - and _'),
  /** Its folder, relative to the config file. @default the id */
  path: z.string().optional(),
  /** URL prefix of its docs. @default the id */
  routeBasePath: z.string().optional(),
  /** Remark plugins of its pages, in place of `markdown.remarkPlugins`. @default markdown.remarkPlugins */
  remarkPlugins: z.array(pluginEntry).optional(),
  /** Rehype plugins of its pages, in place of `markdown.rehypePlugins`. @default markdown.rehypePlugins */
  rehypePlugins: z.array(pluginEntry).optional(),
})

export const configSchema = z.strictObject({
  /** Site title, used in every page title ('Page | Title'). @example 'Acme Docs' */
  title: z.string().min(1),
  /** One-line description shown on the home page. */
  tagline: z.string().default(''),
  /** Public origin of the site, without a trailing slash. @example 'https://docs.example.org' */
  url: z
    .string()
    .regex(/^https?:\/\/[^/]+(\/.*[^/])?$/, 'expected an http(s) URL without a trailing slash'),
  /** Base path the site is served under. @default '/' @example '/chemdocs/' */
  baseUrl: z.string().default('/'),
  /**
   * Link form of the page URLs: `false` (or unset) gives `/docs/x`, so a relative link `../y` on
   * that page resolves as the browser does, against `/docs/`; `true` makes every page a folder
   * (`/docs/x/`). Unset keeps chemdocs' earlier rule, which resolves relative links from the page
   * as a folder. @example false
   */
  trailingSlash: z.boolean().optional(),
  /**
   * How a page's file is named: 'folder' writes `docs/x/index.html`, 'html' writes `docs/x.html`,
   * as Docusaurus does with `trailingSlash: false` (a static host then serves `/docs/x` itself,
   * instead of redirecting to `/docs/x/`, where relative links would resolve differently).
   * @default 'html' when trailingSlash is false, else 'folder' @example 'html'
   */
  pageFiles: z.enum(['folder', 'html']).optional(),
  /** Extra tags in every page's head (Docusaurus' headTags). */
  headTags: z.array(headTag).default([]),
  /**
   * What site code reads through `useDocusaurusContext().siteConfig` (plain data). A Docusaurus
   * site gets its own config; unset, it holds `title`, `tagline`, `url` and `baseUrl`.
   * @example { customFields: { apiUrl: 'https://api.example.org' } }
   */
  siteConfig: z.record(z.string(), z.unknown()).optional(),
  /**
   * Load Infima, Docusaurus' CSS framework (its classes such as `hero`, `row`, `col--4` and its
   * `--ifm-*` variables), after chemdocs' theme and before the site's CSS, as Docusaurus does.
   * @default false (true for a docusaurus.config.js site) @example true
   */
  infima: z.boolean().default(false),
  /** Scripts loaded by every page (Docusaurus' scripts): a URL or `{ src, async, defer, ... }`; one from another origin only when `csp.scriptSrc` allows it. */
  scripts: z.array(scriptTag).default([]),
  /**
   * Origins the Content-Security-Policy allows besides the site itself, for content the site
   * embeds (videos in frames, a script from an analytics host). Strict (self only) by default; a
   * site that allows an origin is no longer offline: its readers' browsers connect there. A
   * script in `scripts` or `headTags` from another origin is left out unless `scriptSrc` names it.
   * @example { frameSrc: ['https://www.youtube-nocookie.com'], scriptSrc: ['https://plausible.io'] }
   */
  csp: z
    .strictObject({
      scriptSrc: z.array(origin).default([]),
      frameSrc: z.array(origin).default([]),
      imgSrc: z.array(origin).default([]),
      connectSrc: z.array(origin).default([]),
      mediaSrc: z.array(origin).default([]),
    })
    .default({ scriptSrc: [], frameSrc: [], imgSrc: [], connectSrc: [], mediaSrc: [] }),
  /**
   * Navbar logo: a path under static/ (shown 32 px square beside the title), or the image with what
   * goes with it: `srcDark` for dark mode, `alt` (default: empty while the title is shown beside
   * it, else the title), `href` (default: the home page), `width` and `height`.
   * @example '/img/logo.svg'
   * @example { src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'Lab logo' }
   */
  logo: z
    .union([
      z.string(),
      z.strictObject({
        src: z.string(),
        srcDark: z.string().optional(),
        alt: z.string().optional(),
        href: z.string().optional(),
        width: z.union([z.number(), z.string()]).optional(),
        height: z.union([z.number(), z.string()]).optional(),
      }),
    ])
    .optional(),
  /** Favicon, a path under static/. @example '/img/favicon.svg' */
  favicon: z.string().optional(),
  /** Version of the documented site. @default '1.0.0' */
  siteVersion: z.string().default('1.0.0'),
  /** Folder of markdown pages, relative to the config file. @default 'docs' */
  docsDir: z.string().default('docs'),
  /**
   * Folder of the site's own pages, relative to the config file: every `.md`, `.mdx`, `.js`, `.jsx`
   * and `.tsx` file in it is a route (`about.md` -> `/about`, `index.tsx` -> `/`; folders nest; a
   * name starting with `_` is not a page). @default 'src/pages' @example 'pages'
   */
  pagesDir: z.string().default('src/pages'),
  /**
   * A Markdown or MDX page of the pages folder whose text has no `# heading` of its own is headed by
   * its title (true), or shown without an h1 (false), as Docusaurus shows such a page (a
   * Docusaurus config sets it). Docs always get their title as h1. @default true
   */
  pagesTitleHeading: z.boolean().default(true),
  /**
   * Folders outside docs/ and the pages folder that symbolic links in them may lead to, relative to
   * the config file: content shared between sites. A link leading anywhere else is an error
   * (`outside-site`), so that a link to `../.env` or `/etc/passwd` is never published. @default []
   */
  sharedFolders: z.array(z.string()).default([]),
  /**
   * Stylesheets loaded after the theme's, relative to the config file: `.css`, `.scss` or `.sass`
   * files (each is published, so any other file is refused).
   * @default 'src/css/custom.css' (when it exists) @example ['src/css/brand.css']
   */
  customCss: z.union([z.string(), z.array(z.string())]).optional(),
  /**
   * Stylesheets of installed packages, by module path, resolved from the site's folder: each is
   * served from the site's assets with the files its `url()`s name (fonts), and linked on every
   * page before customCss. For KaTeX math (rehype-katex) without a CDN. @default []
   * @example ['katex/dist/katex.min.css']
   */
  packageStylesheets: z.array(z.string().min(1)).default([]),
  /** Folder copied verbatim into the output. @default 'static' */
  staticDir: z.string().default('static'),
  /** Output folder, replaced whole by every build (so never a folder of sources). @default 'dist' */
  outDir: z.string().trim().min(1, 'the output folder cannot be empty').default('dist'),
  navbar: z
    .strictObject({
      /** Hide the navbar while scrolling down. @default false */
      hideOnScroll: z.boolean().default(false),
      /** Text next to the logo. @default the site title @example 'Documentation' */
      title: z.string().optional(),
      items: z.array(navbarItem).default([]),
    })
    .default({ hideOnScroll: false, items: [] }),
  footer: z
    .strictObject({
      /** Links in one row, or columns of links under titles (`{ title, items }`), one beside the other. */
      links: z.array(z.union([footerLink, footerColumn])).default([]),
      /** @example 'Copyright © 2025 ...' */
      copyright: z.string().default(''),
      /** The copyright as the site's own markup, shown instead of `copyright` (Docusaurus' copyright is HTML). */
      copyrightHtml: z.string().optional(),
      /** `dark` (the default) or `light`, as Docusaurus' footer style. */
      style: z.enum(['dark', 'light']).default('dark'),
    })
    .default({ links: [], copyright: '', style: 'dark' }),
  /**
   * The home page chemdocs shows when the site has no page of its own at `/`: under the title and
   * tagline, up to two buttons (the first stands out), then a grid of feature cards. Without it,
   * one button leads to the docs.
   * @example { actions: [{ label: 'Get started', to: '/docs' }], features: [{ title: 'Offline search', text: 'Search runs in the browser.' }] }
   */
  home: z
    .strictObject({
      actions: z.array(homeLink).max(2, 'the home page has room for two actions').default([]),
      features: z.array(homeFeature).default([]),
    })
    .optional(),
  /** Optional dismissible bar above the navbar. A new `id` shows it again to readers who closed it. */
  announcementBar: z
    .strictObject({
      id: z.string().default('announcement-bar'),
      /** HTML content of the bar. */
      content: z.string(),
      isCloseable: z.boolean().default(true),
      backgroundColor: z.string().default('#fff'),
      textColor: z.string().default('#000'),
    })
    .optional(),
  colorMode: z
    .strictObject({
      /** @default 'light' */
      defaultMode: z.enum(['light', 'dark']).default('light'),
      /** Hide the light/dark switch. @default false */
      disableSwitch: z.boolean().default(false),
      /** Follow the operating system's preference when no choice is stored. @default false */
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
  docs: docsOptions.default({ id: 'default', routeBasePath: 'docs', showLastUpdateTime: false, showLastUpdateAuthor: false, hideableSidebar: false, sidebarCollapsed: true, sidebarCollapsible: true, numberPrefixes: true, namesAsWritten: false, version: { name: 'current', label: 'Next' }, includeCurrentVersion: true, versions: {} }),
  /**
   * More docs folders beside `docsDir`, each with its own route, sidebars, versions and edit URL,
   * as Docusaurus' docs plugin instances: `id` names it (in navbar items' `docsPluginId`, its
   * versions files `<id>_versions.json`, `<id>_versioned_docs/`, `<id>_versioned_sidebars/`, and
   * `<id>/<sidebar>` in a `docSidebar` item's `sidebarId`); its other options are those of `docs`.
   * Links between the folders are checked like any other. @default []
   * @example [{ id: 'api', path: 'api', routeBasePath: 'api', sidebarPath: 'sidebars-api.js' }]
   */
  docsInstances: z.array(docsInstance).default([]),
  search: z
    .strictObject({
      /** Suggestions shown in the search box. @default 8 */
      resultLimit: z.number().int().positive().default(8),
      /** Characters of context in a suggestion's snippet. @default 50 */
      contextMaxLength: z.number().int().positive().default(50),
      /** Mark the searched terms on the page a hit opens. @default true */
      highlightSearchTermsOnTargetPage: z.boolean().default(true),
      /** Keyboard shortcut that focuses the search box. @default 'mod+k' */
      shortcut: z.string().default('mod+k'),
      /** Show the shortcut's keys in the search box while it is empty. @default true */
      shortcutHint: z.boolean().default(true),
      /** Index the docs. @default true */
      indexDocs: z.boolean().default(true),
      /** Index the site's Markdown pages (see pagesDir; never the home, search or 404 page). @default true */
      indexPages: z.boolean().default(true),
      /** Index the blog's posts (see `blog`). @default false */
      indexBlog: z.boolean().default(false),
      /**
       * Sections of the site. The search box searches every page and ranks the reader's section
       * first, with links to all results within and outside it; the search page can be limited
       * to one (`ctx`). @example [{ label: 'ELN', path: 'docs/eln' }]
       */
      contexts: z.array(z.strictObject({ label: z.string(), path: z.string() })).default([]),
    })
    .default({
      resultLimit: 8,
      contextMaxLength: 50,
      highlightSearchTermsOnTargetPage: true,
      shortcut: 'mod+k',
      shortcutHint: true,
      indexDocs: true,
      indexPages: true,
      indexBlog: false,
      contexts: [],
    }),
  /**
   * Languages: every locale but the default is built under `/<locale>/`, from the translations in
   * `<path>/<locale>/` (see "Languages" in the README). A doc, page or post not
   * translated there is built from the default locale's file.
   * @example { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'Français' } } }
   */
  i18n: z
    .strictObject({
      /** The locale built at the site root. @example 'en' */
      defaultLocale: localeName,
      /** Every locale built, the default one included. @example ['en', 'fr'] */
      locales: z.array(localeName).min(1),
      /** Folder of the translations, relative to the config file. @default 'i18n' */
      path: z.string().min(1).default('i18n'),
      /** Per locale: its name in the language menu, writing direction, `<html lang>` and URL prefix. */
      localeConfigs: z
        .record(
          z.string(),
          z.strictObject({
            /** @default the language's own name, as `Intl.DisplayNames` gives it @example 'Français' */
            label: z.string().min(1).optional(),
            /** @default 'rtl' for Arabic, Hebrew, Persian, Urdu and the like, else 'ltr' */
            direction: z.enum(['ltr', 'rtl']).optional(),
            /** @default the locale @example 'fr-FR' */
            htmlLang: z.string().min(1).optional(),
            /** Folder of the locale's translations inside `i18n.path`. @default the locale */
            path: z.string().regex(/^[^/\\]+$/, 'expected a folder name (no / or \\)').refine((p) => p !== '.' && p !== '..', 'expected a folder name, not . or ..').optional(),
            /** Read the locale's translations. @default whether its folder exists */
            translate: z.boolean().optional(),
          }),
        )
        .default({}),
      /**
       * Where the translations lie inside `<path>/<locale>/`. The defaults suit a chemdocs site; a
       * docusaurus.config.js site uses Docusaurus' own layout.
       */
      folders: z
        .strictObject({
          docs: z.string().default('docs'),
          pages: z.string().default('pages'),
          blog: z.string().default('blog'),
          /** Messages of `<Translate>` and `translate()`: `{ "id": { "message": "…" } }`. */
          code: z.string().default('code.json'),
          /** Navbar labels: `{ "item.label.Docs": { "message": "…" } }`. */
          navbar: z.string().default('navbar.json'),
          /** Footer labels: `{ "link.item.label.GitHub": { "message": "…" }, "copyright": … }`. */
          footer: z.string().default('footer.json'),
          /** Sidebar category labels: `{ "sidebar.<sidebar>.category.<label>": { "message": "…" } }`. */
          sidebar: z.string().default('sidebar.json'),
        })
        .default({ docs: 'docs', pages: 'pages', blog: 'blog', code: 'code.json', navbar: 'navbar.json', footer: 'footer.json', sidebar: 'sidebar.json' }),
    })
    .superRefine((value, ctx) => {
      if (!value.locales.includes(value.defaultLocale)) ctx.addIssue({ code: 'custom', path: ['defaultLocale'], message: `expected one of the locales (${value.locales.join(', ')}), got \`${value.defaultLocale}\`` })
      for (const locale of Object.keys(value.localeConfigs)) {
        if (!value.locales.includes(locale)) ctx.addIssue({ code: 'custom', path: ['localeConfigs', locale], message: `\`${locale}\` is not one of the locales (${value.locales.join(', ')})` })
      }
      const seen = new Set<string>()
      for (const locale of value.locales) {
        if (seen.has(locale)) ctx.addIssue({ code: 'custom', path: ['locales'], message: `\`${locale}\` is listed twice` })
        seen.add(locale)
      }
    })
    .optional(),
  /**
   * A blog: dated posts from a folder (`2024-05-01-title.md`, or a folder with an `index.md`), with
   * list pages, tag, author and archive pages, and RSS and Atom feeds (with each post in full). Off unless given.
   * @example { path: 'blog', postsPerPage: 10 }
   */
  blog: z
    .strictObject({
      /** Folder of the posts, relative to the config file; `authors.yml` in it names the authors. @default 'blog' */
      path: z.string().default('blog'),
      /** URL prefix of the blog. @default 'blog' */
      routeBasePath: z.string().default('blog'),
      /** Posts on each list page, or 'ALL' for one page. @default 10 */
      postsPerPage: z.union([z.number().int().positive(), z.literal('ALL')]).default(10),
      /** Title of the list pages. @default 'Blog' */
      blogTitle: z.string().default('Blog'),
      /** Description of the list pages (their meta description). @default 'Blog' */
      blogDescription: z.string().default('Blog'),
      /**
       * Which feeds to write under the blog's URL: `rss.xml`, `atom.xml`, `feed.json` (JSON Feed);
       * 'all' is the three, as Docusaurus' `feedOptions.type`. @default ['rss', 'atom']
       */
      feedTypes: z.union([z.enum(['all', 'rss', 'atom', 'json', 'none']), z.array(z.enum(['rss', 'atom', 'json']))]).default(['rss', 'atom']),
      /**
       * Title of the feeds; also names them in every page's head (`<feedTitle> RSS Feed`), as
       * Docusaurus' `feedOptions.title`. @default `<site title> Blog` (the head: `<site title> RSS Feed`)
       * @example 'Lab news'
       */
      feedTitle: z.string().optional(),
      /**
       * Description of the feeds: RSS `<description>`, Atom `<subtitle>`, JSON Feed `description`.
       * @default `<site title> Blog`, as Docusaurus' `feedOptions.description` @example 'What the lab ships'
       */
      feedDescription: z.string().optional(),
      /** Copyright line of the RSS (`<copyright>`) and Atom (`<rights>`) feeds. @default none @example 'Copyright © 2024 Lab' */
      feedCopyright: z.string().optional(),
      /** Language of the RSS feed (`<language>`). @default the locale being built ('en' for a site of one language) @example 'de' */
      feedLanguage: z.string().optional(),
      /** Posts in each feed, the newest; `false` for every post. @default 20 @example 50 */
      feedLimit: z.union([z.number().int().nonnegative(), z.literal(false)]).default(20),
      /** Posts in the "Recent posts" sidebar beside the blog's pages: a number, 'ALL', or 0 for none. @default 5 */
      blogSidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).default(5),
      /** Title of that sidebar. @default 'Recent posts' */
      blogSidebarTitle: z.string().default('Recent posts'),
      /** Show each post's reading time ("3 min read") beside its date, as Docusaurus does by default. @default true */
      showReadingTime: z.boolean().default(true),
      /**
       * "Edit this page" under each post: a base URL the post's path from the site folder is
       * appended to, or Docusaurus' function of `{ blogDirPath, blogPath, permalink, locale }`.
       * Frontmatter `custom_edit_url` wins (null: no link).
       * @example 'https://github.com/acme/site/edit/main/'
       */
      editUrl: z.union([z.string(), z.custom<BlogEditUrlFunction>((v) => typeof v === 'function', 'expected a string or a function')]).optional(),
    })
    .optional(),
  /**
   * Redirect pages for moved URLs, as Docusaurus' plugin-client-redirects writes them: a small HTML
   * page at each old path that sends the reader on (meta refresh) and names the new one as
   * canonical. Paths are routes without the base URL; each `to` must be a page of the site.
   * @example { redirects: [{ from: '/docs/old-name', to: '/docs/new-name' }], fromExtensions: ['html'] }
   */
  redirects: z
    .strictObject({
      /** Old paths (`from`, one or several) and the page each now lives at (`to`). @default [] */
      redirects: z.array(z.strictObject({ from: z.union([z.string(), z.array(z.string())]), to: z.string() })).default([]),
      /**
       * Called with every page's path; returns the old path(s) that redirect to it, or undefined.
       * @example (path) => (path.startsWith('/docs/eln') ? path.replace('/docs/eln', '/docs/notebook') : undefined)
       */
      createRedirects: z.custom<(path: string) => string | string[] | undefined | null | void>((v) => typeof v === 'function', 'expected a function (path) => from paths').optional(),
      /** `['html']`: `/docs/x.html` redirects to `/docs/x`. @default [] */
      fromExtensions: z.array(z.string()).default([]),
      /** `['zip']`: a page at `/x.zip` is reached from `/x` too. @default [] */
      toExtensions: z.array(z.string()).default([]),
    })
    .optional(),
  markdown: z
    .strictObject({
      /**
       * How `.md` files are read, as Docusaurus' `markdown.format`: `'detect'` reads `.md` as
       * Markdown and `.mdx` as MDX; `'mdx'` compiles `.md` files that use MDX (imports, exports,
       * components) as MDX too, as Docusaurus 3 does by default; `'md'` reads every file as Markdown.
       * @default 'detect' ('mdx' for a docusaurus.config.js site without the key)
       */
      format: z.enum(['detect', 'mdx', 'md']).default('detect'),
      /** Extra remark plugins, run after chemdocs' own. */
      remarkPlugins: z.array(pluginEntry).default([]),
      /** Extra rehype plugins, run after chemdocs' own. */
      rehypePlugins: z.array(pluginEntry).default([]),
      /**
       * Rewrites the text of every `.md` and `.mdx` file (partials included) before it is parsed,
       * as Docusaurus' `markdown.preprocessor`; frontmatter is read from the file as written.
       * Positions in messages are those of the rewritten text. @default undefined
       * @example ({ fileContent }) => fileContent.replaceAll('{{version}}', '2.1')
       */
      preprocessor: z.custom<MarkdownPreprocessor>((v) => typeof v === 'function', 'expected a function ({ filePath, fileContent }) => string').optional(),
      /**
       * ```mermaid code blocks become diagrams, drawn in the browser by the `mermaid` package the
       * site has installed (served from the site's own assets/, never from another host), in the
       * Mermaid theme of the reader's colour mode. `true` uses Mermaid's `default` and `dark` themes.
       * @default false
       * @example { theme: { light: 'neutral', dark: 'forest' } }
       */
      mermaid: z
        .union([z.boolean(), z.strictObject({ theme: z.strictObject({ light: z.string().optional(), dark: z.string().optional() }).optional() })], { error: 'expected true, false or { theme: { light, dark } }' })
        .default(false),
    })
    .default({ format: 'detect', remarkPlugins: [], rehypePlugins: [], mermaid: false }),
  mdx: z
    .strictObject({
      /**
       * Folder of components for `.mdx` pages, relative to the config file. `@components/X` imports
       * resolve in it, and a component file named like `Chart.tsx` (its default export) can be used
       * as `<Chart />` in every MDX page without an import. @default 'src/components' (when it exists)
       * @example 'src/mdx-components'
       */
      componentsDir: z.string().optional(),
      /**
       * `import Icon from './icon.svg'` gives a React component drawing it inline (`<Icon />`), as in
       * Docusaurus, instead of the file's URL. @default false (true for a docusaurus.config.js site)
       */
      svgComponents: z.boolean().default(false),
      /**
       * Hydrate the site's own components that look interactive (hooks, handlers, packages such as
       * a video player) without a `'use client'` mark, as Docusaurus hydrates every component.
       * @default false (true for a docusaurus.config.js site)
       */
      hydrateSiteComponents: z.boolean().default(false),
    })
    .default({ svgComponents: false, hydrateSiteComponents: false }),
  /**
   * The house rules of `chemdocs check`, beyond a description and no placeholder words: how much
   * prose and how many links to other pages each doc needs, and the frontmatter keys every doc
   * sets. A site sets its own; none by default.
   * @example { minWords: { page: 300, overview: 150 }, minLinks: 2, requiredKeys: ['applies_to'] }
   */
  contentRules: z
    .strictObject({
      /**
       * Words of prose a doc needs: one number, or `{ page, overview }` to ask less of an overview
       * (a doc with docs below it). @default 0 @example { page: 300, overview: 150 }
       */
      minWords: z.union([count, z.strictObject({ page: count, overview: count })]).default(0),
      /** Links to other pages of the site a doc needs. @default 0 @example 2 */
      minLinks: count.default(0),
      /** Characters a description needs (more than this many). @default 20 */
      minDescription: count.default(20),
      /** Frontmatter keys every doc sets. @default [] @example ['applies_to', 'sources'] */
      requiredKeys: z.array(z.string().min(1)).default([]),
      /**
       * The ref (tag, version) each repository must be cited at in a doc's `sources` entries
       * (`repo@ref:path`): an entry naming a listed repository at another ref gets a warning.
       * @default {} @example { 'acme/widget-app': 'v1.8.0' }
       */
      pinnedSources: z.record(z.string().min(1), z.string().min(1)).default({}),
    })
    .default({ minWords: 0, minLinks: 0, minDescription: 20, requiredKeys: [], pinnedSources: {} }),
  /** Severity of the build checks. */
  checks: z
    .strictObject({
      links: checkLevel.default('error'),
      anchors: checkLevel.default('error'),
      images: checkLevel.default('error'),
    })
    .default({ links: 'error', anchors: 'error', images: 'error' }),
})


/** `markdown.preprocessor`: a file's text (and absolute path) in, the text to parse out. */
export type MarkdownPreprocessor = (file: { filePath: string; fileContent: string }) => string

/** What a user writes in site.config.ts. */
export type UserConfig = z.input<typeof configSchema>
type ParsedConfig = z.output<typeof configSchema>

/** The config every stage after `loadConfig` sees: absolute folders, normalised base. */
export interface ResolvedConfig extends Omit<ParsedConfig, 'baseUrl' | 'docsDir' | 'docsInstances' | 'pagesDir' | 'sharedFolders' | 'customCss' | 'staticDir' | 'outDir' | 'mdx' | 'pageFiles' | 'siteConfig'> {
  root: string
  /** What `useDocusaurusContext().siteConfig` gives site code, the default applied. */
  siteConfig: Record<string, unknown>
  /** How page files are named, the default applied. */
  pageFiles: 'folder' | 'html'
  configFile: string
  base: string
  docsDir: string
  /** The docs folders beside `docsDir` (`docsInstances`), resolved; the stages see each through instanceConfig. */
  docsInstances: ResolvedDocsInstance[]
  /** Problems with the config that do not stop the build (keys of a Docusaurus config chemdocs cannot honour). */
  configWarnings: Diagnostic[]
  /** Absolute folder of the site's own pages (it need not exist). */
  pagesDir: string
  /** Absolute folders symbolic links in docs/ and the pages folder may lead to. */
  sharedFolders: string[]
  /** Absolute stylesheets loaded after the theme's, in order. */
  customCss: string[]
  /** Absolute folder of the site's theme overrides (`src/theme`; it need not exist). */
  themeDir: string
  staticDir: string
  outDir: string
  templatesDir: string
  /** Absolute components folder, or undefined when none is configured and src/components is absent. */
  mdx: { componentsDir: string | undefined; svgComponents: boolean; hydrateSiteComponents: boolean }
  /** Where the site's Mermaid library is and is served, when `markdown.mermaid` is on. */
  mermaid?: MermaidSetup
  /** What a Docusaurus site's own plugins gave when they ran (see docusaurus/site-plugins.ts). */
  sitePlugins?: SitePluginOutput
  /**
   * Set by the languages build (i18n/locale-config.ts) for the locale being built; undefined for a
   * site with one language and in `serve`, which builds the default locale as such a site.
   */
  locale?: LocaleBuild
}

/** What a Docusaurus site's own plugins gave: their global data and their import aliases. */
export interface SitePluginOutput {
  /** Their `setGlobalData` calls by plugin name, then id: what `usePluginData(name, id)` returns. */
  globalData: Record<string, Record<string, unknown>>
  /** The `resolve.alias` of their `configureWebpack`, in the order webpack tries them. */
  aliases: ImportAlias[]
  /** The `module.rules` of their `configureWebpack` whose loaders are the site's own files. */
  loaders: SiteLoaderRule[]
}

/** A webpack rule chemdocs applies (see webpack-loaders.ts): its `test` (as data) and its loader files, in the rule's order. */
export interface SiteLoaderRule {
  test: { source: string; flags: string }
  loaders: { file: string; options?: unknown }[]
}

/** One webpack alias: `name` (the key without its `$`), matched exactly or also as a folder prefix. */
export interface ImportAlias {
  name: string
  /** The key ended with `$`: only the import `name` itself, not `name/x`. */
  exact: boolean
  /** Absolute paths or module names tried in order; empty for `false` (an empty module). */
  targets: string[]
  /** Webpack's `resolve.fallback`: taken only when the import does not resolve otherwise (a Node built-in in the browser bundle). */
  fallback?: true
}

/** One of `docsInstances`, resolved: its absolute folder, its docs options and its markdown plugins. */
export interface ResolvedDocsInstance {
  id: string
  docsDir: string
  /** Its options with the defaults applied (`sidebarPath` absolute), in the shape of the site's `docs`. */
  docs: ParsedConfig['docs']
  markdown: ParsedConfig['markdown']
}

/** `markdown.mermaid` resolved: the site's installed library and the theme of each colour mode. */
export interface MermaidSetup {
  /** Absolute path of the library's self-contained browser build (mermaid/dist/mermaid.min.js). */
  libraryFile: string
  /** Its output path under the site (assets/…), named by its version so browsers may cache it. */
  libraryPath: string
  theme: { light: string; dark: string }
}

/** One locale as the pages and the language menu show it. */
export interface LocaleInfo {
  locale: string
  label: string
  direction: 'ltr' | 'rtl'
  htmlLang: string
  /** The site's base URL for this locale ('/fr/' under base '/'). */
  base: string
}

/** The locale a build makes and what it reads in place of the default locale's files. */
export interface LocaleBuild {
  current: LocaleInfo
  /** Every locale, in the config's order, the default first among equals (hreflang, the menu). */
  all: LocaleInfo[]
  defaultLocale: string
  /** Absolute folders whose files replace the default locale's at the same relative path (none: the locale is not translated). */
  translated?: { docs: string; pages: string; blog: string }
  /** Sidebar category labels by `sidebar.<name>.category.<label>` (current.json). */
  sidebarLabels: Record<string, string>
}

/**
 * Whether the site adds remark or rehype plugins of its own. Such plugins are functions: they
 * cannot cross to worker threads nor be fingerprinted for the page store, and are attached once.
 */
export function hasUserPlugins(config: Pick<ResolvedConfig, 'markdown'>): boolean {
  return config.markdown.remarkPlugins.length > 0 || config.markdown.rehypePlugins.length > 0
}

/** The footer's links, those in columns too (for the link checker). */
export function footerLinksOf(footer: ParsedConfig['footer']): z.infer<typeof footerLink>[] {
  return footer.links.flatMap((item) => ('items' in item ? item.items : [item]))
}
