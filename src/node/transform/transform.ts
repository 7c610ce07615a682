import rehypeStringify from 'rehype-stringify'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified, type PluggableList } from 'unified'
import { VFile } from 'vfile'
import type { AssetRegistry } from './assets.js'
import { untitledName } from '../collect/humanize.js'
import { hasUserPlugins, type ResolvedConfig } from '../config/config-schema.js'
import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import type { PageExtract, TransformContext } from './markdown/context.js'
import { rehypeExternalLinks } from './markdown/rehype-external-links.js'
import { rehypeHighlight } from './markdown/rehype-highlight.js'
import { rehypeMagicComments } from './markdown/rehype-magic-comments.js'
import { rehypeCodeBlocks } from './markdown/rehype-code-blocks.js'
import { rehypeRawHtml } from './markdown/rehype-raw-html.js'
import { rehypeMermaid } from './markdown/rehype-mermaid.js'
import { rehypeSections } from './markdown/rehype-sections.js'
import { mayContainAutolinkLiteral, remarkGfmWithoutAutolinks } from './markdown/remark-gfm-without-autolinks.js'
import { remarkAdmonitions, rewriteLegacyAdmonitionTitles } from './markdown/remark-admonitions.js'
import { remarkHeadingIds } from './markdown/remark-heading-ids.js'
import { remarkFigures } from './markdown/remark-figures.js'
import { remarkImages } from './markdown/remark-images.js'
import { remarkLeadingTitle } from './markdown/remark-leading-title.js'
import { remarkLinks } from './markdown/remark-links.js'
import { mdxInMarkdown } from './mdx/mdx-in-markdown.js'
import type { Page, SourceFile } from '../types.js'
import { siteFolders } from './site-image.js'

/**
 * The markdown processors of a build: the same pipeline with and without GFM literal autolinks.
 * A page gets the second unless its text may hold one (see remark-gfm-without-autolinks.ts).
 */
export interface Processor {
  withAutolinks: UnifiedProcessor
  withoutAutolinks: UnifiedProcessor
}

type UnifiedProcessor = ReturnType<typeof createUnifiedProcessor>

/**
 * One processor pair per build: markdown -> HTML with our plugins, then the user's. A site with
 * plugins of its own gets one processor for every page: a plugin is attached once per build, as
 * its author expects (attaching may count, or set up state the transformer shares).
 */
export function createProcessor(config: Pick<ResolvedConfig, 'markdown'>): Processor {
  const withAutolinks = createUnifiedProcessor(config, remarkGfm)
  return { withAutolinks, withoutAutolinks: hasUserPlugins(config) ? withAutolinks : createUnifiedProcessor(config, remarkGfmWithoutAutolinks) }
}

function createUnifiedProcessor(config: Pick<ResolvedConfig, 'markdown'>, gfm: typeof remarkGfm | typeof remarkGfmWithoutAutolinks) {
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(gfm as typeof remarkGfm)
    .use(remarkDirective)
    .use(remarkAdmonitions)
    .use(remarkLeadingTitle)
    .use(remarkHeadingIds)
    .use(remarkLinks)
    .use(remarkImages)
    .use(remarkFigures)
    .use(config.markdown.remarkPlugins as PluggableList)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawHtml)
    .use(rehypeMermaid)
    .use(rehypeMagicComments)
    .use(rehypeHighlight)
    .use(rehypeCodeBlocks)
    .use(rehypeExternalLinks)
    .use(rehypeSections)
    .use(config.markdown.rehypePlugins as PluggableList)
    .use(rehypeStringify, { allowDangerousHtml: true })
    .freeze()
}

/** Transforms one source file into a page (HTML, TOC, anchors, links, search sections). */
export function transformPage(processor: Processor, source: SourceFile, ctx: TransformContext): Page {
  const run = startPage(processor, source, ctx)
  let html = ''
  try {
    html = String(run.parser.processSync(run.file))
  } catch (error) {
    run.failed(error)
  }
  return toPage(source, run.extract, html)
}

/**
 * transformPage for a site whose own remark or rehype plugins may work asynchronously (they
 * return a Promise, as Docusaurus allows): `processSync` refuses those.
 */
