import { statSync } from 'node:fs'
import path from 'node:path'
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

/** The package folder of the copied library (<package>/dist/mermaid.min.js), for its licence notice. */
export function mermaidPackageDirs(config: Pick<ResolvedConfig, 'mermaid'>): string[] {
  return config.mermaid ? [path.dirname(path.dirname(config.mermaid.libraryFile))] : []
}
