import { statSync } from 'node:fs'
import path from 'node:path'
import type { Definition, Link, Root } from 'mdast'
import type { VFile } from 'vfile'
import { walk } from './walk.js'
import { createDiagnostic, suggest, withSuggestion } from '../../diagnostics.js'
import { isExternal, withBase } from '../../../shared/url.js'
import { markdownFiles, pageData, PATHNAME, routeOf, type PageFileData } from './context.js'
import { fileProblem, type ImageProblem } from '../site-image.js'
import { scriptSchemeOf, scriptUrlMessage } from '../../script-url.js'

/**
 * Rewrites internal links to final URLs and records each with its position for the link checker.
 * `./x.md#a` (relative to the file) becomes the route of x.md; `/docs/x` and `./x` are taken as
 * routes. A link to a markdown file that does not exist is reported here, with its position.
 */
export function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const data = pageData(file)
    const { ctx, extract } = data
    walk(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return
      const link = node as Link | Definition
      const raw = link.url
      const line = link.position?.start.line ?? 1
      const column = link.position?.start.column ?? 1
      const scheme = scriptSchemeOf(raw)
      if (scheme) extract.diagnostics.push(createDiagnostic('script-url', scriptUrlMessage(raw, scheme), { file: ctx.displayPath, line, column }))
      // Docusaurus' escape hatch: `pathname:///x` is the URL `/x` as written, neither resolved nor checked.
      if (raw.startsWith(PATHNAME)) link.url = raw.slice(PATHNAME.length)
      if (raw === '' || isExternal(raw)) return
      const hashAt = raw.indexOf('#')
      const pathPart = hashAt < 0 ? raw : raw.slice(0, hashAt)
      const hash = hashAt < 0 ? '' : decodeSafe(raw.slice(hashAt + 1))
      const [pathname = '', query = ''] = pathPart.split('?')
      if (pathname === '') {
        extract.links.push({ path: '', hash, raw, line, column })
        return
      }
      let route: string | undefined
      if (/\.mdx?$/i.test(pathname)) {
        route = resolveMarkdownLink(data, decodeSafe(pathname))
        if (route === undefined) {
          const wanted = path.resolve(path.dirname(ctx.file), decodeSafe(pathname))
          const relWanted = path.relative(ctx.docsDir, wanted).split(path.sep).join('/')
          const known = docsRelative(ctx.routeOfFile, markdownFiles(data), ctx.docsDir)
          extract.diagnostics.push(
            createDiagnostic(
              'missing-markdown-file',
              withSuggestion(`link to \`${raw}\` points to a markdown file that does not exist`, suggestRelative(data, suggest(relWanted, known))),
              { file: ctx.displayPath, line, column },
            ),
          )
          return
        }
      } else {
        const file = linkedFile(ctx, pathname)
        if (file) {
          if ('problem' in file) extract.diagnostics.push(createDiagnostic(file.problem.ruleId, `link to \`${raw}\` ${file.problem.message}`, { file: ctx.displayPath, line, column }))
          else {
            link.url = file.url + (query ? `?${query}` : '') + (hashAt < 0 ? '' : raw.slice(hashAt))
            // Recorded with the page's images: what the page publishes is added again from them
            // where the page was made elsewhere (a worker thread) or taken from a cache.
            extract.images.push({ raw, file: file.file, line, column })
          }
          return
        }
        const resolved = resolveUrlPath(ctx, pathname)
        if ('outside' in resolved) {
          extract.diagnostics.push(createDiagnostic('missing-page', `link to \`${raw}\` resolves to ${resolved.outside}, outside the site's base URL ${ctx.base}`, { file: ctx.displayPath, line, column }))
          return
        }
        route = resolved.route
      }
      extract.links.push({ path: route, hash, raw, line, column })
      link.url = withBase(ctx.base, route) + (query ? `?${query}` : '') + (hashAt < 0 ? '' : raw.slice(hashAt))
    })
  }
}

