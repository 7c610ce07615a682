import type { VFile } from 'vfile'
import type { TocItem } from '../../../shared/types.js'
import type { Diagnostic } from '../../diagnostics.js'
import type { PageImage, PageLink, PageSection } from '../../types.js'

/** Docusaurus' prefix of a URL path used as written (no base URL, no check): `pathname:///files/x.zip`. */
export const PATHNAME = 'pathname://'

/** What the plugins need to know about the site while transforming one page. */
export interface TransformContext {
  /** Absolute path of the markdown file. */
  file: string
  displayPath: string
  /** Route of the page, e.g. '/docs/eln/faq'. */
  route: string
  base: string
  /** The site folder (the config's), for `@site/` paths. */
  root: string
  /**
   * The site's trailingSlash: false resolves a relative URL link against the page's parent, as the
   * browser does on `/docs/x`; true or unset (chemdocs' earlier rule) against the page itself.
   */
  trailingSlash?: boolean
  /** The page's URL is a folder (a Docusaurus index doc's `/docs/x/`), whatever trailingSlash says. */
  urlIsFolder?: boolean
  docsDir: string
  staticDir: string
  /** The folders images may come from (see site-image.ts). */
  siteFolders: readonly string[]
  /**
   * Absolute .md path -> route, for rewriting links to markdown files. Read it through routeOf()
   * and markdownFiles() below, which note what the page depended on for the dev cache.
   */
  routeOfFile: ReadonlyMap<string, string>
  /** What site code reads through `@docusaurus/useGlobalData` (MDX and React pages only). */
  globalData?: Record<string, unknown>
  /** The site's Root and Layout overrides, which MDX pages render inside (see mdx/site-wrappers.ts). */
  siteWrappers?: readonly string[]
  /** Copies an image into the output and returns its URL (with base) and size. */
  addAsset: (absFile: string) => { url: string; width?: number; height?: number } | undefined
  /** Set when the site draws ```mermaid blocks as diagrams: the library's URL and the themes. */
  mermaid?: { libraryUrl: string; theme: { light: string; dark: string } }
}

/** What the plugins extract from one page. */
export interface PageExtract {
  toc: TocItem[]
  anchors: Set<string>
  links: PageLink[]
  images: PageImage[]
  sections: PageSection[]
  firstH1?: string
  /** The title's h1 stays in the body (other content stands before it): the template adds none. */
  h1InBody?: boolean
  firstParagraph?: string
  diagnostics: Diagnostic[]
  routeReads: RouteReads
  /** Stylesheets the page's components import (absolute files; see component-css.ts). */
  stylesheets: string[]
}

/**
 * What a page's output depends on in the site's set of routes: each markdown file it looked up
 * (with the route found, null for none), or 'all' when it read the whole list (a broken link's
 * suggestion). Adding a page to the site changes no page whose reads are unchanged.
 */
export type RouteReads = [file: string, route: string | null][] | 'all'

export interface PageFileData {
  ctx: TransformContext
  extract: PageExtract
}

/** Reads the per-page context that transform.ts stores on the VFile. */
export function pageData(file: VFile): PageFileData {
  return file.data as unknown as PageFileData
}

/**
 * The route of a markdown file of the site, noted as a dependency of the page. Paths are compared
 * in NFC: a link typed on one system finds a file whose name another (macOS: NFD) decomposed.
 */
export function routeOf(data: PageFileData, file: string): string | undefined {
  const key = file.normalize('NFC')
  const route = data.ctx.routeOfFile.get(key)
  if (data.extract.routeReads !== 'all') data.extract.routeReads.push([key, route ?? null])
  return route
}

/** Every markdown file of the site: the page now depends on all of them. */
export function markdownFiles(data: PageFileData): string[] {
  data.extract.routeReads = 'all'
  return [...data.ctx.routeOfFile.keys()]
}
