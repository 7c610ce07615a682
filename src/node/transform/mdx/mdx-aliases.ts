import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { PACKAGE_ROOT } from '../../render/bundle.js'
import { escapeRegExp } from '../../reg-exp.js'

/**
 * Docusaurus import names writers already use, mapped to our server-rendered twins in
 * templates/mdx/, so existing pages build without rewriting their imports.
 */
const THEME_COMPONENTS: Record<string, string> = {
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/TabItem': 'TabItem.tsx',
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@theme/Details': 'Details.tsx',
  '@theme/DocCard': 'DocCard.tsx',
  '@theme/DocCardList': 'DocCardList.tsx',
  '@theme/MDXComponents': 'MDXComponents.tsx',
  '@theme/MDXContent': 'MDXContent.tsx',
  '@theme/Layout': 'Layout.tsx',
  '@theme/Root': 'Root.tsx',
  '@theme/NotFound': 'NotFound.tsx',
  '@theme/Heading': 'Heading.tsx',
  '@theme/PaginatorNavLink': 'PaginatorNavLink.tsx',
  '@theme/ThemedImage': 'ThemedImage.tsx',
  '@theme/IdealImage': 'IdealImage.tsx',
  '@theme/Icon/ExternalLink': 'Icon/ExternalLink.tsx',
  '@theme/Icon/Copy': 'Icon/Copy.tsx',
  '@theme/Icon/Success': 'Icon/Success.tsx',
  '@theme/Icon/Close': 'Icon/Close.tsx',
  '@theme/Icon/Menu': 'Icon/Menu.tsx',
  '@theme/Icon/Arrow': 'Icon/Arrow.tsx',
  '@theme/Icon/Edit': 'Icon/Edit.tsx',
  '@theme/Icon/Home': 'Icon/Home.tsx',
  '@theme/Icon/DarkMode': 'Icon/DarkMode.tsx',
  '@theme/Icon/LightMode': 'Icon/LightMode.tsx',
  '@theme/Icon/Language': 'Icon/Language.tsx',
  '@theme/Icon/WordWrap': 'Icon/WordWrap.tsx',
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/Interpolate': 'Interpolate.tsx',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/useIsBrowser': 'use-is-browser.ts',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/ExecutionEnvironment': 'execution-environment.ts',
  '@docusaurus/useBrokenLinks': 'use-broken-links.ts',
  '@docusaurus/router': 'router.tsx',
  '@docusaurus/isInternalUrl': 'is-internal-url.ts',
  '@docusaurus/useRouteContext': 'use-route-context.ts',
  '@docusaurus/ErrorBoundary': 'DocusaurusErrorBoundary.tsx',
  '@docusaurus/theme-common': 'theme-common-exports.ts',
  '@docusaurus/theme-common/internal': 'theme-common-internal.ts',
  '@docusaurus/plugin-content-docs/client': 'docs-client.ts',
}

/** `@docusaurus/useBaseUrl` depends on the build's base, so it is a module made per build (see mdx-resolve.ts). */
export const USE_BASE_URL = '@docusaurus/useBaseUrl'

/** The same module by the path inside @docusaurus/core that some sites import it from. */
const USE_BASE_URL_IN_CORE = '@docusaurus/core/lib/client/exports/useBaseUrl'

/** `@docusaurus/useDocusaurusContext` gives the site's config, so it too is made per build. */
export const USE_DOCUSAURUS_CONTEXT = '@docusaurus/useDocusaurusContext'

/** `@docusaurus/useGlobalData` gives the data of the site's docs, so it too is made per build. */
export const USE_GLOBAL_DATA = '@docusaurus/useGlobalData'

/** The specifiers of the modules made per build, by the name mdx-resolve.ts loads them under. */
export function perBuildModule(specifier: string): typeof USE_BASE_URL | typeof USE_DOCUSAURUS_CONTEXT | typeof USE_GLOBAL_DATA | undefined {
  if (specifier === USE_BASE_URL || specifier === USE_BASE_URL_IN_CORE) return USE_BASE_URL
  if (specifier === USE_GLOBAL_DATA) return USE_GLOBAL_DATA
  return specifier === USE_DOCUSAURUS_CONTEXT ? USE_DOCUSAURUS_CONTEXT : undefined
}

