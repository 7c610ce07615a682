import { withBase } from '../../shared/url.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import type { DocVersion } from '../collect/doc-versions.js'
import type { OutputFile, SearchSource } from '../types.js'
import { buildSearchIndexes } from './search-index.js'

// A versioned site's other versions each get an index of their own (behaviour "Versions" of the
// search): the last version's is the site's root index; every other version's file is written
// under the version's path, and holds its docs and the site's non-doc pages.

/** The index files of the versions other than the last, and their URLs (with base) by version name. */
export function versionSearchIndexes(versions: { version: DocVersion; sources: SearchSource[] }[], config: ResolvedConfig): { files: OutputFile[]; urls: Record<string, string> } {
  const files: OutputFile[] = []
  const urls: Record<string, string> = {}
  for (const { version, sources } of versions) {
    // The index file first, then its section texts: both under the version's path.
    const [index, ...rest] = buildSearchIndexes(sources, config).files
    for (const file of [index!, ...rest]) files.push({ ...file, path: `${version.routeBasePath}/${file.path}` })
    urls[version.name] = withBase(config.base, `/${version.routeBasePath}/${index!.path}`)
  }
  return { files, urls }
}