/**
 * The route a URL path (not a file) leads to, or the path outside the site it leaves for.
 * Relative: as the browser resolves it on the page's URL, base included (`trailingSlash: false`:
 * `/docs/a/b` is in `/docs/a/`, unless the page's URL is a folder). Absolute: one that already carries the base URL keeps it, as
 * Docusaurus' Link does instead of adding it twice (`/docs/x` with base `/docs/`).
 */
function resolveUrlPath(ctx: PageFileData['ctx'], pathname: string): { route: string } | { outside: string } {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') || '/' : p)
  const underBase = (p: string) => ctx.base === '/' || p.startsWith(ctx.base) || p === ctx.base.slice(0, -1)
  if (pathname.startsWith('/')) return { route: trim(ctx.base !== '/' && underBase(pathname) ? pathname.slice(ctx.base.length - 1) || '/' : pathname) }
  const pageUrl = withBase(ctx.base, ctx.route)
  const from = ctx.trailingSlash === false && ctx.route !== '/' && !ctx.urlIsFolder ? path.posix.dirname(pageUrl) : pageUrl
  const full = path.posix.resolve(from, pathname)
  if (!underBase(full + (pathname.endsWith('/') ? '/' : ''))) return { outside: full }
  return { route: trim(ctx.base === '/' ? full : full.slice(ctx.base.length - 1) || '/') }
}

/**
 * A link to a file next to the page (`./report.pdf`, `../data/run.sh`) or under `@site/`, published
 * with the page as Docusaurus' transformLinks does: the file is copied into the output and the link
 * points at the copy. Undefined for anything else (a route, a path from the site root, a file that
 * does not exist), which stays a link the checker resolves.
 */
function linkedFile(ctx: PageFileData['ctx'], pathname: string): { url: string; file: string } | { problem: ImageProblem } | undefined {
  const fromSite = pathname.startsWith('@site/')
  if (!fromSite && (pathname.startsWith('/') || !/\.[a-z0-9]+$/i.test(pathname) || /\.html?$/i.test(pathname))) return undefined
  const abs = fromSite ? path.join(ctx.root, decodeSafe(pathname.slice('@site/'.length))) : path.resolve(path.dirname(ctx.file), decodeSafe(pathname))
  if (!isFile(abs)) return undefined
  const problem = fileProblem(abs, ctx.siteFolders)
  if (problem) return { problem }
  const asset = ctx.addAsset(abs)
  return asset ? { url: asset.url, file: abs } : undefined
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

function resolveMarkdownLink(data: PageFileData, pathname: string): string | undefined {
  const { ctx } = data
  const candidates = pathname.startsWith('/')
    ? [path.join(ctx.docsDir, pathname), path.join(path.dirname(ctx.docsDir), pathname)]
    : [path.resolve(path.dirname(ctx.file), pathname), path.join(ctx.docsDir, pathname)]
  for (const c of candidates) {
    const route = routeOf(data, c)
    if (route !== undefined) return route
  }
  return undefined
}

function suggestRelative({ ctx }: PageFileData, docsRel: string | undefined): string | undefined {
  if (docsRel === undefined) return undefined
  const rel = path.relative(path.dirname(ctx.file), path.join(ctx.docsDir, docsRel)).split(path.sep).join('/')
  return rel.startsWith('.') ? rel : `./${rel}`
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/**
 * The markdown files as paths from the docs folder, made once per list of files (a page with many
 * broken links, or many such pages, asked for all of them again for every link), and frozen so
 * that suggest() keeps its index of them.
 */
const relativeLists = new WeakMap<object, { docsDir: string; size: number; list: readonly string[] }>()
function docsRelative(routeOfFile: ReadonlyMap<string, string>, files: readonly string[], docsDir: string): readonly string[] {
  const known = relativeLists.get(routeOfFile)
  if (known?.docsDir === docsDir && known.size === files.length) return known.list
  const list = Object.freeze(files.map((f) => path.relative(docsDir, f).split(path.sep).join('/')))
  relativeLists.set(routeOfFile, { docsDir, size: files.length, list })
  return list
}
