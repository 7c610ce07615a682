import path from 'node:path'
import { readFileSync } from 'node:fs'
import { withBase } from '../../../shared/url.js'
import { ISLAND_CHUNK_PLACEHOLDER } from '../../../shared/islands.js'
import type { CategoryCard, DocContextData } from '../../../shared/types.js'
import { display } from '../../display-path.js'
import type { ResolvedConfig } from '../../config/config-schema.js'
import type { PageExtract, TransformContext } from '../markdown/context.js'
import { createExtract, toPage } from '../transform.js'
import type { OutputFile, Page, SourceFile } from '../../types.js'
import { bundleIslands } from './bundle-islands.js'
import type { ClientModule } from './island-modules.js'
import { bundleMdx } from './bundle-mdx.js'
import { outlineHtml } from './html-outline.js'
import { compileMdx } from './compile-mdx.js'
import { addImageSizes, type ImageSize } from './image-sizes.js'
import { bundleErrorToDiagnostic, missingDefaultWarning, compileErrorToDiagnostic, renderFailureToDiagnostic } from './mdx-diagnostics.js'
import type { CompiledPositions } from './compiled-positions.js'
import { renderPageModule, warmUpPageRenderer, type RenderedModule } from './render-page-module.js'
import { importRoots, type MdxResolveOptions } from './mdx-resolve.js'
import { fileProblem, imageProblem, isImageWarning, type ImageProblem } from '../site-image.js'
import { checkJsxNesting } from '../../collect/nesting-guard.js'
import { createDiagnostic, type Diagnostic } from '../../diagnostics.js'
import { positionOf } from '../../check/html-links.js'

/** One MDX page to transform, with the cards of its category for `<DocCardList />`. */
export interface TransformMdxOptions {
  config: Pick<ResolvedConfig, 'markdown' | 'root' | 'staticDir' | 'mdx' | 'siteConfig' | 'sitePlugins'>
  source: SourceFile
  ctx: TransformContext
  cards: CategoryCard[]
  /** Components usable without an import (see components-dir.ts). */
  components: ReadonlyMap<string, string>
  /** A doc's data for the doc hooks, from what compiling it found (see doc-context.ts); undefined: none. */
  docContext?: (extract: PageExtract) => DocContextData | undefined
}

/**
 * A transformed MDX page, its island chunk (when it has client components), and the files it was
 * built from; `inputs` is undefined when the page failed, so that the dev cache never keeps it.
 */
export interface TransformedMdx {
  page: Page
  files: OutputFile[]
  inputs: string[] | undefined
  /** It was rendered with the doc hooks' data (other docs and the sidebars made it too). */
  readsDocs?: boolean
}

/**
 * An MDX page compiled and ready to bundle: its module code, what the compiler found, and how its
 * imports resolve. Bundled alone (transformMdxPage) or with the other pages of the build in one
 * esbuild call (see bundle-mdx-pages.ts), then finished by finishMdxPage.
 */
export interface CompiledMdxPage {
  options: TransformMdxOptions
  code: string
  extract: PageExtract
  /** Where the compiled page and partials come from in their MDX, to place what they throw when run. */
  compiled: Map<string, CompiledPositions>
  sizes: Map<string, ImageSize>
  resolve: MdxResolveOptions
  compilePartial: (file: string, text: string) => Promise<string>
}

/** The page module bundled: how to render it, the client modules it shows and the files it was made from. */
export interface BundledPage {
  render: (compiled: ReadonlyMap<string, CompiledPositions>) => Promise<RenderedModule>
  clientModules: ClientModule[]
  inputs: string[]
  /** Static components that look interactive, by file: the page reports those among its inputs. */
  staticWarnings: ReadonlyMap<string, Diagnostic>
  /** The doc hooks' data the page was rendered with; its island chunk gives it to the browser too. */
  doc?: DocContextData
}

/**
 * Transforms one `.mdx` page: compile with the markdown plugins, bundle its imports, render the
 * component to an HTML string on the server, then bundle the client components it showed into
 * the page's island chunk. The result is a Page like any markdown page, so links, anchors and
 * images are checked the same way.
 */
