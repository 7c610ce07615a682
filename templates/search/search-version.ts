import type { SiteData } from '../../src/shared/types.js'

// Only the search page reads a version, and it is a lazy chunk: this stays out of the entry bundle.

/**
 * The docs version a `version` parameter names, by name ('current') or by path relative to the
 * base ('docs/', as the original passes it). Anything else, or none, means the site's default
 * version: a stale link still searches.
 */
export function validVersion(site: SiteData, version: string | null): string {
  const trim = (path: string) => path.replace(/^\/+|\/+$/g, '')
  const versions = site.versions ?? [site.version]
  return versions.find((v) => version !== null && (v.name === version || trim(v.path) === trim(version)))?.name ?? site.version.name
}
