import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync, statSync, type Stats } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import type { ResolvedConfig } from '../config/config-schema.js'
import { ChemdocsError, createDiagnostic, lineColumnAt, type Diagnostic } from '../diagnostics.js'
import { parseFrontmatter, readPlainYaml, splitFrontmatter } from './frontmatter.js'
import { locateKey } from '../locate-key.js'
import { describeIssue } from '../config/zod-issues.js'
import { checkNesting } from './nesting-guard.js'
import { display } from '../display-path.js'
import type { CategoryMeta, SourceFile } from '../types.js'
import { encodePathSegment, slugToRoute } from '../site/route-path.js'
import { collectSitePages } from './site-pages.js'
import { isInside, realPathOf } from '../real-path.js'
import { describeFsError, regularFileProblem } from './regular-file.js'
import { collectBlogPosts } from './blog-posts.js'
import { globToRegExp } from './glob.js'
import { translatedFile } from './translated-file.js'
import { stripNumberPrefix } from './number-prefix.js'

export interface CollectedSources {
  files: SourceFile[]
  categories: Map<string, CategoryMeta>
  diagnostics: Diagnostic[]
}

/** A source file's text, keyed by absolute path, so the dev server can skip unchanged files. */
export type ReadFile = (file: string) => Buffer

const decoder = new TextDecoder('utf-8', { fatal: true })

/** The docs folder alone (also a released version's `versioned_docs/version-X`, with its config). */
export function collectDocs(config: ResolvedConfig, read: ReadFile = readFileSync): CollectedSources {
  if (!existsSync(config.docsDir) || !statSync(config.docsDir).isDirectory()) {
    throw new ChemdocsError('missing-docs-dir', `docs folder ${display(config.docsDir)} does not exist`, {
      hint: 'create it with at least one .md page, or set docsDir in site.config.ts',
    })
  }
  const out: CollectedSources = { files: [], categories: new Map(), diagnostics: [] }
  const root = realpathSync(config.docsDir)
  if (path.parse(root).root === root) {
    throw new ChemdocsError('missing-docs-dir', `docs folder ${display(config.docsDir)} is the root of the file system (${root})`, {
      hint: 'point docsDir (or the docs link) at the folder that holds the site\'s pages',
    })
  }
  walk(config, config.docsDir, '', { root, ancestors: [root], allowed: sourceFolders(config) }, out, read)
  return out
}

/** Walks docs/ (sorted, deterministic) and returns pages, category metadata and problems. */
export function collectSources(config: ResolvedConfig, read: ReadFile = readFileSync): CollectedSources {
  const out = collectDocs(config, read)
  out.files.push(...collectSitePages(config, out.diagnostics, read))
  if (config.blog) out.files.push(...collectBlogPosts(config, config.blog, out.diagnostics, read))
  return out
}

/**
 * Where the walk is: the real docs (or pages) folder, the real paths of the folders it is inside,
 * and the real folders a symbolic link may lead to (see sourceFolders).
 */
export interface WalkPlace {
  root: string
  ancestors: string[]
  allowed: string[]
}

/**
 * The real folders pages may be read from: docs, the pages folder, the blog and the `sharedFolders` the
 * config names. A symbolic link leading anywhere else (`docs/env.md -> ../.env`, a link to
 * /etc/passwd) would publish that file as a page and put it in the search index.
 */
export function sourceFolders(config: ResolvedConfig): string[] {
  return [config.docsDir, config.pagesDir, ...(config.blog ? [path.resolve(config.root, config.blog.path)] : []), ...config.sharedFolders].map(realPathOf)
}

const excludeCache = new WeakMap<readonly string[], RegExp[]>()
/** A doc the config's `docs.exclude` globs leave out (Docusaurus' option). */
function excludedDoc(config: ResolvedConfig, rel: string): boolean {
  const globs = config.docs.exclude
  if (!globs?.length) return false
  let patterns = excludeCache.get(globs)
  if (!patterns) excludeCache.set(globs, (patterns = globs.map(globToRegExp)))
  return patterns.some((p) => p.test(rel))
}

