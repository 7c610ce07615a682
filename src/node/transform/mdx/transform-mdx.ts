import path from 'node:path'
import { ISLAND_CHUNK_PLACEHOLDER } from '../../../shared/islands.js'
import type { CategoryCard } from '../../../shared/types.js'
import { display } from '../../display-path.js'
import type { ResolvedConfig } from '../../config/config-schema.js'
import type { PageExtract, TransformContext } from '../markdown/context.js'
import { createExtract, toPage } from '../transform.js'
import type { OutputFile, Page, SourceFile } from '../../types.js'
import { bundleIslands } from './bundle-islands.js'
import { bundleMdx } from './bundle-mdx.js'
import { outlineHtml } from './html-outline.js'
import { compileMdx } from './compile-mdx.js'
import { addImageSizes, type ImageSize } from './image-sizes.js'
import { bundleErrorToDiagnostic, compileErrorToDiagnostic, renderFailureToDiagnostic } from './mdx-diagnostics.js'
import type { CompiledPositions } from './compiled-positions.js'
import { renderPageModule, warmUpPageRenderer } from './render-page-module.js'
import type { MdxResolveOptions } from './mdx-resolve.js'
import { fileProblem, imageProblem } from '../site-image.js'
import { checkJsxNesting } from '../../collect/nesting-guard.js'

/** One MDX page to transform, with the cards of its category for `<DocCardList />`. */
export interface TransformMdxOptions {
  config: Pick<ResolvedConfig, 'markdown' | 'root' | 'mdx'>
  source: SourceFile
  ctx: TransformContext
  cards: CategoryCard[]
  /** Components usable without an import (see components-dir.ts). */
  components: ReadonlyMap<string, string>
}

/**
 * A transformed MDX page, its island chunk (when it has client components), and the files it was
 * built from; `inputs` is undefined when the page failed, so that the dev cache never keeps it.
 */
export interface TransformedMdx {
  page: Page
  files: OutputFile[]
  inputs: string[] | undefined
}

/**
 * Transforms one `.mdx` page: compile with the markdown plugins, bundle its imports, render the
 * component to an HTML string on the server, then bundle the client components it showed into
 * the page's island chunk. The result is a Page like any markdown page, so links, anchors and
 * images are checked the same way.
 */
export async function transformMdxPage(options: TransformMdxOptions): Promise<TransformedMdx> {
  const { config, source, ctx, cards, components } = options
  const extract = createExtract()
  const failed = (): TransformedMdx => ({ page: toPage(source, extract, ''), files: [], inputs: undefined })
  // Refused before the compiler spends seconds on it and overflows the stack.
  const tooDeep = checkJsxNesting(source.text, source.displayPath)
  if (tooDeep.length > 0) {
    extract.diagnostics.push(...tooDeep)
    return failed()
  }
  let code: string
  // Where the compiled page and partials come from in their MDX, to place what they throw when run.
  const compiled = new Map<string, CompiledPositions>([[source.path, []]])
  try {
    code = await compileMdx({ config, filePath: source.path, text: source.text, data: { ctx, extract }, cards, components, positions: compiled.get(source.path)! })
  } catch (error) {
    extract.diagnostics.push(compileErrorToDiagnostic(error, source.displayPath))
    return failed()
  }
  // An unknown component would only fail again, without a position, when the page is rendered.
  if (extract.diagnostics.some((d) => d.ruleId === 'mdx-error')) return failed()
  const sizes = new Map<string, ImageSize>()
  const resolve = resolveOptions(options, extract, sizes)
  const compilePartial = (file: string, text: string) => {
    compiled.set(file, [])
    return compilePartialInto(extract, { ...options, ctx: { ...ctx, file, displayPath: display(file) } }, text, compiled.get(file)!)
  }
  warmUpPageRenderer()
  const bundled = await bundleMdx({ ...resolve, code, file: source.path, compilePartial })
  if (!bundled.ok) {
    extract.diagnostics.push(...bundled.errors.map((m) => bundleErrorToDiagnostic(m, source, ctx.siteFolders)))
    return failed()
  }
  // The same for an unknown component in a partial, found only now that the partials are compiled.
  if (extract.diagnostics.some((d) => d.ruleId === 'mdx-error')) return failed()
  const rendered = await renderPageModule({ code: bundled.code, map: bundled.map, dir: path.dirname(source.path), compiled })
  if (!rendered.ok) {
    extract.diagnostics.push(renderFailureToDiagnostic(rendered.failure, rendered.place, source))
    return failed()
  }
  let html = withoutImagePreloads(rendered.html ?? '')
  // What the reader sees, partials and components included, is what search and the TOC list.
  const outline = outlineHtml(html)
  extract.sections = outline.sections
  extract.toc = outline.toc
  for (const id of outline.anchors) extract.anchors.add(id)
  // Markdown images are no import, but the page shows their URL and size all the same.
  const inputs = (more: string[] = []) => [...new Set([...bundled.inputs, ...more, ...extract.images.map((image) => image.file)])]
  // Client components that were imported but never shown need no chunk.
  if (!html.includes(ISLAND_CHUNK_PLACEHOLDER)) return { page: toPage(source, extract, addImageSizes(html, sizes)), files: [], inputs: inputs() }
  const islands = await bundleIslands({ ...resolve, modules: bundled.clientModules, route: source.route, base: ctx.base })
  if (!islands.ok) {
    extract.diagnostics.push(...islands.errors.map((m) => bundleErrorToDiagnostic(m, source)))
    return failed()
  }
  html = addImageSizes(html.split(ISLAND_CHUNK_PLACEHOLDER).join(islands.url), sizes)
  return { page: toPage(source, extract, html), files: [islands.file], inputs: inputs(islands.inputs) }
}

