import type { VFile } from 'vfile'
import type { TocItem } from '../../shared/types.js'
import type { Diagnostic } from '../diagnostics.js'
import type { PageImage, PageLink, PageSection } from '../types.js'

/** What the plugins need to know about the site while transforming one page. */
export interface TransformContext {
  /** Absolute path of the markdown file. */
  file: string
  displayPath: string
  /** Route of the page, e.g. '/docs/eln/faq'. */
  route: string
  base: string
  docsDir: string
  staticDir: string
  /** Absolute .md path -> route, for rewriting links to markdown files. */
  routeOfFile: Map<string, string>
  /** Copies an image into the output and returns its URL (with base) and size. */
  addAsset: (absFile: string) => { url: string; width?: number; height?: number } | undefined
}

/** What the plugins extract from one page. */
export interface PageExtract {
  toc: TocItem[]
  anchors: Set<string>
  links: PageLink[]
  images: PageImage[]
  sections: PageSection[]
  firstH1?: string
  firstParagraph?: string
  diagnostics: Diagnostic[]
}

export interface PageFileData {
  ctx: TransformContext
  extract: PageExtract
}

/** Reads the per-page context that transform.ts stores on the VFile. */
export function pageData(file: VFile): PageFileData {
  return file.data as unknown as PageFileData
}
