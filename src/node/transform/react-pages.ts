import path from 'node:path'
import type { Root } from 'mdast'
import type { Message } from 'esbuild'
import { VFile } from 'vfile'
import { ISLAND_CHUNK_PLACEHOLDER } from '../../shared/islands.js'
import { withBase } from '../../shared/url.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import type { AssetRegistry } from './assets.js'
import { extractAnchors, extractLinks, positionOf } from '../check/html-links.js'
import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import type { Page, SourceFile } from '../types.js'
import type { PageExtract, TransformContext } from './markdown/context.js'
import { remarkLinks } from './markdown/remark-links.js'
import { bundleIslands } from './mdx/bundle-islands.js'
import { bundleMdx } from './mdx/bundle-mdx.js'
import { bundleErrorToDiagnostic, renderFailureToDiagnostic, missingDefaultWarning } from './mdx/mdx-diagnostics.js'
import { renderPageModule, warmUpPageRenderer } from './mdx/render-page-module.js'
import type { MdxResolveOptions } from './mdx/mdx-resolve.js'
import { createExtract, toPage } from './transform.js'
import { resolveOptions, withoutImagePreloads } from './mdx/transform-mdx.js'
import { takePageHead } from './react-page-head.js'
import { contentHashes, filesUnchanged, modifiedSince, stageStart } from '../file-hash.js'
import type { OutputFile } from '../types.js'

/** What a React page may say about itself besides its component (Docusaurus pages say it to <Layout>). */
interface PageMeta {
  title?: unknown
  description?: unknown
}

/**
 * React pages of the pages folder, one after another (esbuild uses every core already). The
 * default export is the page: it is rendered on the server and hydrated in the browser as one
 * island (see island-modules.ts), so state and effects work as in any client component. An
 * optional `export const frontMatter = { title, description }` names the page. The links the
 * rendered page holds are checked like a markdown page's, placed where the source writes them.
 */
export async function transformReactPages(config: ResolvedConfig, files: SourceFile[], assets: AssetRegistry, contextOf: (source: SourceFile) => TransformContext, cache?: ReactPageCache, routesKey = ''): Promise<Page[]> {
  const pages: Page[] = []
  const kept: ReactPageCache = new Map()
  for (const source of files) {
    const key = `${source.text}\0${source.route}\0${routesKey}`
    const known = cache?.get(source.path)
    if (known?.key === key && filesUnchanged(known.inputs)) {
      // The new build's registry must hold its images and island chunk again; unchanged, they keep their URLs.
      for (const image of known.page.images) assets.add(image.file, config.base)
      for (const file of known.files) assets.addFile(file)
      kept.set(source.path, known)
      pages.push({ ...known.page, source })
      continue
    }
    warmUpPageRenderer()
    const started = stageStart()
    const made = await transformReactPage(config, source, assets, contextOf(source))
    // A page that failed, or whose files changed while it was made, is made again next time.
    if (made.inputs && !made.inputs.some((file) => modifiedSince(file, started))) {
      kept.set(source.path, { key, inputs: contentHashes(made.inputs), page: made.page, files: made.files })
    }
    pages.push(made.page)
  }
  if (cache) {
    cache.clear()
    for (const [file, entry] of kept) cache.set(file, entry)
  }
  return pages
}

/**
 * React pages kept between dev rebuilds, by page path: reused while the page's text, route and the
 * site's routes (its links are checked against them) are the same and every file its bundles were
 * made from has the same content. A save of a markdown page then costs no esbuild round trip.
 */
export type ReactPageCache = Map<string, { key: string; inputs: Map<string, string | undefined>; page: Page; files: OutputFile[] }>

/** A React page made: the page, the island chunk it registered, and the files it was made from (none when it failed). */
interface MadeReactPage {
  page: Page
  files: OutputFile[]
  inputs?: string[]
}

