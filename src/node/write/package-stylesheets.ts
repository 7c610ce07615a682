import { readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { ResolvedConfig } from '../config/config-schema.js'
import { ChemdocsError } from '../diagnostics.js'
import { display } from '../display-path.js'
import { locateValueIn } from '../locate-value.js'
import type { CopiedFile, OutputFile } from '../types.js'
import { hashOf } from './output-names.js'

/**
 * `packageStylesheets`: each stylesheet of an installed package (katex/dist/katex.min.css) served
 * from the site itself, with the files its relative `url()`s name (KaTeX's fonts), under
 * `assets/packages/<name>-<content hash>/` so that those URLs still resolve. Pages link them;
 * nothing is fetched from another host. A path that does not resolve fails at its place.
 */
export function packageStylesheetFiles(config: Pick<ResolvedConfig, 'packageStylesheets' | 'root' | 'configFile'>): { files: (OutputFile | CopiedFile)[]; urls: string[] } {
  const files: (OutputFile | CopiedFile)[] = []
  const urls: string[] = []
  const require = createRequire(path.join(config.root, 'package.json'))
  for (const modulePath of config.packageStylesheets) {
    const file = resolveStylesheet(require, modulePath, config.configFile)
    const css = readFileSync(file, 'utf8')
    const folder = `assets/packages/${path.basename(file, '.css').replace(/[^\w.-]+/g, '-')}-${hashOf(css)}`
    files.push({ path: `${folder}/${path.basename(file)}`, contents: css })
    urls.push(`/${folder}/${path.basename(file)}`)
    for (const ref of new Set(relativeUrls(css))) {
      const abs = path.resolve(path.dirname(file), ref)
      // Only files beside or below the stylesheet: a url() cannot make the build copy others.
      if (!abs.startsWith(path.dirname(file) + path.sep)) continue
      try {
        files.push({ path: `${folder}/${path.relative(path.dirname(file), abs).split(path.sep).join('/')}`, copyOf: abs, size: statSync(abs).size })
      } catch {
        // A font the package does not ship: the browser falls back, as it would from the CDN.
      }
    }
  }
  return { files, urls }
}

function resolveStylesheet(require: NodeJS.Require, modulePath: string, configFile: string): string {
  try {
    return require.resolve(modulePath)
  } catch {
    const at = locateValueIn(readSafe(configFile), 'packageStylesheets', modulePath)
    throw new ChemdocsError('invalid-config', `${display(configFile)}:${at.line}:${at.column}: packageStylesheets: ${modulePath} is not installed in the site`, { hint: `install its package next to the site (npm install ${modulePath.split('/')[0]})`, file: display(configFile) })
  }
}

/** The relative URLs of a stylesheet's url()s (no scheme, no leading slash, no data: URI), without query or fragment. */
function relativeUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)].map((m) => m[2]!.replace(/[?#].*$/, '')).filter((u) => !/^([a-z][a-z0-9+.-]*:|\/)/i.test(u))
}

function readSafe(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}
