import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { MermaidSetup, UserConfig } from './config-schema.js'
import { ChemdocsError } from '../diagnostics.js'
import { locateKey } from '../locate-key.js'

type MermaidOption = NonNullable<NonNullable<UserConfig['markdown']>['mermaid']>

/**
 * `markdown.mermaid` -> where the site's own `mermaid` package is: chemdocs does not ship Mermaid
 * (3 MB), a site that draws diagrams has it installed, as Docusaurus' theme-mermaid requires it.
 * Its self-contained browser build is served from the site's assets/; nothing comes from another
 * host. Throws a positioned `invalid-config` error when the package cannot be found.
 */
export function resolveMermaid(option: MermaidOption, root: string, configFile: string): MermaidSetup | undefined {
  if (option === false) return undefined
  const theme = option === true ? {} : (option.theme ?? {})
  const packageJson = findMermaid(root)
  if (!packageJson) throw missing(configFile, 'the mermaid package is not installed in the site')
  const version = String((JSON.parse(readFileSync(packageJson, 'utf8')) as { version?: unknown }).version ?? 'unknown').replace(/[^\w.-]/g, '-')
  const libraryFile = path.join(path.dirname(packageJson), 'dist', 'mermaid.min.js')
  if (!existsSync(libraryFile)) throw missing(configFile, `the installed mermaid ${version} has no dist/mermaid.min.js (Mermaid 9.2 or newer has one)`)
  return { libraryFile, libraryPath: `assets/mermaid/mermaid-${version}.min.js`, theme: { light: theme.light ?? 'default', dark: theme.dark ?? 'dark' } }
}

/**
 * mermaid/package.json as the site finds it, or as Docusaurus' theme-mermaid does: with pnpm,
 * mermaid is the theme's dependency and is not linked into the site's own node_modules.
 */
function findMermaid(root: string): string | undefined {
  const site = createRequire(path.join(root, 'package.json'))
  for (const resolve of [() => site.resolve('mermaid/package.json'), () => createRequire(site.resolve('@docusaurus/theme-mermaid')).resolve('mermaid/package.json')]) {
    try {
      return resolve()
    } catch {
      // Not there: the next place, or none.
    }
  }
  return undefined
}

function missing(configFile: string, why: string): ChemdocsError {
  const rel = path.relative(process.cwd(), configFile) || configFile
  let text = ''
  try {
    text = readFileSync(configFile, 'utf8')
  } catch {
    // Placed at the file alone.
  }
  const at = locateKey(text, ['markdown', 'mermaid'])
  return new ChemdocsError('invalid-config', `${rel}${at ? `:${at.line}:${at.column}` : ''}: markdown.mermaid: ${why}, so mermaid code blocks cannot become diagrams`, {
    hint: 'install it next to the site (npm install mermaid) or turn markdown.mermaid off',
    file: rel,
  })
}