async function transformReactPage(config: ResolvedConfig, source: SourceFile, assets: AssetRegistry, ctx: TransformContext): Promise<MadeReactPage> {
  const extract = createExtract()
  const failed = (problems: Diagnostic[]): MadeReactPage => {
    extract.diagnostics.push(...problems)
    return { page: toPage(source, extract, ''), files: [] }
  }
  // The same import rules as an MDX page's: CSS modules, images (SVG as components), media files.
  const resolve: MdxResolveOptions = resolveOptions({ config, ctx }, extract, new Map())
  const file = JSON.stringify(source.path)
  const code = `import * as page from ${file}\nexport default page.default\nexport const frontMatter = page.frontMatter`
  const compilePartial = () => Promise.reject(new Error('a React page cannot import a Markdown file; make it an .mdx page instead'))
  // The entry is named apart from the page: under the page's own name it would import itself.
  const entry = `${source.path}.entry.js`
  const bundled = await bundleMdx({ ...resolve, code, file: entry, compilePartial, pageFile: source.path })
  if (!bundled.ok) return failed(bundled.errors.map((m) => bundleProblem(m, source)))
  extract.diagnostics.push(...(bundled.missingDefaults ?? []).map((m) => missingDefaultWarning(m, source)))
  const rendered = await renderPageModule({ code: bundled.code, map: bundled.map, dir: path.dirname(source.path), compiled: new Map(), pathname: withBase(ctx.base, source.route) })
  if (!rendered.ok) return failed([renderFailureToDiagnostic(rendered.failure, rendered.place, source)])
  if (rendered.html === undefined) {
    return failed([createDiagnostic('mdx-error', 'a React page must default-export its component', { file: source.displayPath, line: 1, column: 1 })])
  }
  // A title or description the page renders (Docusaurus' <Layout>) wins over `frontMatter`.
  const head = takePageHead(withoutImagePreloads(rendered.html))
  const html = head.html
  // Its ids are anchors other pages (and its own links) may point at, as a Markdown page's headings are.
  for (const id of extractAnchors(html)) extract.anchors.add(id)
  checkLinks(html, source, ctx, extract)
  const islands = await bundleIslands({ ...resolve, modules: bundled.clientModules, route: source.route, base: ctx.base, reactPage: true })
  if (!islands.ok) return failed(islands.errors.map((m) => bundleProblem(m, source)))
  assets.addFile(islands.file)
  const meta: PageMeta = { title: head.title ?? rendered.title, description: head.description ?? rendered.description }
  const named = { ...source, frontmatter: { ...source.frontmatter, ...(typeof meta.title === 'string' && { title: meta.title }), ...(typeof meta.description === 'string' && { description: meta.description }) } }
  const page = { ...toPage(named, extract, html.split(ISLAND_CHUNK_PLACEHOLDER).join(islands.url)), source, description: named.frontmatter.description ?? '', ...(head.title !== undefined && { ownTitle: true }) }
  // The entry module is made here, not read from disk: only the files it led to count.
  const inputs = [source.path, ...bundled.inputs, ...islands.inputs].filter((input) => input !== entry)
  return { page, files: [islands.file], inputs: [...new Set(inputs)] }
}

/**
 * Records the page's internal links for the link checker through remarkLinks, the rules every
 * page follows; each is placed where the source first writes it. The HTML is left as rendered:
 * the browser renders the page again when it hydrates it, and must find the same attributes.
 */
function checkLinks(html: string, source: SourceFile, ctx: TransformContext, extract: PageExtract): void {
  const nodes = extractLinks(html)
    .filter((l) => l.attr === 'href')
    .map((l) => {
      const at = source.text.indexOf(JSON.stringify(l.value).slice(1, -1))
      const point = { ...(at < 0 ? { line: 1, column: 1 } : positionOf(source.text, at)), offset: 0 }
      return { type: 'link' as const, url: withoutBase(l.value, ctx.base), children: [], position: { start: point, end: point } }
    })
  if (nodes.length === 0) return
  const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: nodes }] }
  remarkLinks()(tree, new VFile({ path: source.path, data: { ctx, extract } }))
}

/** `@docusaurus/Link` writes targets as given; one that already carries the base is taken as a route. */
function withoutBase(url: string, base: string): string {
  return base !== '/' && url.startsWith(base) ? `/${url.slice(base.length)}` : url
}

/** A problem in the page file itself keeps esbuild's place; others are placed as for MDX pages. */
function bundleProblem(message: Message, source: SourceFile): Diagnostic {
  const at = message.location
  if (at && path.resolve(at.file) === source.path) return createDiagnostic('mdx-error', message.text, { file: source.displayPath, line: at.line, column: at.column + 1 })
  return bundleErrorToDiagnostic(message, source)
}
