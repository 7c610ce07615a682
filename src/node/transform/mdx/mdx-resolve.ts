import path from 'node:path'
import type { Loader, OnLoadResult, OnResolveArgs, OnResolveResult, Plugin, PluginBuild, ResolveResult } from 'esbuild'
import { COMPONENTS_PREFIX } from './components-dir.js'
import { svgComponentModule } from './svg-component.js'
import { iconBody } from '../../icons.js'
import { scopeCss } from '../../render/component-css.js'
import { findThemeOverride, perBuildModule, resolveThemeImport, USE_BASE_URL, useBaseUrlModule, USE_GLOBAL_DATA } from './mdx-aliases.js'
import { docusaurusContextModule } from '../../docusaurus/site-context.js'
import { globalDataModule } from '../../docusaurus/global-data.js'
import { MDX_COMPONENT_PREFIX, mdxComponentModule } from '../../docusaurus/mdx-components.js'
import { aliasFilter, aliasTargets } from '../../docusaurus/webpack-aliases.js'
import type { ImportAlias, SiteLoaderRule } from '../../config/config-schema.js'
import { applySiteLoaders } from '../../docusaurus/webpack-loaders.js'

const PER_BUILD_NAMESPACE = 'chemdocs-per-build'
const MDX_COMPONENT_NAMESPACE = 'chemdocs-mdx-component'
const EMPTY_NAMESPACE = 'chemdocs-empty-module'
/** `chemdocs-icon:<name>`: a Lucide icon the theme's modules draw (templates/mdx/Icon/, Admonition). */
const ICON = /^chemdocs-icon:/
const ICON_NAMESPACE = 'chemdocs-icon'

/** Files an MDX page may import as an image (their URL). */
export const IMAGE = /\.(png|jpe?g|gif|svg|webp|avif|ico)$/i
/** Media and documents an import gives the URL of, as Docusaurus' file loader does. */
export const MEDIA = /\.(mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|wav|mp3|m4a|aac|oga|flac|pdf|docx?|xlsx?|zip|rar)$/i

/** What resolving an MDX page's imports needs, on the server and in the browser alike. */
export interface MdxResolveOptions {
  /** The site root, for `@site/` imports. */
  root: string
  /** The site's base URL, for `@docusaurus/useBaseUrl`. */
  base: string
  /** The config site code reads through `@docusaurus/useDocusaurusContext` (plain data). */
  siteConfig: Record<string, unknown>
  /** Import aliases the site's plugins set (webpack's `resolve.alias`, see webpack-aliases.ts). */
  aliases?: readonly ImportAlias[]
  /** The site's own webpack loaders its plugins set, run on the JavaScript files they match (see webpack-loaders.ts). */
  loaderRules?: readonly SiteLoaderRule[]
  /** What `@docusaurus/useGlobalData` gives (see global-data.ts); undefined: nothing. */
  globalData?: Record<string, unknown>
  /** Told when a bundle takes in siteConfig, so that a cache of it can key on the config (see shell-cache.ts). */
  onSiteConfig?: () => void
  /**
   * Where an import written from the root (`/src/components/Button`) is looked for when no file
   * has that absolute path: webpack's `resolve.roots` in Docusaurus (see importRoots).
   */
  roots?: readonly string[]
  /** The components folder, for `@components/` imports (undefined: there is none). */
  componentsDir: string | undefined
  /** Copies an imported image into the output; returns its URL, or why it cannot be published. */
  addImage: (file: string) => { url: string } | { error: string }
  /** Copies an imported media file or document into the output (undefined: such imports fail). */
  addFile?: (file: string) => { url: string } | { error: string }
  /**
   * The site's Root and Layout overrides (see site-wrappers.ts): an MDX page's content and client
   * components are rendered inside them, and their own imports are never made islands.
   */
  siteWrappers?: readonly string[]
  /** Hydrate the site's interactive components without a 'use client' mark (a Docusaurus site). */
  hydrateSiteComponents?: boolean
  /** Records a stylesheet a component imports (undefined: it is left out). */
  addStylesheet?: (file: string) => void
  /** `import Icon from './x.svg'` gives a React component (Docusaurus' SVGR), not the file's URL. */
  svgComponents?: boolean
  /**
   * The theme imports this plugin is asked about; a bundle that resolves our own theme names by
   * esbuild alias (see fixedThemeAliases) narrows it to the rest (see themeImportsNeedingPlugin).
   */
  themeFilter?: RegExp
}

/**
 * The import rules of MDX pages and the components they import: Docusaurus theme names, the
 * `@site/` and `@components/` aliases, images as URLs and CSS left out. One plugin for the server
 * bundle and the island chunk, so a component finds the same files in both.
 */
