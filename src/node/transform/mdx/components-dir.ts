import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { compareText } from '../../../shared/compare-text.js'

/** Import prefix of the components folder: `@components/Chart` is `<componentsDir>/Chart`. */
export const COMPONENTS_PREFIX = '@components/'

const SCRIPT = /\.(tsx|jsx|ts|js)$/
/** A component's name is its file name: `Chart.tsx`, `Chart.client.tsx` or `Chart/index.tsx`. */
const COMPONENT_FILE = /^([A-Z][A-Za-z0-9_]*)(\.client)?\.(tsx|jsx|ts|js)$/
const COMPONENT_FOLDER = /^[A-Z][A-Za-z0-9_]*$/

/**
 * The components an MDX page may use without importing them: name -> `@components/...` import
 * specifier. Only PascalCase names count, so helpers (`utils.ts`, `styles.css`) next to the
 * components stay private. Read once per build.
 */
export function listGlobalComponents(dir: string | undefined): Map<string, string> {
  const components = new Map<string, string>()
  if (dir === undefined || !existsSync(dir)) return components
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => compareText(a.name, b.name))) {
    const file = COMPONENT_FILE.exec(entry.name)
    if (entry.isFile() && file) components.set(file[1]!, COMPONENTS_PREFIX + entry.name.replace(SCRIPT, ''))
    if (entry.isDirectory() && COMPONENT_FOLDER.test(entry.name) && hasIndex(path.join(dir, entry.name))) {
      components.set(entry.name, COMPONENTS_PREFIX + entry.name)
    }
  }
  return components
}

function hasIndex(dir: string): boolean {
  return readdirSync(dir).some((name) => /^index\.(tsx|jsx|ts|js)$/.test(name))
}
