import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import { OVERRIDABLE_SHELL_COMPONENTS } from '../render/shell-overrides.js'
import { findThemeOverride, OVERRIDABLE_MDX_COMPONENTS } from '../transform/mdx/mdx-aliases.js'

/**
 * Overrides in the theme folder of components chemdocs does not draw (`src/theme/DocItem/Layout`,
 * `src/theme/SearchBar`, …): a Docusaurus site may swizzle any theme component, and one that has
 * no effect here should say so rather than be ignored in silence. A component is a PascalCase
 * name, at the top of the folder or one level down (`Icon/Arrow`, `DocItem/Footer`); lowercase
 * files (`prism-include-languages`, helpers the overrides import) are not components and are left
 * alone, as are the files inside a folder whose component is used.
 */
export function unusedOverrides(themeDir: string, display: (file: string) => string): Diagnostic[] {
  const used = new Set([...OVERRIDABLE_SHELL_COMPONENTS, ...OVERRIDABLE_MDX_COMPONENTS])
  const problems: Diagnostic[] = []
  const check = (name: string) => {
    if (used.has(name)) return
    const file = findThemeOverride(themeDir, name)
    if (file) {
      problems.push(createDiagnostic('unsupported-config', `this file overrides the theme component ${name}, which chemdocs does not use: the override has no effect; the README lists the components a site can override (Theme overrides)`, { file: display(file) }))
      return
    }
    // A folder of nested components (DocItem/Footer, DocItem/Content) without a component of its own.
    if (!name.includes('/')) for (const child of pascalEntries(path.join(themeDir, name))) check(`${name}/${child}`)
  }
  for (const name of pascalEntries(themeDir)) check(name)
  return problems
}

/** The PascalCase names of a folder's components: `X.js` and folders `X/`. */
function pascalEntries(dir: string): string[] {
  let entries: string[]
  try {
    if (!statSync(dir).isDirectory()) return []
    entries = readdirSync(dir)
  } catch {
    return []
  }
  const names = entries.filter((entry) => /^[A-Z]/.test(entry) && !entry.includes('.module.')).map((entry) => entry.replace(/\.(tsx|jsx|ts|js)$/, ''))
  return [...new Set(names.filter((name) => !name.includes('.')))].sort()
}
