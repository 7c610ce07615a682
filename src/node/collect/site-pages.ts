import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs'
import path from 'node:path'
import { translatedFile } from './translated-file.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import type { Diagnostic } from '../diagnostics.js'
import { display } from '../display-path.js'
import type { SourceFile } from '../types.js'
import { encodePathSegment } from '../site/route-path.js'
import { followLink, isReadablePage, namesIn, readSource, sourceFolders, statOrReport, type ReadFile, type WalkPlace } from './collect.js'
import { createDiagnostic } from '../diagnostics.js'
import { describeFsError } from './regular-file.js'

/** Files of the pages folder that are pages (Docusaurus' convention). */
const PAGE_FILE = /\.(mdx?|jsx?|tsx)$/i

/**
 * The site's own pages (the pages folder, `src/pages` by default), sorted: every `.md`, `.mdx`,
 * `.js`, `.jsx` and `.tsx` file is a route named by its path (`about.md` -> `/about`,
 * `index.tsx` -> `/`, `team/index.md` -> `/team`); a file or folder whose name starts with `_` or
 * `.` is not a page (components and partials live there). Markdown pages are read as docs are.
 */
export function collectSitePages(config: ResolvedConfig, diagnostics: Diagnostic[], read: ReadFile): SourceFile[] {
  if (!existsSync(config.pagesDir) || !statSync(config.pagesDir).isDirectory()) return []
  const pages: SourceFile[] = []
  const root = realpathSync(config.pagesDir)
  for (const rel of listPageFiles(config.pagesDir, '', { root, ancestors: [root], allowed: sourceFolders(config) }, diagnostics)) {
    const place = translatedFile(config, 'pages', path.join(config.pagesDir, rel), rel)
    const abs = place.path
    const route = pageRoute(rel)
    const name = path.posix.basename(rel).replace(PAGE_FILE, '')
    const base = { ...(place.otherPath && { otherPath: place.otherPath }), relPath: rel, route, id: `page:${route}`, position: undefined, isCategoryIndex: false, dir: path.posix.dirname(rel).replace(/^\.$/, ''), name, sitePage: true }
    if (/\.mdx?$/i.test(rel)) {
      // Read as a doc is (frontmatter, encoding, nesting), then placed by the pages' own rule.
      const doc = readSource(config, abs, rel, diagnostics, read)
      if (doc) pages.push({ ...doc, ...base })
    } else {
      let text: string
      try {
        text = read(abs).toString('utf8')
      } catch (error) {
        diagnostics.push(createDiagnostic('unreadable-file', `cannot be read: ${describeFsError(error)}`, { file: display(abs), line: 1, column: 1 }))
        continue
      }
      pages.push({ path: abs, displayPath: display(abs), text, frontmatter: {}, ...base })
    }
  }
  return pages
}

/**
/**
 * The files under `dir` (paths relative to it, sorted) whose names `isPage` accepts, skipping
 * files and folders whose names start with `_` or `.`: the pages folder's rule, and the blog's.
 * By the same rules as docs/: symbolic links followed only inside the site (never to a file
 * elsewhere, nor in a loop), and only regular files of a sensible size read (a named pipe would
 * block the build, /dev/zero exhaust memory).
 */
export function listPageFiles(dir: string, rel: string, place: WalkPlace, diagnostics: Diagnostic[], isPage: (name: string) => boolean = (name) => PAGE_FILE.test(name) && !/\.d\.ts$/.test(name)): string[] {
  const out: string[] = []
  for (const name of namesIn(path.join(dir, rel), diagnostics)) {
    if (name.startsWith('_') || name.startsWith('.')) continue
    const childRel = rel ? `${rel}/${name}` : name
    const abs = path.join(dir, childRel)
    const stat = statOrReport(abs, lstatSync, diagnostics)
    if (!stat) continue
    let folder: string | undefined
    if (stat.isSymbolicLink()) {
      const real = followLink(abs, place, diagnostics)
      if (real === undefined) continue
      if (real.isDir) folder = real.path
    } else if (stat.isDirectory()) {
      folder = realpathSync(abs)
    }
    if (folder !== undefined) out.push(...listPageFiles(dir, childRel, { ...place, ancestors: [...place.ancestors, folder] }, diagnostics, isPage))
    else if (isPage(name) && isReadablePage(abs, diagnostics)) out.push(childRel)
  }
  return out
}

/** 'about.mdx' -> '/about', 'index.tsx' -> '/', 'team/index.md' -> '/team'; names kept as written (NFC). */
export function pageRoute(rel: string): string {
  const segments = rel.normalize('NFC').replace(PAGE_FILE, '').split('/')
  if (segments[segments.length - 1]!.toLowerCase() === 'index') segments.pop()
  return '/' + segments.map((s) => encodePathSegment(s.trim().replace(/\s+/g, '-'))).join('/')
}