function walk(config: ResolvedConfig, absDir: string, relDir: string, place: WalkPlace, out: CollectedSources, read: ReadFile): void {
  const entries = namesIn(absDir, out.diagnostics)
  for (const name of entries) {
    const abs = path.join(absDir, name)
    const rel = relDir ? `${relDir}/${name}` : name
    if (name === '_category_.yml' || name === '_category_.yaml' || name === '_category_.json') {
      const meta = readCategory(abs, relDir, place, out.diagnostics, read)
      if (meta) out.categories.set(relDir, meta)
      continue
    }
    if (name.startsWith('_') || name.startsWith('.')) continue
    const stat = statOrReport(abs, lstatSync, out.diagnostics)
    if (!stat) continue
    if (stat.isSymbolicLink()) {
      const real = followLink(abs, place, out.diagnostics)
      if (real === undefined) continue
      if (real.isDir) walk(config, abs, rel, { ...place, ancestors: [...place.ancestors, real.path] }, out, read)
      else if (/\.mdx?$/i.test(name)) pushSource(config, abs, rel, out, read)
    } else if (stat.isDirectory()) {
      walk(config, abs, rel, { ...place, ancestors: [...place.ancestors, realpathSync(abs)] }, out, read)
    } else if (/\.mdx?$/i.test(name)) {
      pushSource(config, abs, rel, out, read)
    }
  }
}

function pushSource(config: ResolvedConfig, abs: string, rel: string, out: CollectedSources, read: ReadFile): void {
  if (excludedDoc(config, rel) || !isReadablePage(abs, out.diagnostics)) return
  const place = translatedFile(config, 'docs', abs, rel)
  const read1 = readSource(config, place.path, rel, out.diagnostics, read)
  const file = read1 && place.otherPath ? { ...read1, otherPath: place.otherPath } : read1
  // A draft is not published (Docusaurus shows drafts in its dev server only).
  if (file && !file.frontmatter.draft) out.files.push(file)
}

/**
 * Pages larger than this are refused: the parsers take about 200 bytes of memory per byte of
 * page, so a 20 MB page took 4 GB and minutes (a CI runner's whole memory); 5 MB takes about 1 GB.
 */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024

/**
 * Whether a page file can be read: a regular file (a FIFO would block the build for ever, a link
 * to /dev/zero never ends) of a sensible size.
 */
export function isReadablePage(abs: string, diagnostics: Diagnostic[]): boolean {
  const stat = statOrReport(abs, statSync, diagnostics)
  if (!stat) return false
  const problem = !stat.isFile()
    ? `is ${stat.isFIFO() ? 'a named pipe' : stat.isCharacterDevice() || stat.isBlockDevice() ? 'a device' : stat.isSocket() ? 'a socket' : 'not a regular file'}, not a page file; remove it from the docs folder`
    : stat.size > MAX_PAGE_BYTES
      ? `is ${(stat.size / 1024 / 1024).toFixed(0)} MB; a page can be at most ${MAX_PAGE_BYTES / 1024 / 1024} MB: split it into several pages`
      : undefined
  if (problem) diagnostics.push(createDiagnostic('unreadable-file', `${path.basename(abs)} ${problem}`, { file: display(abs) }))
  return problem === undefined
}

/**
 * The names in a folder, sorted. A name that is not valid UTF-8 (a Latin-1 `caf\xe9.md` from an
 * old archive) has no path Node can open again, so it is reported, with its bytes escaped.
 */
