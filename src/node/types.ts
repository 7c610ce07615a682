import type { Diagnostic } from './diagnostics.js'
import type { Frontmatter } from './collect/frontmatter.js'
import type { NavLink, PageData, TocItem } from '../shared/types.js'
import type { RouteReads } from './transform/markdown/context.js'

/** A markdown file found under docs/, before transformation. */
export interface SourceFile {
  /** Absolute path. */
  path: string
  /** Path relative to the docs folder, with '/' separators. */
  relPath: string
  /** Path shown in messages (relative to the working directory). */
  displayPath: string
  /**
   * In a locale's build, the same page's file in the other tree: the default locale's file of a
   * translation, or where the translation of an untranslated file would be (see translated-file.ts).
   */
  otherPath?: string
  /** The whole file text (frontmatter included, so positions stay true). */
  text: string
  frontmatter: Frontmatter
  /** Doc id: relPath without extension and number prefixes, or the frontmatter id. */
  id: string
  /** Final route, e.g. '/docs/eln/faq'. */
  route: string
  /** Sidebar position from frontmatter, if any. */
  position: number | undefined
  /** True for index.md (or a doc named like its folder): the category's own page. */
  isCategoryIndex: boolean
  /** The page's URL is a folder (`/docs/x/` in Docusaurus): relative links resolve inside it. */
  urlIsFolder?: boolean
  /** Folder of the doc, relative to docs/ ('' for the root). */
  dir: string
  /** Sort name without number prefix. */
  name: string
  /** With `docs.namesAsWritten`: the title of the page when it has neither a title nor a first heading (its id or file name, as written). */
  titleAsWritten?: string
  /** True for a page of the site's pages folder (no sidebar, its own route); else a doc. */
  sitePage?: boolean
  /** A post of the blog (a site page too): its date, authors and tags. */
  blogPost?: BlogPostMeta
}

/** An author of blog posts, from `authors.yml` or written in the post. */
export interface BlogAuthor {
  /** The key in authors.yml, for an author page. */
  key?: string
  name: string
  title?: string
  url?: string
  imageUrl?: string
  /** authors.yml asks for a page listing the author's posts. */
  page: boolean
  /** That page's own path below `/blog/authors` (authors.yml `page: { permalink }`). */
  permalink?: string
}

/** What a blog post has besides its page: what the list, tag and author pages show of it. */
export interface BlogPostMeta {
  /** ISO date (from the frontmatter, else the file name, else the file's time). */
  date: string
  authors: BlogAuthor[]
  tags: { label: string; permalink: string }[]
  /** Its list pages show only what stands above `<!-- truncate -->` (or `{/* truncate *\/}`). */
  truncated: boolean
  /** Published at its URL but left out of the list, tag, author and archive pages. */
  unlisted: boolean
  /** Minutes to read it (see reading-time.ts), when the blog shows reading times. */
  readingTime?: number
  /** Its "Edit this page" URL (the blog's `editUrl`, or frontmatter `custom_edit_url`). */
  editUrl?: string
}

/** A `_category_.yml` / `_category_.json` file, resolved. */
export interface CategoryMeta {
  dir: string
  label?: string
  position?: number
  /** Unset: the site's default (`docs.sidebarCollapsible`, `docs.sidebarCollapsed`). */
  collapsible?: boolean
  collapsed?: boolean
  link?: { type: 'generated-index'; slug?: string; title?: string; description?: string } | { type: 'doc'; id: string }
  displayPath?: string
}

/** A link found in a page, with its place in the source. */
export interface PageLink {
  /** Route-absolute target path without base, e.g. '/docs/eln/faq' ('' for same-page). */
  path: string
  hash: string
  /** As written in the source. */
  raw: string
  line: number
  column: number
  /** Display path of the file it is written in, when not the page's own (an MDX partial). */
  file?: string
}

/** An image found in a page. */
/** An image the page shows or a file it links to (`[report](./report.pdf)`): a file it publishes. */
export interface PageImage {
  raw: string
  /** Absolute file path it should come from. */
  file: string
  line: number
  column: number
}

/** One search section: a heading and the text under it. */
export interface PageSection {
  heading: string
  /** '#id' or '' for the intro section under the title. */
  hash: string
  text: string
}