export function mdxResolvePlugin(options: MdxResolveOptions): Plugin {
  return {
    name: 'chemdocs-mdx-resolve',
    setup(build) {
      // First, as webpack applies its aliases before any other resolution.
      const aliases = (options.aliases ?? []).filter((a) => !a.fallback)
      const aliased = aliasFilter(aliases)
      if (aliased) build.onResolve({ filter: aliased }, (args) => resolveAliased(build, args, aliases))
      const fallbacks = (options.aliases ?? []).filter((a) => a.fallback)
      const fallen = aliasFilter(fallbacks)
      if (fallen) build.onResolve({ filter: fallen }, (args) => resolveWithFallback(build, args, fallbacks))
      if (options.roots?.length) {
        const roots = options.roots
        build.onResolve({ filter: /^\/[^/]/ }, (args) => resolveFromRoots(build, args, roots))
      }
      build.onLoad({ filter: /.*/, namespace: EMPTY_NAMESPACE }, () => ({ contents: 'export default {}', loader: 'js' }))
      // The icon's drawing, taken from the icon set's package now, so that the page's HTML has it inline.
      build.onResolve({ filter: ICON }, (args) => ({ path: args.path.replace(ICON, ''), namespace: ICON_NAMESPACE }))
      build.onLoad({ filter: /.*/, namespace: ICON_NAMESPACE }, (args) => ({ contents: `export default ${JSON.stringify(iconBody(args.path))}`, loader: 'js' }))
      const rules = options.loaderRules ?? []
      if (rules.length > 0) build.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, (args) => loadWithSiteLoaders(args.path, rules, options.root))
      build.onResolve({ filter: options.themeFilter ?? /^@(theme|theme-original|docusaurus)\// }, (args) => {
        const perBuild = perBuildModule(args.path)
        if (perBuild) return { path: perBuild, namespace: PER_BUILD_NAMESPACE }
        const name = args.path.replace(/^@theme(-original)?\//, '')
        // The site's override wins, except inside the override itself (it wraps the original).
        const override = args.path.startsWith('@theme/') ? findThemeOverride(path.join(options.root, 'src/theme'), name) : undefined
        if (override && override !== args.importer) return { path: override }
        const file = resolveThemeImport(`@theme/${name}`) ?? resolveThemeImport(args.path)
        return file ? { path: file } : { errors: [{ text: `\`${args.path}\` is not a component chemdocs provides` }] }
      })
      // A global component of the site's swizzled MDXComponents map, taken from that map.
      build.onResolve({ filter: new RegExp(`^${MDX_COMPONENT_PREFIX}`) }, (args) => ({ path: args.path.slice(MDX_COMPONENT_PREFIX.length), namespace: MDX_COMPONENT_NAMESPACE }))
      build.onLoad({ filter: /.*/, namespace: MDX_COMPONENT_NAMESPACE }, (args) => ({ contents: mdxComponentModule(args.path), loader: 'js', resolveDir: options.root }))
      // Once per path (see islandPlugin): many pages import the same `@site/` component.
      const resolutions = new Map<string, Promise<ResolveResult>>()
      build.onResolve({ filter: /^@site\// }, (args) => {
        const key = `${args.kind}\0${args.path}`
        let resolving = resolutions.get(key)
        if (!resolving) resolutions.set(key, (resolving = build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: options.root, kind: args.kind, importer: args.importer })))
        return resolving
      })
      build.onResolve({ filter: new RegExp(`^${COMPONENTS_PREFIX}`) }, (args) => {
        if (options.componentsDir === undefined) {
          return { errors: [{ text: `\`${args.path}\` needs a components folder: create src/components or set mdx.componentsDir in site.config.ts` }] }
        }
        return build.resolve(`./${args.path.slice(COMPONENTS_PREFIX.length)}`, { resolveDir: options.componentsDir, kind: args.kind, importer: args.importer })
      })
      build.onLoad({ filter: /.*/, namespace: PER_BUILD_NAMESPACE }, (args) => {
        if (args.path === USE_BASE_URL) return { contents: useBaseUrlModule(options.base), loader: 'js', resolveDir: options.root }
        if (args.path === USE_GLOBAL_DATA) return { contents: globalDataModule(options.globalData ?? {}), loader: 'js', resolveDir: options.root }
        options.onSiteConfig?.()
        return { contents: docusaurusContextModule(options.siteConfig), loader: 'js', resolveDir: options.root }
      })
      // A component's CSS goes into the site's component stylesheet (see component-css.ts); a CSS
      // module gives its scoped class names.
      build.onLoad({ filter: /\.css$/ }, (args) => {
        options.addStylesheet?.(args.path)
        return { contents: `export default ${JSON.stringify(scopeCss(args.path, options.root).classes)}`, loader: 'js' }
      })
      const addFile = options.addFile
      if (addFile) {
        build.onLoad({ filter: MEDIA }, (args) => {
          const added = addFile(args.path)
          if ('error' in added) return { errors: [{ text: added.error }] }
          return { contents: `export default ${JSON.stringify(added.url)}`, loader: 'js' }
        })
      }
      if (options.svgComponents) {
        build.onLoad({ filter: /\.svg$/i }, (args) => {
          // Still checked as an image: a script named .svg must not reach the page.
          const added = options.addImage(args.path)
          if ('error' in added) return { errors: [{ text: added.error }] }
          return { contents: svgComponentModule(args.path), loader: 'js', resolveDir: options.root }
        })
      }
      build.onLoad({ filter: IMAGE }, (args) => {
        const added = options.addImage(args.path)
        if ('error' in added) return { errors: [{ text: added.error }] }
        return { contents: `export default ${JSON.stringify(added.url)}`, loader: 'js' }
      })
    },
  }
}