/** The module behind USE_BASE_URL for a site whose pages live under `base`. */
export function useBaseUrlModule(base: string): string {
  const helper = JSON.stringify(path.join(PACKAGE_ROOT, 'templates/mdx/use-base-url.ts'))
  return [
    `import { addBaseUrl } from ${helper}`,
    `const base = ${JSON.stringify(base)}`,
    'export default function useBaseUrl(url, options) { return addBaseUrl(base, url, options) }',
    'export function useBaseUrlUtils() { return { withBaseUrl: (url, options) => addBaseUrl(base, url, options) } }',
  ].join('\n')
}

/** The file a Docusaurus-style specifier stands for, or undefined when it is not one of ours. */
export function resolveThemeImport(specifier: string): string | undefined {
  const file = THEME_COMPONENTS[specifier]
  return file === undefined ? undefined : path.join(PACKAGE_ROOT, 'templates/mdx', file)
}

/**
 * esbuild aliases for the theme names that need no decision per import: ours, not overridden by
 * the site (`themeDir`), so that a bundle of many pages resolves them without calling back into
 * JavaScript. The others (overrides, `@theme-original/`, useBaseUrl) are left to mdxResolvePlugin.
 */
export function fixedThemeAliases(themeDir: string): Record<string, string> {
  const aliases: Record<string, string> = {}
  for (const specifier of Object.keys(THEME_COMPONENTS)) {
    const overridable = specifier.startsWith('@theme/')
    if (!overridable || !findThemeOverride(themeDir, specifier.slice('@theme/'.length))) aliases[specifier] = resolveThemeImport(specifier)!
  }
  return aliases
}

/**
 * The theme imports that fixedThemeAliases leaves to mdxResolvePlugin: the originals, useBaseUrl
 * and every name the site overrides (`themeDir`). Any other `@theme/` or `@docusaurus/` name is
 * then unknown to esbuild, which fails the bundle; the caller bundles page by page to report it.
 */
export function themeImportsNeedingPlugin(themeDir: string): RegExp {
  const names = overrideNames(themeDir).map(escapeRegExp)
  const perBuild = [USE_BASE_URL, USE_BASE_URL_IN_CORE, USE_DOCUSAURUS_CONTEXT, USE_GLOBAL_DATA].map((s) => `${escapeRegExp(s)}$`).join('|')
  return new RegExp(`^(?:@theme-original/|${perBuild}${names.length ? `|@theme/(?:${names.join('|')})$` : ''})`)
}

/** `Name` for src/theme/Name.js and src/theme/Name/index.js, nested names (`DocItem/Footer`) too. */
function overrideNames(themeDir: string): string[] {
  let files: string[]
  try {
    files = readdirSync(themeDir, { recursive: true }).map(String)
  } catch {
    return []
  }
  const names = files.filter((f) => /\.(tsx|jsx|ts|js)$/.test(f)).map((f) => f.split(path.sep).join('/').replace(/(\/index)?\.(tsx|jsx|ts|js)$/, ''))
  return [...new Set(names)]
}

/** The theme components a site may override in MDX pages and components: `@theme/<Name>`. */
export const OVERRIDABLE_MDX_COMPONENTS: readonly string[] = Object.keys(THEME_COMPONENTS)
  .filter((s) => s.startsWith('@theme/'))
  .map((s) => s.slice('@theme/'.length))

/**
 * A site's override of a theme component, Docusaurus' swizzle convention: `src/theme/<Name>.js`
 * or `src/theme/<Name>/index.js` (or .jsx, .ts, .tsx). It can import the component it replaces as
 * `@theme-original/<Name>`.
 */
export function findThemeOverride(themeDir: string, name: string): string | undefined {
  for (const stem of [path.join(themeDir, name), path.join(themeDir, name, 'index')]) {
    for (const ext of ['.tsx', '.jsx', '.ts', '.js']) if (existsSync(stem + ext)) return stem + ext
  }
  return undefined
}

/**
 * Components Docusaurus v3 makes global (its MDXComponents map), so pages use them without an
 * import: name -> import specifier, as for the components folder (see remarkGlobalComponents).
 */
export const BUILT_IN_GLOBALS: ReadonlyMap<string, string> = new Map([['Details', '@theme/Details']])
