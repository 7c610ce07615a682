import { statSync } from 'node:fs'
import type { ResolvedConfig } from '../config/config-schema.js'
import type { CopiedFile } from '../types.js'

/**
 * The site's Mermaid library, copied into its assets when `markdown.mermaid` is on: pages load it
 * from the site itself (never from a CDN), and only when they show a diagram.
 */
export function mermaidLibraryFiles(config: Pick<ResolvedConfig, 'mermaid'>): CopiedFile[] {
  if (!config.mermaid) return []
  const { libraryFile, libraryPath } = config.mermaid
  return [{ path: libraryPath, copyOf: libraryFile, size: statSync(libraryFile).size }]
}
