import { createHash } from 'node:crypto'
import lunr from 'lunr'
import type { ResolvedConfig } from './config-schema.js'
import type { OutputFile, SearchSource } from './types.js'

export interface SearchIndexOutput {
  files: OutputFile[]
  /** context path ('' = root) -> index URL path without base, e.g. '/assets/search-index.ab12cd34.json'. */
  indexPaths: Record<string, string>
}

/** Builds the search index files (one per context). Owned by the search work (issue 4). */
export function buildSearchIndexes(sources: SearchSource[], config: ResolvedConfig): SearchIndexOutput {
  const docs = sources.flatMap((s) =>
    s.sections.map((sec) => ({ t: s.title, u: s.route, h: sec.hash, s: sec.heading || s.title, b: s.breadcrumb, text: sec.text })),
  )
  const index = lunr(function () {
    this.ref('i')
    this.field('t')
    this.field('text')
    docs.forEach((d, i) => this.add({ i: String(i), t: d.t, text: d.text }))
  })
  const json = JSON.stringify({ index, docs: docs.map(({ text: _text, ...rest }) => rest) })
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 8)
  const path = `assets/search-index.${hash}.json`
  void config
  return { files: [{ path, contents: json }], indexPaths: { '': `/${path}` } }
}
