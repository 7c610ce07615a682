// A site installed with pnpm keeps every package it does not declare out of its node_modules,
// in the virtual store's hidden folder `node_modules/.pnpm/node_modules`. The scripts pnpm puts in
// node_modules/.bin set NODE_PATH to that folder, so a config or plugin that requires a package
// of its tool (`webpack`, `copy-webpack-plugin`, `unist-util-visit`) loads when the site runs its
// tool with `pnpm docusaurus build` or `npx docusaurus`. chemdocs is run from elsewhere (its own
// folder, a global install), so it adds that folder itself, as the script would, before it loads
// the site's code: this process and the worker threads it starts afterwards resolve alike.

import { existsSync } from 'node:fs'
import Module from 'node:module'
import path from 'node:path'

/** The hidden folder of the pnpm store nearest to `dir` (the site's, or a workspace root's above it). */
export function pnpmHoistedFolder(dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const hidden = path.join(at, 'node_modules', '.pnpm', 'node_modules')
    if (existsSync(hidden)) return hidden
    if (path.dirname(at) === at) return undefined
  }
}

/**
 * Adds the site's pnpm folder to NODE_PATH (last: packages the site or chemdocs declare still win)
 * and makes Node read NODE_PATH again. Nothing changes for a site installed with npm or yarn.
 */
export function resolveLikePnpmScripts(siteDir: string): void {
  const hidden = pnpmHoistedFolder(siteDir)
  if (!hidden) return
  const paths = (process.env.NODE_PATH ?? '').split(path.delimiter).filter(Boolean)
  if (paths.includes(hidden)) return
  process.env.NODE_PATH = [...paths, hidden].join(path.delimiter)
  // Node reads NODE_PATH once at start; this is how it is told (the API pnpm's own tools use).
  ;(Module as unknown as { _initPaths: () => void })._initPaths()
}
