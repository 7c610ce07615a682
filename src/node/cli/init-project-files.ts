// The files `init` shares with a project that may exist already (chemdocs installed first, a git
// repository): package.json and .gitignore are created, or get only the lines they lack.
import { ChemdocsError } from '../diagnostics.js'
import { GENERATOR_VERSION } from '../site/site-data.js'

/** The npm scripts a new site gets: `npm start` while writing, `npm run build` to publish. */
export const SITE_SCRIPTS: Readonly<Record<string, string>> = { start: 'chemdocs serve', build: 'chemdocs build', preview: 'chemdocs preview', check: 'chemdocs check' }

/** What `init` does to a file: the new text (undefined: leave it), and the entries added. */
export interface FilePlan {
  text: string | undefined
  added: string[]
}

/**
 * package.json for a new site. A new one names chemdocs as a dev dependency, so that `npm install`
 * then `npm start` work in a fresh clone. An existing one (a writer who installed chemdocs before
 * running init) gets the scripts it lacks; a script it has already is never changed.
 */
export function planPackageJson(existing: string | undefined, name: string): FilePlan {
  if (existing === undefined) {
    const pkg = { name: toPackageName(name), private: true, scripts: SITE_SCRIPTS, devDependencies: { chemdocs: `^${GENERATOR_VERSION}` } }
    return { text: `${JSON.stringify(pkg, null, 2)}\n`, added: Object.keys(SITE_SCRIPTS) }
  }
  let pkg: unknown
  try {
    pkg = JSON.parse(existing)
  } catch (error) {
    throw new ChemdocsError('invalid-usage', `package.json is not valid JSON (${(error as Error).message}); chemdocs init adds its scripts to it`, { hint: 'fix package.json, or move it away and run chemdocs init again' })
  }
  if (typeof pkg !== 'object' || pkg === null || Array.isArray(pkg)) throw new ChemdocsError('invalid-usage', 'package.json does not hold an object; chemdocs init adds its scripts to it')
  const record = pkg as { scripts?: Record<string, string>; dependencies?: object; devDependencies?: Record<string, string> }
  const scripts = { ...record.scripts }
  const added = Object.keys(SITE_SCRIPTS).filter((key) => scripts[key] === undefined)
  for (const key of added) scripts[key] = SITE_SCRIPTS[key]!
  // The scripts run the chemdocs of node_modules: a project without it gets it as a dev dependency.
  const needsChemdocs = !(record.dependencies && 'chemdocs' in record.dependencies) && !(record.devDependencies && 'chemdocs' in record.devDependencies)
  const devDependencies = needsChemdocs ? { ...record.devDependencies, chemdocs: `^${GENERATOR_VERSION}` } : record.devDependencies
  if (needsChemdocs) added.push('chemdocs as a dev dependency')
  if (added.length === 0) return { text: undefined, added }
  const indent = /^\{\s*\n([ \t]+)"/.exec(existing)?.[1] ?? '  '
  return { text: `${JSON.stringify({ ...record, scripts, ...(devDependencies && { devDependencies }) }, null, indent)}\n`, added }
}

/** A folder name as an npm package name: lower case, no spaces ('My Docs' -> 'my-docs'). */
function toPackageName(folder: string): string {
  return folder.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[-._]+|-+$/g, '') || 'docs'
}

/** What a site's repository never commits: dependencies, the built site, a build's leftovers. */
const IGNORED = ['node_modules/', 'dist/', 'dist.tmp-*/', 'dist.old-*/', 'dist.lock*']

/** .gitignore for a new site, or the lines an existing one lacks appended. */
export function planGitignore(existing: string | undefined): FilePlan {
  const lines = new Set((existing ?? '').split(/\r?\n/).map((l) => l.trim()))
  const added = IGNORED.filter((line) => !lines.has(line) && !lines.has(line.replace(/\/$/, '')))
  if (added.length === 0) return { text: undefined, added }
  const before = existing === undefined || existing === '' ? '' : existing.endsWith('\n') ? existing : `${existing}\n`
  return { text: `${before}${added.join('\n')}\n`, added }
}
