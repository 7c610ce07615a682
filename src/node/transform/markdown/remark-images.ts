import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Image, Root } from 'mdast'
import type { VFile } from 'vfile'
import { walk } from './walk.js'
import { createDiagnostic, suggest, withSuggestion } from '../../diagnostics.js'
import { isExternal, withBase } from '../../../shared/url.js'
import { pageData, PATHNAME } from './context.js'
import { imageProblem, isImageWarning } from '../site-image.js'

/**
 * Resolves image sources: '/img/x.png' from static/, './x.png' next to the page (copied into
 * assets/ with a content hash). Records width and height so the browser reserves the space, and
 * reports images that do not exist, with their position.
 */
export function remarkImages() {
  return (tree: Root, file: VFile) => {
    const { ctx, extract } = pageData(file)
    walk(tree, 'image', (node: Image) => {
      const raw = node.url
      // Docusaurus' escape hatch: `pathname:///img/x.png` is the URL `/img/x.png` as written, not a file to check or copy.
      if (raw.startsWith(PATHNAME)) node.url = raw.slice(PATHNAME.length)
      if (raw === '' || isExternal(raw) || raw.startsWith('data:')) return
      const line = node.position?.start.line ?? 1
      const column = node.position?.start.column ?? 1
      const clean = decodeOrKeep(raw.split(/[?#]/)[0]!)
      // `@site/static/x.png`: Docusaurus' alias of the site folder.
      const abs = clean.startsWith('@site/')
        ? path.join(ctx.root, clean.slice('@site/'.length))
        : clean.startsWith('/')
          ? path.join(ctx.staticDir, clean)
          : path.resolve(path.dirname(ctx.file), clean)
      extract.images.push({ raw, file: abs, line, column })
      if (!existsSync(abs)) {
        extract.diagnostics.push(
          createDiagnostic('missing-image', withSuggestion(`image \`${raw}\` not found (looked for ${path.relative(process.cwd(), abs)})`, suggestImage(clean, abs, clean.startsWith('/') ? ctx.staticDir : path.dirname(ctx.file), ctx.siteFolders ?? [])), {
            file: ctx.displayPath,
            line,
            column,
          }),
        )
        return
      }
      const problem = imageProblem(abs, ctx.siteFolders)
      if (problem) {
        extract.diagnostics.push(createDiagnostic(problem.ruleId, `image \`${raw}\` ${problem.message}`, { file: ctx.displayPath, line, column }))
        if (!isImageWarning(problem)) return
      }
      const asset = clean.startsWith('/') ? { ...ctx.addAsset(abs), url: withBase(ctx.base, clean) } : ctx.addAsset(abs)
      if (!asset) return
      node.url = asset.url
      const props: Record<string, string | number> = { loading: 'lazy', decoding: 'async' }
      if (asset.width) props.width = asset.width
      if (asset.height) props.height = asset.height
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), ...props } }
    })
  }
}

/** A path with its percent escapes decoded; kept as written when they are malformed (`%zz`: a literal name). */
function decodeOrKeep(p: string): string {
  try {
    return decodeURIComponent(p)
  } catch {
    return p
  }
}

const IMAGE_FILE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp|tiff?)$/i

/**
 * An existing image close to the missing one (a typo in its name or in a folder of its path),
 * written the way the page wrote the path: from the site root or relative to the page. Looks in
 * the nearest existing folder of the path (inside the site's folders), at most three levels up and
 * a few thousand files deep.
 */
export function suggestImage(written: string, abs: string, from: string, folders: readonly string[]): string | undefined {
  let dir = path.dirname(abs)
  let rest = path.basename(abs)
  for (let up = 0; up < 3 && !existsSync(dir); up++) {
    rest = `${path.basename(dir)}/${rest}`
    dir = path.dirname(dir)
  }
  const inSite = (d: string) => folders.some((f) => d === f || d.startsWith(f + path.sep))
  if (!existsSync(dir) || !inSite(path.resolve(dir))) return undefined
  let names: string[]
  try {
    names = (readdirSync(dir, { recursive: true }) as string[]).slice(0, 5000).map((n) => n.split(path.sep).join('/')).filter((n) => IMAGE_FILE.test(n) && n.split('/').length <= 4)
  } catch {
    return undefined
  }
  const best = suggest(rest, names)
  if (best === undefined) return undefined
  const found = path.join(dir, best)
  if (written.startsWith('/')) return '/' + path.relative(from, found).split(path.sep).join('/')
  const rel = path.relative(from, found).split(path.sep).join('/')
  return written.startsWith('./') && !rel.startsWith('../') ? `./${rel}` : rel
}
