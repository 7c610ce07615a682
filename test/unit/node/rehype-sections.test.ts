import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../../../src/node/config/config.js'
import { createProcessor, transformPage } from '../../../src/node/transform/transform.js'
import type { SourceFile } from '../../../src/node/types.js'

const config = resolveConfig({ title: 'Sections', url: 'https://example.org' }, '/tmp/sections/site.config.ts')
const processor = createProcessor(config)
const ctx = { file: '/tmp/sections/docs/page.md', displayPath: 'docs/page.md', route: '/docs/page', base: '/', docsDir: '/tmp/sections/docs', staticDir: '/tmp/sections/static', siteFolders: [], routeOfFile: new Map<string, string>(), addAsset: () => undefined }

function sectionTexts(text: string): string[] {
  const source = { path: ctx.file, relPath: 'page.md', displayPath: ctx.displayPath, text, frontmatter: { title: 'T', description: 'D' }, id: 'page', route: ctx.route, position: undefined, isCategoryIndex: false, dir: '', name: 'page' } as SourceFile
  return transformPage(processor, source, ctx).sections.map((s) => s.text.replace(/\s+/g, ' ').trim())
}

describe('what a page gives the search index', () => {
  it('keeps code in a language and leaves plain-text example blocks out', () => {
    const texts = sectionTexts('Run the backup.\n\n```bash\nchemotion backup --quietly\n```\n\nIt prints a line like this:\n\n```text\nbackup written to zebrafile.tar\n```\n')
    expect(texts.join(' ')).toContain('chemotion backup --quietly')
    expect(texts.join(' ')).toContain('It prints a line like this:')
    expect(texts.join(' ')).not.toContain('zebrafile')
  })
})
