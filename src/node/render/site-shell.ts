import path from 'node:path'
import type { Message, Plugin } from 'esbuild'
import type { ResolvedConfig } from '../config/config-schema.js'
import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import { display } from '../display-path.js'
import type { AssetRegistry } from '../transform/assets.js'
import { importRoots, mdxResolvePlugin, type MdxResolveOptions } from '../transform/mdx/mdx-resolve.js'
import { imageProblem, siteFolders } from '../transform/site-image.js'
import { bundleClient, PACKAGE_ROOT, type BundleMode, type Manifest } from './bundle.js'
import { findShellOverrides, shellOverridesPlugin, type ShellOverride } from './shell-overrides.js'
import { bundleShellServer, type ShellServer } from './shell-server.js'
import type { OutputFile } from '../types.js'

/** A site's own app shell: its browser bundle and server module, with its theme overrides in. */
export interface SiteShell {
  /** Undefined when the overrides did not compile (then `diagnostics` says why). `inputs`: the files on disk it was made from. */
  client?: { files: OutputFile[]; manifest: Manifest; inputs: string[] }
  server?: Extract<ShellServer, { ok: true }>
  /** The stylesheets the overrides import, for the components stylesheet. */
  stylesheets: string[]
  /** The images the overrides import: a reused shell registers them again (see shell-cache.ts). */
  images?: string[]
  /** True when the overrides read the site's config (useDocusaurusContext): the cache then keys on it. */
  readsSiteConfig?: boolean
  diagnostics: Diagnostic[]
}

/**
 * For a site that overrides parts of the app shell (`src/theme/Navbar`, `Footer`, …; see
 * shell-overrides.ts), bundles the shell twice with its overrides in: for the browser, hydrated
 * like ours, and for the server render. Undefined for a site with no such override: it gets the
 * shell `npm run compile` prebuilt, at no cost. The overrides' imports resolve as an MDX page's
 * do (`@docusaurus/useBaseUrl`, `@site/`, images, CSS).
 */
export async function bundleSiteShell(config: ResolvedConfig, mode: BundleMode, assets: AssetRegistry, overrides: readonly ShellOverride[] = findShellOverrides(config.themeDir)): Promise<SiteShell | undefined> {
  if (overrides.length === 0) return undefined
  const stylesheets: string[] = []
  const images: string[] = []
  let readsSiteConfig = false
  const resolve = { ...siteResolveOptions(config, assets, { stylesheets, images }), onSiteConfig: () => void (readsSiteConfig = true) }
  const plugins = (): Plugin[] => [shellOverridesPlugin(overrides), mdxResolvePlugin(resolve)]
  const [server, client] = await Promise.all([
    bundleShellServer(config.root, config.themeDir, plugins()),
    bundleClient(mode, { plugins: [chemdocsReact, ...plugins()] }).catch((error: { errors?: Message[] }) => {
      if (error.errors) return { errors: error.errors }
      throw error
    }),
  ])
  // The browser's errors are mostly the server's again: those are reported once.
  if (!server.ok) return { stylesheets, diagnostics: server.errors.map((m) => compileProblem(m, process.cwd(), config.themeDir)) }
  if ('errors' in client) return { stylesheets, diagnostics: client.errors.map((m) => compileProblem(m, PACKAGE_ROOT, config.themeDir)) }
  return { client, server, stylesheets: [...new Set(stylesheets)], images: [...new Set(images)], readsSiteConfig, diagnostics: [] }
}

/**
 * How the overrides' imports resolve: images and files into the output, CSS into the components
 * stylesheet; `found` collects both. Everything of the config it reads is in shell-cache.ts' key
 * (siteConfig only when read, see readsSiteConfig).
 */
function siteResolveOptions(config: ResolvedConfig, assets: AssetRegistry, found: { stylesheets: string[]; images: string[] }): MdxResolveOptions {
  const folders = siteFolders(config)
  return {
    root: config.root,
    base: config.base,
    siteConfig: config.siteConfig,
    ...(config.sitePlugins && { aliases: config.sitePlugins.aliases, loaderRules: config.sitePlugins.loaders, globalData: config.sitePlugins.globalData }),
    roots: importRoots(config),
    componentsDir: config.mdx.componentsDir,
    svgComponents: config.mdx.svgComponents,
    addStylesheet: (css) => void found.stylesheets.push(css),
    addImage: (image) => {
      const problem = imageProblem(image, folders)
      if (problem) return { error: `image ${path.basename(image)} ${problem.message}` }
      found.images.push(image)
      const asset = assets.add(image, config.base)
      return asset ? { url: asset.url } : { error: `image ${display(image)} cannot be read` }
    },
  }
}

/** An esbuild error in an override (or what it imports), at its file:line:col. */
function compileProblem(message: Message, workingDir: string, themeDir: string): Diagnostic {
  const at = message.location
  const text = `a theme override could not be compiled: ${message.text}`
  if (!at) return createDiagnostic('render-failed', text, { file: display(themeDir) })
  return createDiagnostic('render-failed', text, { file: display(path.resolve(workingDir, at.file)), line: at.line, column: at.column + 1 })
}

/**
 * React, imported by the site's code from its own node_modules, is the copy chemdocs' templates
 * use: two Reacts in one app break hooks and context.
 */
const chemdocsReact: Plugin = {
  name: 'chemdocs-site-react',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
      if (args.pluginData === 'chemdocs-site-react') return undefined
      return build.resolve(args.path, { kind: args.kind, resolveDir: PACKAGE_ROOT, pluginData: 'chemdocs-site-react' })
    })
  },
}
