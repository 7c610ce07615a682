import path from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { CategoryCard } from '../../shared/types.js'
import { display } from '../collect.js'
import type { ResolvedConfig } from '../config-schema.js'
import { createDiagnostic } from '../diagnostics.js'
import type { TransformContext } from '../markdown/context.js'
import { createExtract, toPage } from '../transform.js'
import type { Page, SourceFile } from '../types.js'
import { bundleMdx } from './bundle-mdx.js'
import { compileMdx } from './compile-mdx.js'
import { bundleErrorToDiagnostic, compileErrorToDiagnostic } from './mdx-diagnostics.js'

/** One MDX page to transform, with the cards of its category for `<DocCardList />`. */
export interface TransformMdxOptions {
  config: Pick<ResolvedConfig, 'markdown' | 'root'>
  source: SourceFile
  ctx: TransformContext
  cards: CategoryCard[]
}

/**
 * Transforms one `.mdx` page: compile with the markdown plugins, bundle its imports, render the
 * component to an HTML string on the server. The result is a Page like any markdown page, so links,
 * anchors and images are checked the same way.
 */
export async function transformMdxPage(options: TransformMdxOptions): Promise<Page> {
  const { config, source, ctx, cards } = options
  const extract = createExtract()
  let code: string
  try {
    code = await compileMdx({ config, filePath: source.path, text: source.text, data: { ctx, extract }, cards })
  } catch (error) {
    extract.diagnostics.push(compileErrorToDiagnostic(error, source.displayPath))
    return toPage(source, extract, '')
  }
  // An unknown component would only fail again, without a position, when the page is rendered.
  if (extract.diagnostics.some((d) => d.ruleId === 'mdx-error')) return toPage(source, extract, '')
  const bundled = await bundleMdx({
    code,
    file: source.path,
    root: config.root,
    // A partial gets its own extract: its headings become anchors of the page that shows it.
    compilePartial: async (file, text) => {
      const partial = createExtract()
      const partialCtx = { ...ctx, file, displayPath: display(file) }
      const js = await compileMdx({ config, filePath: file, text, data: { ctx: partialCtx, extract: partial }, cards })
      for (const anchor of partial.anchors) extract.anchors.add(anchor)
      extract.images.push(...partial.images)
      extract.diagnostics.push(...partial.diagnostics)
      return js
    },
    addImage: (file) => {
      const asset = ctx.addAsset(file)
      if (asset) extract.images.push({ raw: path.basename(file), file, line: 1, column: 1 })
      return asset?.url
    },
  })
  if (!bundled.ok) {
    extract.diagnostics.push(...bundled.errors.map((m) => bundleErrorToDiagnostic(m, source)))
    return toPage(source, extract, '')
  }
  try {
    return toPage(source, extract, withoutImagePreloads(renderToString(createElement(bundled.Content))))
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    extract.diagnostics.push(createDiagnostic('mdx-error', `MDX page could not be rendered: ${message}`, { file: source.displayPath, line: 1, column: 1 }))
    return toPage(source, extract, '')
  }
}

/**
 * React 19 puts `<link rel="preload" as="image">` before a rendered `<img>`; in an article string
 * they would land in the body, and the page shell already decides what to preload.
 */
function withoutImagePreloads(html: string): string {
  return html.replace(/<link rel="preload" as="image"[^>]*\/>/g, '')
}
