import { createHash } from 'node:crypto'
import { encodeSearchIndex } from '../../shared/search-codec.js'
import { bodiesFileOf, impliedHash, type IndexedPageRow, type IndexedSectionRow, type SearchBodiesFile } from '../../shared/search-format.js'
import { withBase } from '../../shared/url.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import type { OutputFile, Page, SearchSource } from '../types.js'

export interface SearchIndexOutput {
  files: OutputFile[]
  /**
   * Context path ('' for the root) -> URL path without base of its index file. One file serves
   * the whole site: the worker indexes only the pages of the context it searches, so a context
   * gets its own index without a second copy of the text on the wire.
   */
  indexPaths: Record<string, string>
}

/** Docs and the site's Markdown pages, from their content; React pages are code, not text. */
export function toSearchSources(pages: Page[], breadcrumbs: Map<string, { label: string }[]>): SearchSource[] {
  return pages
    .filter((p) => !p.source.frontmatter.unlisted && !(p.source.sitePage && !/\.mdx?$/i.test(p.source.path)))
    .map((p) => ({
      route: p.source.route,
      title: p.title,
      description: p.description,
      keywords: p.keywords,
      breadcrumb: (breadcrumbs.get(p.source.route) ?? []).map((b) => b.label),
      sections: p.sections,
      type: p.source.sitePage ? ('page' as const) : ('doc' as const),
    }))
}

/** Routes never indexed (behaviour A2): the home page, the search page and the 404 page. */
const SKIPPED = new Set(['/', '/search', '/404'])

/**
 * Writes the search index for the docs and pages that config says to index: the index file and
 * its section texts in a second file (see SearchIndexFile), both named by the hash of the whole.
 */
export function buildSearchIndexes(sources: SearchSource[], config: ResolvedConfig): SearchIndexOutput {
  const rows = sources
    .filter((s) => !SKIPPED.has(s.route) && (s.type === 'page' ? config.search.indexPages : config.search.indexDocs))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))
    .map((s) => toPageRow(s, config.base))
  const { bodies = '', ...heads } = encodeSearchIndex(rows)
  const json = JSON.stringify(heads)
  const bodiesJson = JSON.stringify({ v: heads.v, bodies } satisfies SearchBodiesFile)
  const path = `assets/search-index.${createHash('sha256').update(json).update(bodiesJson).digest('hex').slice(0, 8)}.json`
  return { files: [{ path, contents: json }, { path: bodiesFileOf(path), contents: bodiesJson }], indexPaths: { '': `/${path}` } }
}

/** A search source as an index row (exported for tests). */
export function toPageRow(source: SearchSource, base: string): IndexedPageRow {
  const sections = source.sections.map(({ heading, hash, text }): IndexedSectionRow => (hash === impliedHash(heading) ? [heading, text] : [heading, text, hash]))
  // A description made from the first paragraph repeats the text: index it once, as text.
  const intro = source.sections[0]?.heading === '' ? source.sections[0].text : ''
  const description = intro.startsWith(source.description.replace(/…$/, '')) ? '' : source.description
  return [withBase(base, source.route), source.title, source.breadcrumb, description, source.keywords.join(', '), sections]
}