/**
 * The folders an import from the root is looked for in, in order, as Docusaurus sets webpack's
 * `resolve.roots`: the static folder, the site, and the folder the build runs in.
 */
export function importRoots(config: { staticDir: string; root: string }): string[] {
  return [...new Set([config.staticDir, config.root, process.cwd()].filter(Boolean))]
}

/** An import from the root: a file at that absolute path, else the first of `roots` that has it, else the first error. */
async function resolveFromRoots(build: PluginBuild, args: OnResolveArgs, roots: readonly string[]): Promise<OnResolveResult | undefined> {
  // A resolve another plugin asks for (the islands' own, see island-modules.ts) or this one's:
  // left to the rest, so that no resolve waits on itself.
  if (args.pluginData !== undefined) return undefined
  const at = (request: string, resolveDir: string) => build.resolve(request, { resolveDir, kind: args.kind, importer: args.importer, pluginData: { rooted: true } })
  const direct = await at(args.path, args.resolveDir)
  if (direct.errors.length === 0) return direct
  for (const root of roots) {
    const found = await at(`.${args.path}`, root)
    if (found.errors.length === 0) return found
  }
  return { errors: direct.errors }
}

/**
 * An import an alias takes, resolved from where it was written: each target in turn, the first
 * found winning (webpack's list of targets); `false` gives an empty module. A target the alias
 * takes again is not aliased twice.
 */
async function resolveAliased(build: PluginBuild, args: OnResolveArgs, aliases: readonly ImportAlias[]): Promise<OnResolveResult | undefined> {
  if ((args.pluginData as { aliased?: boolean } | undefined)?.aliased) return undefined
  const targets = aliasTargets(args.path, aliases)
  if (targets === undefined) return undefined
  if (targets.length === 0) return { path: args.path, namespace: EMPTY_NAMESPACE }
  let first: ResolveResult | undefined
  for (const target of targets) {
    const found = await build.resolve(target, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { aliased: true } })
    if (found.errors.length === 0) return found
    first ??= found
  }
  return { errors: first!.errors.map((e) => ({ ...e, text: `${e.text} (\`${args.path}\` under the alias a plugin's configureWebpack sets)` })) }
}

/** An import resolved as it is written, else under the first fallback that takes it (webpack's resolve.fallback). */
async function resolveWithFallback(build: PluginBuild, args: OnResolveArgs, fallbacks: readonly ImportAlias[]): Promise<OnResolveResult | undefined> {
  if ((args.pluginData as { fallback?: boolean } | undefined)?.fallback) return undefined
  const direct = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { fallback: true } })
  // Resolvable as written (a Node built-in in the server bundle among them): left to the rest of the resolution.
  if (direct.errors.length === 0) return undefined
  const taken = await resolveAliased(build, args, fallbacks)
  return taken && !taken.errors?.length ? taken : { errors: direct.errors }
}

/** A JavaScript file as the site's own webpack loaders make it; undefined (esbuild loads it) when no rule matches. */
async function loadWithSiteLoaders(file: string, rules: readonly SiteLoaderRule[], root: string): Promise<OnLoadResult | undefined> {
  try {
    const contents = await applySiteLoaders(file, rules, root)
    if (contents === undefined) return undefined
    // Docusaurus sites write JSX in .js files, as elsewhere (SERVER_BUNDLE).
    const loader: Loader = /\.[cm]?ts$/.test(file) ? 'ts' : /\.tsx$/.test(file) ? 'tsx' : 'jsx'
    return { contents, loader, resolveDir: path.dirname(file) }
  } catch (error) {
    return { errors: [{ text: `a webpack loader a plugin's configureWebpack sets failed on this file: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}` }] }
  }
}