export async function transformMdxPage(options: TransformMdxOptions): Promise<TransformedMdx> {
  const compiled = await compileMdxPage(options)
  if (!('code' in compiled)) return compiled
  const bundled = await bundleMdx({ ...compiled.resolve, code: compiled.code, file: options.source.path, compilePartial: compiled.compilePartial })
  if (!bundled.ok) {
    const { source, ctx } = options
    compiled.extract.diagnostics.push(...bundled.errors.map((m) => bundleErrorToDiagnostic(m, source, ctx.siteFolders)))
    return failedPage(options.source, compiled.extract)
  }
  compiled.extract.diagnostics.push(...(bundled.missingDefaults ?? []).map((m) => missingDefaultWarning(m, options.source)))
  const dir = path.dirname(options.source.path)
  const doc = bundled.usesDocHooks ? options.docContext?.(compiled.extract) : undefined
  const pathname = withBase(options.ctx.base, options.source.route)
  return finishMdxPage(compiled, { ...bundled, render: (positions) => renderPageModule({ code: bundled.code, map: bundled.map, dir, compiled: positions, pathname, ...(doc && { doc }) }), ...(doc && { doc }) })
}

/** A page's MDX compiled, on any thread: plain data (the module is undefined when compiling failed). */
export interface CompiledSource {
  code: string | undefined
  extract: PageExtract
  /** Where the compiled module's pieces come from in the MDX. */
  positions: CompiledPositions
}

/** Compiles a page's MDX with the markdown plugins; what they find goes into the extract. */
export async function compileMdxSource(options: TransformMdxOptions): Promise<CompiledSource> {
  const { config, source, ctx, cards, components } = options
  const extract = createExtract()
  const positions: CompiledPositions = []
  // Refused before the compiler spends seconds on it and overflows the stack.
  const tooDeep = checkJsxNesting(source.text, source.displayPath)
  if (tooDeep.length > 0) {
    extract.diagnostics.push(...tooDeep)
    return { code: undefined, extract, positions }
  }
  try {
    const code = await compileMdx({ config, filePath: source.path, text: source.text, data: { ctx, extract }, cards, components, positions })
    // An unknown component would only fail again, without a position, when the page is rendered.
    return { code: extract.diagnostics.some((d) => d.ruleId === 'mdx-error') ? undefined : code, extract, positions }
  } catch (error) {
    extract.diagnostics.push(compileErrorToDiagnostic(error, source.displayPath))
    return { code: undefined, extract, positions }
  }
}

/** The page compiled (here, or on a worker thread: `made`) and ready to bundle, or the failed page. */
export async function compileMdxPage(options: TransformMdxOptions, made?: CompiledSource): Promise<CompiledMdxPage | TransformedMdx> {
  const { source, ctx } = options
  const { code, extract, positions } = made ?? (await compileMdxSource(options))
  if (code === undefined) return failedPage(source, extract)
  // Partials are compiled when the bundle imports them; their positions join the page's.
  const compiled = new Map<string, CompiledPositions>([[source.path, positions]])
  const sizes = new Map<string, ImageSize>()
  const compilePartial = (file: string, written: string) => {
    compiled.set(file, [])
    // Partials too are rewritten by the site's markdown.preprocessor, as Docusaurus' MDX loader
    // does; a throw is reported at the partial by loadPartial.
    const text = options.config.markdown.preprocessor?.({ filePath: file, fileContent: written }) ?? written
    return compilePartialInto(extract, { ...options, ctx: { ...ctx, file, displayPath: display(file) } }, text, compiled.get(file)!)
  }
  warmUpPageRenderer()
  return { options, code, extract, compiled, sizes, resolve: resolveOptions(options, extract, sizes), compilePartial }
}

