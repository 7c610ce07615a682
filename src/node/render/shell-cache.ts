import type { ResolvedConfig } from '../config/config-schema.js'
import { contentHashes, filesUnchanged, modifiedSince, stageStart } from '../file-hash.js'
import type { AssetRegistry } from '../transform/assets.js'
import { siteFolders } from '../transform/site-image.js'
import type { BundleMode } from './bundle.js'
import { findShellOverrides, type ShellOverride } from './shell-overrides.js'
import { bundleSiteShell, type SiteShell } from './site-shell.js'

/**
 * What the shell stage keeps between dev rebuilds: the site's own app shell (browser bundle and
 * server module, see site-shell.ts) and what it was made from. Its owner (the dev server) keeps it
 * across config reloads, as the key holds every part of the config the shell depends on, and
 * drops it when chemdocs' own client code changes.
 */
export interface ShellCache {
  last?: {
    key: string
    /** Every file on disk both bundles were made from, with its content hash. */
    inputs: Map<string, string | undefined>
    shell: SiteShell
    /** The siteConfig (JSON) the shell was made with, when it reads it (useDocusaurusContext). */
    siteConfig?: string
  }
  /** How many times a shell was bundled with this cache (tests read it to tell reuse from bundling). */
  bundled: number
}

/** An empty shell cache: the first build with it bundles the shell (for a site with overrides). */
export function createShellCache(): ShellCache {
  return { bundled: 0 }
}

/**
 * The site's own app shell; for a site without overrides of it, one with neither bundle (it gets
 * the prebuilt shell). Given a cache, the last shell is reused while the overrides, the mode, the
 * config parts the bundles read and the content of every file they were made from are the same:
 * an edit of a page costs no bundling. A shell that did not compile is never kept.
 */
export async function siteShell(config: ResolvedConfig, mode: BundleMode, assets: AssetRegistry, cache: ShellCache | undefined): Promise<SiteShell> {
  const overrides = findShellOverrides(config.themeDir)
  if (!cache || overrides.length === 0) {
    if (cache) cache.last = undefined
    return (await bundleSiteShell(config, mode, assets, overrides)) ?? NO_SHELL
  }
  const key = shellKey(config, mode, overrides)
  const known = cache.last
  const sameSiteConfig = known?.siteConfig === undefined || known.siteConfig === JSON.stringify(config.siteConfig)
  if (known?.key === key && sameSiteConfig && filesUnchanged(known.inputs)) {
    // The new build's registry must hold the images again; unchanged, they keep their URLs.
    for (const image of known.shell.images ?? []) assets.add(image, config.base)
    return known.shell
  }
  cache.last = undefined
  const started = stageStart()
  const shell = await bundleSiteShell(config, mode, assets, overrides)
  cache.bundled++
  const inputs = shell ? inputsOf(shell) : undefined
  // A file saved while it was bundled may be in it half-old: bundled again next time.
  if (shell && inputs && !inputs.some((file) => modifiedSince(file, started))) {
    cache.last = { key, inputs: contentHashes(inputs), shell, ...(shell.readsSiteConfig && { siteConfig: JSON.stringify(config.siteConfig) }) }
  }
  return shell ?? NO_SHELL
}

/** The shell of a site without overrides of it. */
const NO_SHELL: SiteShell = { stylesheets: [], diagnostics: [] }

/** True when `files` holds a file the cached shell was made from (a CSS or image file, say). */
export function isShellInput(cache: ShellCache, files: readonly string[]): boolean {
  return files.some((file) => cache.last?.inputs.has(file))
}

/** Everything besides file contents the bundles depend on (see bundleSiteShell and siteResolveOptions). */
function shellKey(config: ResolvedConfig, mode: BundleMode, overrides: readonly ShellOverride[]): string {
  const { root, base, themeDir, mdx } = config
  // The plugins' global data and aliases: an override may read the one and import through the other.
  return JSON.stringify([mode, root, base, themeDir, mdx.componentsDir ?? null, mdx.svgComponents, siteFolders(config), overrides.map((o) => [o.name, o.file]), config.sitePlugins ?? null])
}

/**
 * The files both bundles were made from; undefined for a shell that did not compile. A template
 * loaded as the original under an override (`x.tsx?original`) is the file `x.tsx`.
 */
function inputsOf(shell: SiteShell): string[] | undefined {
  if (!shell.client || !shell.server || shell.diagnostics.length > 0) return undefined
  return [...new Set([...shell.client.inputs, ...shell.server.inputs].map((file) => file.replace(/\?[^/]*$/, '')))]
}
