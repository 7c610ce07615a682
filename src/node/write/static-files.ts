import { accessSync, constants, existsSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs'
import { describeFsError } from '../collect/regular-file.js'
import path from 'node:path'
import { withBase } from '../../shared/url.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import { ChemdocsError } from '../diagnostics.js'
import { display } from '../display-path.js'
import { isInside, realPathOf } from '../real-path.js'
import { siteFolders } from '../transform/site-image.js'
import type { CopiedFile, OutputFile } from '../types.js'

/**
 * The files of static/ as the last build read them, kept between dev rebuilds. Its owner (the dev
 * server) empties it when a file under static/ changes.
 */
export interface StaticFilesCache {
  files?: CopiedFile[]
}

/** An empty static files cache: the first build with it reads static/. */
export function createStaticFilesCache(): StaticFilesCache {
  return {}
}

/** The files of static/ (see collectStaticFiles), listed once per cache. */
export function staticFiles(config: ResolvedConfig, cache: StaticFilesCache | undefined): CopiedFile[] {
  if (!cache) return collectStaticFiles(config.staticDir, siteFolders(config))
  return (cache.files ??= collectStaticFiles(config.staticDir, siteFolders(config)))
}

/**
 * Every file under static/, to be copied verbatim (sorted, so output order is stable). Symbolic
 * links are followed only while they stay in the site's folders: a link to `/etc` or `~` would
 * publish it. A broken link, a link out of the site or a loop stops the build with the link named.
 */
export function collectStaticFiles(staticDir: string, siteFolders: readonly string[]): CopiedFile[] {
  if (!existsSync(staticDir)) return []
  const out: CopiedFile[] = []
  const allowed = siteFolders.map((folder) => realPathOf(folder))
  const walk = (dir: string, rel: string, ancestors: string[]) => {
    for (const name of readdirSync(dir).sort()) {
      const abs = path.join(dir, name)
      const r = rel ? `${rel}/${name}` : name
      let real = abs
      if (lstatSync(abs).isSymbolicLink()) {
        real = followStaticLink(abs, allowed)
        if (ancestors.includes(real)) {
          throw new ChemdocsError('symlink-loop', `${display(abs)}: symbolic link leads back to ${display(real)}, a folder that contains it`, { hint: 'remove the link', file: display(abs) })
        }
      }
      const stat = statSync(real)
      if (stat.isDirectory()) walk(abs, r, [...ancestors, real])
      else if (stat.isFile()) out.push({ path: r, copyOf: readable(real, abs), size: stat.size })
    }
  }
  walk(staticDir, '', [realPathOf(staticDir)])
  return out
}

/** The file, when this process may read it; an unreadable one is named as such (not as a failed write). */
function readable(real: string, abs: string): string {
  try {
    accessSync(real, constants.R_OK)
  } catch (error) {
    throw new ChemdocsError('unreadable-file', `${display(abs)} cannot be read: ${describeFsError(error)}`, { hint: 'make the file readable, or remove it from static/', file: display(abs) })
  }
  return real
}

function followStaticLink(abs: string, allowed: readonly string[]): string {
  let real: string
  try {
    real = realpathSync(abs)
  } catch {
    throw new ChemdocsError('broken-symlink', `${display(abs)}: broken symbolic link: its target ${readlinkSync(abs)} does not exist`, {
      hint: 'remove the link or restore its target',
      file: display(abs),
    })
  }
  if (!allowed.some((folder) => real === folder || isInside(real, folder))) {
    throw new ChemdocsError('outside-site', `${display(abs)}: symbolic link leads to ${real}, outside the site, which would publish it`, {
      hint: 'copy the file into static/ instead of linking it',
      file: display(abs),
    })
  }
  return real
}

/** sitemap.xml: every route but the search page, in route order. */
export function sitemapFile(config: Pick<ResolvedConfig, 'url' | 'base'>, routes: Iterable<string>): OutputFile {
  const urls = [...routes].filter((r) => r !== '/search').sort().map((r) => withBase(config.base, r))
  const items = urls.map((u) => `<url><loc>${config.url}${u}</loc></url>`).join('')
  return { path: 'sitemap.xml', contents: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</urlset>\n` }
}