/** Renders the bundled page on the server, reads its outline, and bundles the client components it showed. */
export async function finishMdxPage(page: CompiledMdxPage, bundled: BundledPage): Promise<TransformedMdx> {
  const { options, extract, sizes, resolve } = page
  const { source, ctx } = options
  // The same for an unknown component in a partial, found only now that the partials are compiled.
  if (extract.diagnostics.some((d) => d.ruleId === 'mdx-error')) return failedPage(source, extract)
  const rendered = await bundled.render(page.compiled)
  if (!rendered.ok) {
    extract.diagnostics.push(renderFailureToDiagnostic(rendered.failure, rendered.place, source))
    return failedPage(source, extract)
  }
  let html = withoutImagePreloads(rendered.html ?? '')
  // What the reader sees, partials and components included, is what search and the TOC list.
  const outline = outlineHtml(html)
  extract.sections = outline.sections
  extract.toc = outline.toc
  for (const id of outline.anchors) extract.anchors.add(id)
  for (const file of bundled.inputs) {
    const warning = bundled.staticWarnings.get(file)
    if (warning) extract.diagnostics.push(warning)
  }
  // Markdown images are no import, but the page shows their URL and size all the same.
  const inputs = (more: string[] = []) => [...new Set([...bundled.inputs, ...more, ...extract.images.map((image) => image.file)])]
  const readsDocs = bundled.doc !== undefined && { readsDocs: true }
  // Client components that were imported but never shown need no chunk.
  if (!html.includes(ISLAND_CHUNK_PLACEHOLDER)) return { page: toPage(source, extract, addImageSizes(html, sizes)), files: [], inputs: inputs(), ...readsDocs }
  const islands = await bundleIslands({ ...resolve, modules: bundled.clientModules, route: source.route, base: ctx.base, ...(bundled.doc && { doc: bundled.doc }) })
  if (!islands.ok) {
    extract.diagnostics.push(...islands.errors.map((m) => bundleErrorToDiagnostic(m, source)))
    return failedPage(source, extract)
  }
  html = addImageSizes(html.split(ISLAND_CHUNK_PLACEHOLDER).join(islands.url), sizes)
  return { page: toPage(source, extract, html), files: [islands.file], inputs: inputs(islands.inputs), ...readsDocs }
}

/** A page that failed: its diagnostics, and no inputs, so that no cache keeps it. */
function failedPage(source: SourceFile, extract: PageExtract): TransformedMdx {
  return { page: toPage(source, extract, ''), files: [], inputs: undefined }
}

/** How the page's imports resolve; imported images are recorded in the extract with their size. */
export function resolveOptions({ config, ctx }: Pick<TransformMdxOptions, 'config' | 'ctx'>, extract: PageExtract, sizes: Map<string, ImageSize>): MdxResolveOptions {
  return {
    root: config.root,
    base: ctx.base,
    siteConfig: config.siteConfig,
    ...(ctx.globalData && { globalData: ctx.globalData }),
    ...(ctx.siteWrappers?.length && { siteWrappers: ctx.siteWrappers }),
    ...(config.sitePlugins && { aliases: config.sitePlugins.aliases, loaderRules: config.sitePlugins.loaders }),
    roots: importRoots(config),
    componentsDir: config.mdx.componentsDir,
    addImage: (file) => {
      // The server bundle and the island chunk both load the image: one warning for the page.
      const added = addImportedImage(ctx, file, (warning) => {
        if (!extract.diagnostics.some((d) => d.message === warning.message)) extract.diagnostics.push(warning)
      })
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
export function addImportedImage(ctx: TransformContext, file: string, warn?: (problem: Diagnostic) => void): { url: string; width?: number; height?: number } | { error: string } {
  const problem = imageProblem(file, ctx.siteFolders)
  if (problem && isImageWarning(problem)) warn?.(importWarning(ctx, file, problem))
  else if (problem) return { error: `image ${path.basename(file)} ${problem.message} (${problem.ruleId})` }
  return ctx.addAsset(file) ?? { error: `image ${path.relative(process.cwd(), file)} cannot be read` }
}

/**
 * A warning about an imported image, placed where the importing file first names it (esbuild
 * does not say where a file it loads was imported from; the file is read only in this rare case).
 */
function importWarning(ctx: TransformContext, file: string, problem: ImageProblem): Diagnostic {
  const name = path.basename(file)
  let text = ''
  try {
    text = readFileSync(ctx.file, 'utf8')
  } catch {
    // Placed at the top of the file instead.
  }
  const at = text.indexOf(name)
  return createDiagnostic(problem.ruleId, `image ${name} ${problem.message}`, { file: ctx.displayPath, ...(at < 0 ? { line: 1, column: 1 } : positionOf(text, at)) })
}
