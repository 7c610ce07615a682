import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createDiagnostic, lineColumnAt, type Diagnostic } from '../../diagnostics.js'
import { display } from '../../display-path.js'
import { firstInteractiveUse } from './client-modules.js'
import { PACKAGE_ROOT } from '../../render/bundle.js'

/**
 * Warnings for the site's scripts that a page renders as static HTML (not client modules, not
 * imported by one) although they use state, effects or event handlers: in the browser such a
 * component looks right and does nothing, with no error anywhere. By file; a page reports those it
 * was made from (the build reports each warning once).
 */
export function staticComponentWarnings(staticScripts: Iterable<string>): Map<string, Diagnostic> {
  const warnings = new Map<string, Diagnostic>()
  // chemdocs' own theme modules hydrate by their own means (the app shell), and packages are not the writer's to mark.
  const own = [path.join(PACKAGE_ROOT, 'templates') + path.sep, path.join(PACKAGE_ROOT, 'src') + path.sep]
  for (const file of staticScripts) {
    if (own.some((dir) => file.startsWith(dir)) || file.split(path.sep).includes('node_modules')) continue
    let source: string
    try {
      source = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    const use = firstInteractiveUse(source)
    if (!use) continue
    const name = path.basename(file)
    const message = `${name} uses \`${use.text.replace(/\s*(?:<[^>()]*>)?\($|=\{$/, '')}\` but is rendered as static HTML, so it does nothing in the browser; put 'use client' on its first line (or name it ${name.replace(/(\.\w+)$/, '.client$1')}) to hydrate it`
    warnings.set(file, createDiagnostic('static-component', message, { file: display(file), ...lineColumnAt(source, use.index) }))
  }
  return warnings
}