export function namesIn(dir: string, diagnostics: Diagnostic[]): string[] {
  let raw: Buffer[]
  try {
    raw = readdirSync(dir, { encoding: 'buffer' })
  } catch (error) {
    diagnostics.push(createDiagnostic('unreadable-file', `folder cannot be read: ${describeFsError(error)}`, { file: display(dir) }))
    return []
  }
  const names: string[] = []
  for (const bytes of raw) {
    try {
      names.push(decoder.decode(bytes))
    } catch {
      const shown = [...bytes].map((b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`)).join('')
      diagnostics.push(createDiagnostic('invalid-encoding', `file name ${shown} is not valid UTF-8; rename it`, { file: display(path.join(dir, shown)) }))
    }
  }
  return names.sort()
}

/** lstat or stat, or a diagnostic when the file vanished or cannot be looked at. */
export function statOrReport(abs: string, stat: typeof lstatSync | typeof statSync, diagnostics: Diagnostic[]): Stats | undefined {
  try {
    return stat(abs)
  } catch (error) {
    diagnostics.push(createDiagnostic('unreadable-file', `cannot be read: ${describeFsError(error)}`, { file: display(abs) }))
    return undefined
  }
}

/**
 * Where a symbolic link leads, or undefined (with a diagnostic) when it is not followed:
 * - broken (nothing at its target): an error;
 * - a folder that contains the link (its own folder, docs/, or above): a loop, an error;
 * - another folder inside docs/: its pages are already in the site under their own URLs, so the
 *   link would only publish each a second time: a warning, and the link is skipped.
 * - anything outside the folders pages may come from (place.allowed): an error, `outside-site`.
 * Links to single pages and to folders in the pages folder or a shared folder are followed.
 */
export function followLink(abs: string, place: WalkPlace, diagnostics: Diagnostic[]): { path: string; isDir: boolean } | undefined {
  const file = display(abs)
  let real: string
  try {
    real = realpathSync(abs)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') {
      diagnostics.push(createDiagnostic('symlink-loop', `symbolic link ${readlinkSync(abs)} leads back to itself through links; remove the link`, { file }))
    } else {
      diagnostics.push(createDiagnostic('broken-symlink', `broken symbolic link: its target ${readlinkSync(abs)} does not exist`, { file }))
    }
    return undefined
  }
  const outside = outsideProblem(real, place)
  if (!statSync(real).isDirectory()) {
    if (outside) diagnostics.push(createDiagnostic('outside-site', outside, { file }))
    return outside ? undefined : { path: real, isDir: false }
  }
  if (place.ancestors.some((a) => a === real || a.startsWith(real + path.sep))) {
    diagnostics.push(createDiagnostic('symlink-loop', `symbolic link loops back to ${display(real)}, a folder that contains it; remove the link`, { file }))
    return undefined
  }
  if (real.startsWith(place.root + path.sep)) {
    diagnostics.push(
      createDiagnostic('duplicate-symlink', `symbolic link to ${display(real)}, which is already part of the docs; it is skipped (link to those pages instead)`, { file }),
    )
    return undefined
  }
  if (outside) {
    diagnostics.push(createDiagnostic('outside-site', outside, { file }))
    return undefined
  }
  return { path: real, isDir: true }
}

/** Why a real path cannot be read as part of the site (it lies outside place.allowed), or undefined. */
export function outsideProblem(real: string, place: WalkPlace): string | undefined {
  if (place.allowed.some((folder) => real === folder || isInside(real, folder))) return undefined
  return `symbolic link leads to ${real}, outside the site, which would publish it; pages must be in the docs or pages folder (a shared folder elsewhere can be named in the config's sharedFolders)`
}

/**
 * A Markdown or MDX file's text as `markdown.preprocessor` rewrites it (Docusaurus' hook, run before
 * parsing; its frontmatter is read from the file as written, as Docusaurus reads a doc's metadata).
 * Messages then place problems in the rewritten text: a preprocessor that adds or removes lines
 * shifts them from the file's own lines, which chemdocs cannot map back.
 */
export function preprocessed(config: Pick<ResolvedConfig, 'markdown'>, file: string, text: string): string | { problem: string } {
  const preprocessor = config.markdown.preprocessor
  if (!preprocessor || !/\.mdx?$/i.test(file)) return text
  try {
    const out = preprocessor({ filePath: file, fileContent: text })
    return typeof out === 'string' ? out : { problem: `markdown.preprocessor returned ${out === null ? 'null' : typeof out} for this file; it must return the file's text` }
  } catch (error) {
    return { problem: `markdown.preprocessor threw on this file: ${error instanceof Error ? error.message : String(error)}` }
  }
}

/** A markdown file as a doc: text, frontmatter, id and route; undefined (with a diagnostic) when unreadable. */
export function readSource(
  config: ResolvedConfig,
  abs: string,
  rel: string,
  diagnostics: Diagnostic[],
  read: ReadFile,
): SourceFile | undefined {
  const displayPath = display(abs)
  let bytes: Buffer
  try {
    bytes = read(abs)
  } catch (error) {
    diagnostics.push(createDiagnostic('unreadable-file', `cannot be read: ${describeFsError(error)}`, { file: displayPath, line: 1, column: 1 }))
    return undefined
  }
  let text: string
  try {
    text = decoder.decode(bytes)
  } catch {
    diagnostics.push(
      createDiagnostic('invalid-encoding', 'file is not valid UTF-8 text; save it as UTF-8', {
        file: displayPath,
        line: 1,
        column: 1,
      }),
    )
    return undefined
  }
  if (text.includes('\u0000')) {
    diagnostics.push(
      createDiagnostic('invalid-encoding', 'file contains NUL bytes; is it a binary file?', {
        file: displayPath,
        line: 1,
        column: 1,
      }),
    )
    return undefined
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  const { data, diagnostics: fmProblems } = parseFrontmatter(text, displayPath)
  diagnostics.push(...fmProblems)
  const rewritten = preprocessed(config, abs, text)
  if (typeof rewritten !== 'string') {
    diagnostics.push(createDiagnostic('plugin-failed', rewritten.problem, { file: displayPath, line: 1, column: 1 }))
    return undefined
  }
  text = rewritten
  const { bodyStart } = splitFrontmatter(text)
  const tooDeep = checkNesting(text, displayPath, bodyStart)
  if (tooDeep.length > 0) {
    // Not passed on to the parsers: they would run for minutes and then overflow the stack.
    diagnostics.push(...tooDeep)
    return undefined
  }
  if (text.slice(bodyStart).trim() === '') {
    diagnostics.push(
      createDiagnostic(
        'empty-page',
        bodyStart === 0 ? 'page is empty' : 'page has frontmatter but no content',
        { file: displayPath, line: 1, column: 1 },
      ),
    )
  }
  // NFC: macOS hands out decomposed names ('O' + U+0308 for 'Ö'); ids and URLs must not depend on it.
  const written = rel.normalize('NFC').replace(/\.mdx?$/i, '').split('/')
  const segments = config.docs.numberPrefixes === false ? written : written.map(stripNumberPrefix)
  const fileName = segments[segments.length - 1]!
  const dirSegments = segments.slice(0, -1)
  const isCategoryIndex = isCategoryIndexName(written)
  const idDir = dirSegments.join('/')
  const id = data.id
    ? (idDir ? `${idDir}/` : '') + data.id
    : segments.join('/')
  const dirRoute = dirSegments.map(toUrlSegment).join('/')
  let route: string
  const base = '/' + config.docs.routeBasePath.replace(/^\/+|\/+$/g, '')
  if (data.slug !== undefined) {
    route = joinRoute(base, slugToRoute(data.slug, dirRoute))
  } else if (isCategoryIndex) {
    route = joinRoute(base, dirRoute)
  } else {
    route = joinRoute(base, `${dirRoute ? dirRoute + '/' : ''}${toUrlSegment(data.id ?? fileName)}`)
  }
  const relDir = rel.split('/').slice(0, -1).join('/')
  // Docusaurus gives a folder's index doc the folder's URL (`/docs/x/`), and keeps the slash of a
  // slug written with one; only where pages are written as folders, since `trailingSlash: false`
  // strips that slash from every URL.
  const urlIsFolder = config.pageFiles === 'folder' && (data.slug !== undefined ? String(data.slug).endsWith('/') : isCategoryIndex)
  return {
    path: abs,
    relPath: rel,
    displayPath,
    text,
    frontmatter: data,
    id,
    route,
    position: data.sidebar_position,
    isCategoryIndex,
    ...(urlIsFolder && { urlIsFolder }),
    dir: relDir,
    name: fileName,
    ...(config.docs.namesAsWritten && { titleAsWritten: data.id ?? fileName }),
  }
}

/**
 * Docusaurus' rule for a folder's own page: `index`, `README` or the folder's name, compared as
 * written (number prefix included) and without case, so `01-index.md` is a page of its own and
 * `03-setup.md` in `01-setup/` is not the folder's page.
 */
function isCategoryIndexName(written: string[]): boolean {
  const file = written[written.length - 1]!.toLowerCase()
  return file === 'index' || file === 'readme' || (written.length > 1 && file === written[written.length - 2]!.toLowerCase())
}

/** '/docs' + 'a//b/' -> '/docs/a/b'; '..' segments (an `id: ../x`) cannot climb above the site root. */
function joinRoute(base: string, rest: string): string {
  return path.posix.resolve('/', `${base}/${rest}`)
}

/** URL segment for a file or folder name (its number prefix already gone): spaces become '-', the rest is kept (case included). */
export function toUrlSegment(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, '-').split('/').map(encodePathSegment).join('/')
}

const categorySchema = z.strictObject({
  label: z.string().min(1).optional(),
  position: z.number().optional(),
  collapsible: z.boolean().optional(),
  collapsed: z.boolean().optional(),
  className: z.string().optional(),
  link: z
    .discriminatedUnion('type', [
      z.strictObject({
        type: z.literal('generated-index'),
        slug: z.string().optional(),
        title: z.string().optional(),
        description: z.string().optional(),
      }),
      z.strictObject({ type: z.literal('doc'), id: z.string() }),
    ])
    .nullable()
    .optional(),
})

function readCategory(
  abs: string,
  relDir: string,
  place: WalkPlace,
  diagnostics: Diagnostic[],
  read: ReadFile,
): CategoryMeta | undefined {
  const file = display(abs)
  const problem = regularFileProblem(abs, 'a category file', 1024 * 1024) ?? outsideProblem(realPathOf(abs), place)
  if (problem !== undefined) {
    diagnostics.push(createDiagnostic(problem.includes('outside the site') ? 'outside-site' : 'unreadable-file', `${path.basename(abs)} ${problem}`, { file, ...START }))
    return undefined
  }
  let raw: unknown
  let text: string
  try {
    text = read(abs).toString('utf8')
  } catch (error) {
    diagnostics.push(createDiagnostic('unreadable-file', `${path.basename(abs)} cannot be read: ${describeFsError(error)}`, { file, ...START }))
    return undefined
  }
  try {
    raw = abs.endsWith('.json') ? JSON.parse(text) : (readPlainYaml(text) ?? parseYaml(text))
  } catch (error) {
    diagnostics.push(createDiagnostic('invalid-category', `category file cannot be parsed: ${parseProblem(error, text)}`, { file, ...parsePosition(error, text) }))
    return undefined
  }
  const parsed = categorySchema.safeParse(raw ?? {})
  if (!parsed.success) {
    for (const { keyPath, message } of parsed.error.issues.flatMap((issue) => describeIssue(categorySchema, issue))) {
      const what = message.replace(/: expected (\w+), received undefined$/, ': missing (a $1 is required)')
      diagnostics.push(createDiagnostic('invalid-category', what, { file, ...(locateKey(text, keyPath) ?? START) }))
    }
    return undefined
  }
  const c = parsed.data
  return {
    dir: relDir,
    ...(c.label !== undefined && { label: c.label }),
    ...(c.position !== undefined && { position: c.position }),
    ...(c.collapsible !== undefined && { collapsible: c.collapsible }),
    ...(c.collapsed !== undefined && { collapsed: c.collapsed }),
    ...(c.link && { link: c.link }),
    displayPath: file,
  }
}

const START = { line: 1, column: 1 }

/** The parser's message without the position it also carries (that goes into line:col). */
function parseProblem(error: unknown, text: string): string {
  const message = (error as Error).message.split('\n')[0]!
  return message
    .replace(/ at line \d+, column \d+:?$/, '')
    .replace(/,? ?(in JSON )?at position \d+( \(line \d+ column \d+\))?$/, '')
    .replace(/^Unexpected end of JSON input$/, text.trim() === '' ? 'the file is empty' : 'the file ends too early')
}

/** Where a YAML (linePos) or JSON ('at position N') parse error is. */
function parsePosition(error: unknown, text: string): { line: number; column: number } {
  const e = error as { linePos?: { line: number; col: number }[]; message: string }
  const pos = e.linePos?.[0]
  if (pos) return { line: pos.line, column: pos.col }
  const offset = /at position (\d+)/.exec(e.message)?.[1]
  if (offset !== undefined) return lineColumnAt(text, Number(offset))
  return /Unexpected end of JSON input/.test(e.message) ? lineColumnAt(text, text.length) : { line: 1, column: 1 }
}
