import { statSync } from 'node:fs'
import path from 'node:path'
import type { ResolvedConfig } from '../config/config-schema.js'

/**
 * The file a locale's build reads for the default locale's `abs` (`rel` inside the docs, pages or
 * blog folder): its translation when one exists, else the default file, as Docusaurus falls back.
 * `otherPath` is the same page's place in the other tree, so that a relative link written in
 * either finds it (see siteRoutesOf).
 */
export function translatedFile(config: Pick<ResolvedConfig, 'locale'>, tree: 'docs' | 'pages' | 'blog', abs: string, rel: string): { path: string; otherPath?: string } {
  const folder = config.locale?.translated?.[tree]
  if (!folder) return { path: abs }
  const translation = path.join(folder, rel)
  if (translation === abs) return { path: abs }
  return isFile(translation) ? { path: translation, otherPath: abs } : { path: abs, otherPath: translation }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}
