import type { SiteData } from '../shared/types.js'
import { withBase } from '../shared/url.js'
import { createStorageSlot, STORAGE_KEYS } from '../../templates/storage.js'

/**
 * The docs version the reader is in, for search: on a doc page the version whose path holds it
 * (the longest: `/docs/next` before `/docs`), elsewhere the preferred version kept in storage,
 * else the last version. A site with one version has only that one.
 */
export function readerVersion(site: SiteData): string {
  const versions = site.versions
  if (!versions) return site.version.name
  const here = location.pathname
  const inside = versions
    .filter((v) => v.home !== undefined && here.startsWith(withBase(site.base, v.path === '/' ? '/' : `${v.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0]
  if (inside) return inside.name
  const preferred = createStorageSlot(STORAGE_KEYS.preferredVersion('default')).get()
  return versions.find((v) => v.name === preferred)?.name ?? versions.find((v) => v.isLast)?.name ?? site.version.name
}
