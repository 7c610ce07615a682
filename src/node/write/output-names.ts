import { createHash } from 'node:crypto'
import type { BundleMode } from '../render/bundle.js'

/** Short content hash used in output file names. */
export function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8)
}

/**
 * The output path of a generated file: content-hashed in production (cacheable forever), stable in
 * dev, so that a rebuild which changes one route chunk or the search index does not change the
 * site data, and with it the HTML of every page.
 */
export function outputName(stem: string, ext: string, contents: string, mode: BundleMode): string {
  return mode === 'dev' ? `${stem}${ext}` : `${stem}.${hashOf(contents)}${ext}`
}

/** Drops the content hash from a file name ('assets/search-index.ab12cd34.json' -> 'assets/search-index.json'). */
export function withoutHash(file: string): string {
  return file.replace(/\.[0-9a-f]{6,}(\.[a-z0-9]+)$/, '$1')
}
