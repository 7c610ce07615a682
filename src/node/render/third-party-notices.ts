import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Metafile } from 'esbuild'

/**
 * The notices of the installed packages whose code or drawings a built site carries. MIT, ISC and
 * the like ask that their notice travel with every copy, and a site's scripts are copies of React
 * and the rest: so each build writes this file beside them (the minified scripts keep no comments).
 */
export const NOTICES_FILE = 'assets/third-party-notices.txt'

/** The folders of the installed packages an esbuild bundle holds code from (absolute, sorted). */
export function packagesOf(metafile: Metafile, workingDir: string): string[] {
  const roots = new Set<string>()
  for (const input of Object.keys(metafile.inputs)) {
    if (/^[\w-]+:/.test(input)) continue
    const root = packageRoot(path.resolve(workingDir, input))
    if (root) roots.add(root)
  }
  return [...roots].sort()
}

/** The package folder a file lies in: the last `node_modules/<name>` (or `<@scope>/<name>`) of its path. */
function packageRoot(file: string): string | undefined {
  const parts = file.split(path.sep)
  const at = parts.lastIndexOf('node_modules')
  if (at < 0 || at + 1 >= parts.length) return undefined
  const length = parts[at + 1]!.startsWith('@') ? 3 : 2
  return parts.slice(0, at + length).join(path.sep)
}

interface PackageJson {
  name?: string
  version?: string
  license?: string | { type?: string }
  homepage?: string
}

/** A licence file as packages name it: LICENSE, LICENCE, COPYING, with .md or .txt or none. */
const LICENCE_FILE = /^(licen[cs]e|copying)(\.(md|txt))?$/i

const RULE = '-'.repeat(72)

/** One package's notice: its name, version and licence, then the licence text it ships. */
function packageNotice(dir: string, extraTexts: ReadonlyMap<string, string>): { name: string; head: string; text: string } {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson
  const name = pkg.name ?? path.basename(dir)
  const licence = typeof pkg.license === 'string' ? pkg.license : (pkg.license?.type ?? 'no licence named')
  const file = readdirSync(dir).find((f) => LICENCE_FILE.test(f))
  const text = file ? readFileSync(path.join(dir, file), 'utf8').trim() : extraTexts.get(name)
  const head = `${name}${pkg.version ? ` ${pkg.version}` : ''} (${licence})${pkg.homepage ? `\n${pkg.homepage}` : ''}`
  return { name, head, text: `${RULE}\n${head}\n\n${text ?? 'The package ships no licence text.'}\n` }
}

/**
 * The notices file: per package its name, version and licence, then the licence text it ships.
 * A package that ships none (the icon set) gets the text that `extraTexts` holds for its name, from
 * chemdocs' own THIRD-PARTY-NOTICES.md; a package with neither is named with its licence alone.
 */
export function noticesText(packageDirs: string[], extraTexts: ReadonlyMap<string, string> = new Map()): string {
  const notices = [...new Set(packageDirs)].map((dir) => packageNotice(dir, extraTexts))
  // Sorted by name: the file is the same whatever order the bundles finished in.
  notices.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const intro = [
    "Third-party software in this site's scripts and pages",
    '',
    'The scripts and pages of this site hold code and drawings from the packages below, each under',
    'its own licence, whose text follows its name.',
    '',
  ].join('\n')
  return [intro, ...notices.map((n) => n.text)].join('\n')
}

/**
 * The client bundle's notices file with the notices of the site's own packages added at its end:
 * those its pages' client components bundle (island chunks) and the libraries a build copies as
 * they are (Mermaid's). A package the file already names, in the same version, is not added twice.
 */
export function withLibraryNotices<F extends { path: string; contents: string | Uint8Array }>(files: F[], packageDirs: string[]): F[] {
  if (packageDirs.length === 0) return files
  return files.map((f) => {
    if (f.path !== NOTICES_FILE) return f
    const text = Buffer.from(f.contents).toString('utf8')
    const added = [...new Set(packageDirs)].map((dir) => packageNotice(dir, new Map())).filter((n) => !text.includes(`\n${n.head}\n`))
    return { ...f, contents: [text, ...added.map((n) => n.text)].join('\n') }
  })
}

/**
 * The licence texts THIRD-PARTY-NOTICES.md keeps for packages that ship none, by package name: a
 * section (`## ...`) with a line `- package: \`name\`` and the text in a ```text block.
 */
export function extraLicenceTexts(noticesMarkdown: string): Map<string, string> {
  const texts = new Map<string, string>()
  for (const section of noticesMarkdown.split(/^## /m).slice(1)) {
    const name = /^- package: `([^`]+)`/m.exec(section)?.[1]
    const text = /```text\n([\s\S]*?)```/.exec(section)?.[1]
    if (name && text) texts.set(name, text.trim())
  }
  return texts
}

/** chemdocs' own THIRD-PARTY-NOTICES.md (published with the package), read for extraLicenceTexts. */
export function readOwnNotices(packageRoot: string): string {
  const file = path.join(packageRoot, 'THIRD-PARTY-NOTICES.md')
  return existsSync(file) ? readFileSync(file, 'utf8') : ''
}