/** How the page's imports resolve; imported images are recorded in the extract with their size. */
function resolveOptions({ config, ctx }: TransformMdxOptions, extract: PageExtract, sizes: Map<string, ImageSize>): MdxResolveOptions {
  return {
    root: config.root,
    base: ctx.base,
    componentsDir: config.mdx.componentsDir,
    addImage: (file) => {
      const added = addImportedImage(ctx, file)
      if ('error' in added) return added
      extract.images.push({ raw: path.basename(file), file, line: 1, column: 1 })
      sizes.set(added.url, added)
      return added
    },
    addFile: (file) => {
      const problem = fileProblem(file, ctx.siteFolders)
      if (problem) return { error: `file ${path.basename(file)} ${problem.message} (${problem.ruleId})` }
      const asset = ctx.addAsset(file)
      return asset ? { url: asset.url } : { error: `file ${path.relative(process.cwd(), file)} cannot be read` }
    },
    svgComponents: config.mdx.svgComponents,
    hydrateSiteComponents: config.mdx.hydrateSiteComponents,
    addStylesheet: (file) => {
      if (!extract.stylesheets.includes(file)) extract.stylesheets.push(file)
    },
  }
}

/**
 * Compiles an imported partial with the page's plugins. It gets its own extract; what it finds is
 * merged into the page's: its headings become anchors of the page that shows it, and its links
 * are checked there but reported at the partial's own line.
 */
async function compilePartialInto(page: PageExtract, options: TransformMdxOptions, text: string, positions: CompiledPositions): Promise<string> {
  const { config, ctx, cards, components } = options
  const partial = createExtract()
  const tooDeep = checkJsxNesting(text, ctx.displayPath)[0]
  // Thrown as a compile error is: bundle-mdx.ts reports it at the partial's place.
  if (tooDeep) throw Object.assign(new Error(tooDeep.message), { line: tooDeep.line, column: tooDeep.column })
  const js = await compileMdx({ config, filePath: ctx.file, text, data: { ctx, extract: partial }, cards, components, positions })
  for (const anchor of partial.anchors) page.anchors.add(anchor)
  page.links.push(...partial.links.map((link) => ({ ...link, file: ctx.displayPath })))
  page.images.push(...partial.images)
  page.diagnostics.push(...partial.diagnostics)
  return js
}

/**
 * React 19 puts `<link rel="preload" as="image">` before a rendered `<img>`; in an article string
 * they would land in the body, and the page shell already decides what to preload.
 */
export function withoutImagePreloads(html: string): string {
  return html.replace(/<link rel="preload" as="image"[^>]*\/>/g, '')
}

/**
 * An image a page's code imports, copied into the output: only from the site's folders and only
 * when it is an image (see site-image.ts); otherwise why not, for esbuild to report at the import.
 */
export function addImportedImage(ctx: TransformContext, file: string): { url: string; width?: number; height?: number } | { error: string } {
  const problem = imageProblem(file, ctx.siteFolders)
  if (problem) return { error: `image ${path.basename(file)} ${problem.message} (${problem.ruleId})` }
  return ctx.addAsset(file) ?? { error: `image ${path.relative(process.cwd(), file)} cannot be read` }
}
