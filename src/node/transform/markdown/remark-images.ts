import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Image, Root } from 'mdast'
import type { VFile } from 'vfile'
import { walk } from './walk.js'
import { createDiagnostic } from '../../diagnostics.js'
import { isExternal, withBase } from '../../../shared/url.js'
import { pageData } from './context.js'
import { imageProblem } from '../site-image.js'

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
          createDiagnostic('missing-image', `image \`${raw}\` not found (looked for ${path.relative(process.cwd(), abs)})`, {
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
        return
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