/** A transformed doc. */
export interface Page {
  source: SourceFile
  title: string
  /**
   * The page's own leading `# Heading` when it has a frontmatter title too: shown as the h1, as
   * Docusaurus shows it, while the title names the page (tab, sidebar, search).
   */
  heading?: string
  /** The h1 is part of the article HTML (see PageExtract.h1InBody): the template renders none. */
  h1InBody?: boolean
  /** Its text has no h1 of its own (its title comes from the frontmatter or the file name). */
  untitledText?: boolean
  /** A React page named itself by rendering a title (Docusaurus' `<Layout title>`): see PageData.ownTitle. */
  ownTitle?: boolean
  description: string
  keywords: string[]
  html: string
  toc: TocItem[]
  anchors: Set<string>
  links: PageLink[]
  images: PageImage[]
  sections: PageSection[]
  diagnostics: Diagnostic[]
  /** Which routes of the site the page's output depends on (see RouteReads). */
  routeReads: RouteReads
  /** Stylesheets its components import (absolute files), for the site's component stylesheet. */
  stylesheets?: string[]
}

/** A file to write into the output folder. */
export interface OutputFile {
  path: string
  contents: string | Uint8Array
  /** What it was made from, when the next build may take it from this output instead (see FsWriter.reuse). */
  key?: string
  /** The folders of the installed packages whose code it holds (an island chunk's), for the site's licence notices. */
  packages?: string[]
}

/** A file of the output that is a site file copied as it is (static/): copied by the disk, never read into memory. */
export interface CopiedFile {
  path: string
  /** The absolute file to copy. */
  copyOf: string
  size: number
}

/** Input for the search index: one entry per indexed route. */
export interface SearchSource {
  route: string
  title: string
  description: string
  keywords: string[]
  /** Category labels above the page (sidebar breadcrumb). */
  breadcrumb: string[]
  sections: PageSection[]
  type: 'doc' | 'page'
}

/** The site model built from all pages. */
export interface Site {
  pages: Page[]
  /** All routes that render a page, with what they show. */
  routes: Map<string, PageData>
  /** route -> anchors present on that route. */
  anchors: Map<string, Set<string>>
  diagnostics: Diagnostic[]
  breadcrumbs: Map<string, NavLink[]>
}

export interface StageEvent {
  stage: string
  phase: 'start' | 'end'
  ms?: number
}

export interface BuildResult {
  pages: number
  /** How many files were written. */
  files: number
  diagnostics: Diagnostic[]
  timings: Record<string, number>
  /** Bytes written (production builds; 0 in dev). */
  bytes: number
}

/** Where something is written: a file shown as in messages, 1-based line and column. */
export interface SourcePlace {
  file: string
  line: number
  column: number
}

/**
 * One item of a hand-written sidebar (a `sidebars.js` file), normalised: shorthands expanded, each
 * doc id with the place it is written, so a missing one is reported there.
 */
export type SidebarEntry =
  /** A doc; `ref` links it without making this the sidebar the doc is shown with. */
  | { type: 'doc'; id: string; label?: string; ref: boolean; at: SourcePlace }
  | { type: 'link'; label: string; href: string }
  /** Markup of the site's own, shown as is. */
  | { type: 'html'; value: string }
  | {
      type: 'category'
      label: string
      items: SidebarEntry[]
      link?: { type: 'doc'; id: string; at: SourcePlace } | { type: 'generated-index'; slug?: string; title?: string; description?: string }
      collapsed?: boolean
      collapsible?: boolean
    }
  /** The folder sidebar of `dirName` (relative to the docs folder; '.' for all of it), inlined. */
  | { type: 'autogenerated'; dirName: string; at: SourcePlace }

/** The sidebars a site writes by hand, by name, in the order written. */
export type SidebarSpecs = Map<string, SidebarEntry[]>

/** One docs folder (docs instance) as the pages that read the docs' global data see it. */
export interface DocsInstanceDocs {
  /** Its plugin id (`default` for the site's docs folder). */
  id: string
  /** The docs' URL prefix below the base (`docs`, or `/` for docs at the site root). */
  routeBasePath: string
  version: { name: string; label: string; mainDocId?: string | undefined }
  /** The docs in sidebar order: id, route (below the base) and absolute file path (markdown links to them resolve). */
  docs: readonly { id: string; route: string; path: string }[]
}