export async function transformPageAsync(processor: Processor, source: SourceFile, ctx: TransformContext): Promise<Page> {
  const run = startPage(processor, source, ctx)
  let html = ''
  try {
    html = String(await run.parser.process(run.file))
  } catch (error) {
    run.failed(error)
  }
  return toPage(source, run.extract, html)
}

/** What transforming a page needs: its extract, its file, the parser for its text, and how a failure is reported. */
function startPage(processor: Processor, source: SourceFile, ctx: TransformContext) {
  const extract = createExtract()
  const mdx = mdxInMarkdown(source.text, source.displayPath)
  if (mdx) extract.diagnostics.push(mdx)
  const text = rewriteLegacyAdmonitionTitles(source.text)
  const file = new VFile({ path: source.path, value: text })
  file.data = { ctx, extract }
  const parser = mayContainAutolinkLiteral(text) ? processor.withAutolinks : processor.withoutAutolinks
  const failed = (error: unknown) => {
    const e = error as { message?: string; line?: number; column?: number; place?: { line?: number; column?: number } }
    extract.diagnostics.push(
      createDiagnostic('render-failed', `markdown could not be rendered: ${e.message ?? String(error)}`, {
        file: source.displayPath,
        line: e.line ?? e.place?.line ?? 1,
        column: e.column ?? e.place?.column ?? 1,
      }),
    )
  }
  return { extract, file, parser, failed }
}

/** A page that could not be made: no content, and the error saying why. */
export function failedPage(source: SourceFile, diagnostic: Diagnostic): Page {
  const extract = createExtract()
  extract.diagnostics.push(diagnostic)
  return toPage(source, extract, '')
}

/** What the plugins of one page know about it and the site (the same on every thread). */
export function createTransformContext(
  config: Pick<ResolvedConfig, 'base' | 'root' | 'docsDir' | 'staticDir' | 'trailingSlash' | 'mermaid'>,
  source: SourceFile,
  routeOfFile: ReadonlyMap<string, string>,
  assets: Pick<AssetRegistry, 'add'>,
): TransformContext {
  return {
    file: source.path,
    displayPath: source.displayPath,
    route: source.route,
    base: config.base,
    root: config.root,
    ...(config.trailingSlash !== undefined && { trailingSlash: config.trailingSlash }),
    ...(source.urlIsFolder && { urlIsFolder: true }),
    docsDir: config.docsDir,
    staticDir: config.staticDir,
    siteFolders: siteFolders(config),
    routeOfFile,
    addAsset: (abs) => assets.add(abs, config.base),
    ...(config.mermaid && { mermaid: { libraryUrl: `${config.base}${config.mermaid.libraryPath}`, theme: config.mermaid.theme } }),
  }
}

/** An empty extract for the plugins of one page to fill. */
export function createExtract(): PageExtract {
  return { toc: [], anchors: new Set(), links: [], images: [], sections: [], diagnostics: [], routeReads: [], stylesheets: [] }
}

/** A page from its source, what the plugins extracted and its article HTML (markdown and MDX alike). */
export function toPage(source: SourceFile, extract: PageExtract, html: string): Page {
  const fm = source.frontmatter
  const title = fm.title ?? extract.firstH1 ?? untitledName(source)
  return {
    source,
    title,
    ...(extract.firstH1 !== undefined && extract.firstH1 !== title && { heading: extract.firstH1 }),
    ...(extract.h1InBody && { h1InBody: true }),
    ...(extract.firstH1 === undefined && { untitledText: true }),
    description: fm.description ?? truncate(extract.firstParagraph ?? '', 160),
    keywords: fm.keywords ?? [],
    html,
    toc: fm.hide_table_of_contents ? [] : extract.toc,
    anchors: extract.anchors,
    links: extract.links,
    images: extract.images,
    sections: extract.sections,
    diagnostics: extract.diagnostics,
    routeReads: extract.routeReads,
    ...(extract.stylesheets.length > 0 && { stylesheets: extract.stylesheets }),
  }
}


function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  return cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd() + '…'
}
