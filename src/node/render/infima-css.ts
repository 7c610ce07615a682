import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { ChemdocsError } from '../diagnostics.js'
import type { OutputFile } from '../types.js'
import { outputName } from '../write/output-names.js'
import type { BundleMode } from './bundle.js'
import { PACKAGE_ROOT } from './bundle.js'

/** Infima's stylesheet in the `infima` package (the one Docusaurus' classic theme loads). */
const INFIMA_CSS = 'infima/dist/css/default/default.min.css'

/**
 * Infima, Docusaurus' CSS framework, as one hashed stylesheet (with the few rules that keep it
 * off chemdocs' own arrows, templates/infima-compat.css): written only for sites that ask
 * for it (`infima`, on for a Docusaurus site), so chemdocs' own theme stays as small as it is.
 * Taken from chemdocs' own dependency; a site that has its own copy (every Docusaurus site does,
 * through its theme) is the fallback, so a chemdocs installed without it still works there.
 */
export function infimaCssFile(root: string, mode: BundleMode): { file: OutputFile; url: string } {
  const compat = readFileSync(path.join(PACKAGE_ROOT, 'templates/infima-compat.css'), 'utf8')
  const contents = `${readFileSync(resolveInfima(root), 'utf8')}\n${compat}`
  const file = { path: outputName('assets/infima', '.css', contents, mode), contents }
  return { file, url: `/${file.path}` }
}

function resolveInfima(root: string): string {
  for (const from of [PACKAGE_ROOT, root]) {
    try {
      return createRequire(path.join(from, 'package.json')).resolve(INFIMA_CSS)
    } catch {
      // Not installed there: try the next place.
    }
  }
  throw new ChemdocsError('invalid-config', 'the `infima` package is not installed, and the site asks for Infima (`infima: true`, or a Docusaurus site)', { hint: 'run `npm install` in chemdocs, or install the site\'s own packages (`npm ci`)' })
}
