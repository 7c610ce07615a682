import { compile } from '@mdx-js/mdx'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { PluggableList } from 'unified'
import { VFile } from 'vfile'
import type { CategoryCard } from '../../../shared/types.js'
import type { ResolvedConfig } from '../../config/config-schema.js'
import type { PageFileData } from '../markdown/context.js'
import { rehypeExternalLinks } from '../markdown/rehype-external-links.js'
import { rehypeHighlight } from '../markdown/rehype-highlight.js'
import { rehypeMagicComments } from '../markdown/rehype-magic-comments.js'
import { rehypeCodeBlocks } from '../markdown/rehype-code-blocks.js'
import { rehypeMermaid } from '../markdown/rehype-mermaid.js'
import { rehypeSections } from '../markdown/rehype-sections.js'
import { remarkAdmonitions, rewriteLegacyAdmonitionTitles } from '../markdown/remark-admonitions.js'
import { htmlCommentsToMdx } from './mdx-html-comments.js'
import { remarkHeadingIds } from '../markdown/remark-heading-ids.js'
import { remarkFigures } from '../markdown/remark-figures.js'
import { remarkImages } from '../markdown/remark-images.js'
import { remarkLeadingTitle } from '../markdown/remark-leading-title.js'
import { remarkLinks } from '../markdown/remark-links.js'
import { positionRecorder, type CompiledPositions } from './compiled-positions.js'
import { BUILT_IN_GLOBALS } from './mdx-aliases.js'
import { remarkDetailsElement } from './remark-details-element.js'
import { remarkDocCardList } from './remark-doc-card-list.js'
import { remarkGlobalComponents } from './remark-global-components.js'
import { remarkJsxLinks } from './remark-jsx-links.js'
import { remarkJsxRefresh } from './remark-jsx-refresh.js'
import { remarkUnknownComponents } from './remark-unknown-components.js'

/** What compileMdx needs: the file, the plugin data it fills, and the page's category cards. */
export interface CompileMdxOptions {
  config: Pick<ResolvedConfig, 'markdown'>
  filePath: string
  text: string
  data: PageFileData
  cards: CategoryCard[]
  /** Components usable without an import besides the built-in ones (see components-dir.ts): name -> import specifier. */
  components?: ReadonlyMap<string, string>
  /** Filled with where the module's pieces come from in the MDX, to place errors thrown when it runs. */
  positions?: CompiledPositions
}

/**
 * Compiles one MDX file to an ES module (default export: the page component) with the same
 * remark/rehype plugins as markdown pages, so ids, links, images and admonitions behave alike.
 * The plugins record what they find in `data.extract`, exactly as in transform.ts.
 * Throws the VFileMessage of a syntax error (it carries line and column).
 */
export async function compileMdx(options: CompileMdxOptions): Promise<string> {
  const { config, filePath, text, data } = options
  const file = new VFile({ path: filePath, value: escapeHeadingIds(rewriteLegacyAdmonitionTitles(htmlCommentsToMdx(text))) })
  file.data = data as unknown as VFile['data']
  const out = await compile(file, {
    // A `.md` file that reaches here is MDX too (markdown.format 'mdx', or a partial): never CommonMark by its name.
    format: 'mdx',
    jsxImportSource: 'react',
    // @ts-expect-error: a stand-in for source-map's SourceMapGenerator with the one method the compiler calls.
    SourceMapGenerator: options.positions && positionRecorder(options.positions),
    remarkPlugins: [
      [remarkFrontmatter, ['yaml']],
      remarkGfm,
      remarkDirective,
      remarkAdmonitions,
      remarkLeadingTitle,
      remarkHeadingIds,
      remarkLinks,
      remarkJsxLinks,
      remarkJsxRefresh,
      remarkDetailsElement,
      // The site's own components folder wins over a built-in of the same name.
      [remarkGlobalComponents, { components: new Map([...BUILT_IN_GLOBALS, ...(options.components ?? [])]) }],
      remarkUnknownComponents,
      remarkImages,
      remarkFigures,
      [remarkDocCardList, { cards: options.cards }],
      ...(config.markdown.remarkPlugins as PluggableList),
    ],
    rehypePlugins: [
      rehypeMermaid,
      rehypeMagicComments,
      rehypeHighlight,
      rehypeCodeBlocks,
      rehypeExternalLinks,
      rehypeSections,
      ...(config.markdown.rehypePlugins as PluggableList),
    ],
  })
  return String(out)
}

/**
 * `## Title {#id}` is how Docusaurus pages set heading ids, but in MDX `{…}` is a JavaScript
 * expression. Escaping the braces (as Docusaurus does before compiling) leaves the text that
 * remarkHeadingIds reads. Only heading lines change, so line numbers stay true.
 */
export function escapeHeadingIds(text: string): string {
  return text.replace(/^(#{1,6}[ \t].*?)(?<!\\)\{#([^\s{}]+)\}[ \t]*$/gm, '$1\\{#$2\\}')
}
