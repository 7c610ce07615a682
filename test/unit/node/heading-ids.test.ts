import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../../../src/node/config/config.js'
import { createProcessor, transformPage } from '../../../src/node/transform/transform.js'
import type { SourceFile } from '../../../src/node/types.js'

const config = resolveConfig({ title: 'Ids', url: 'https://example.org' }, '/tmp/ids/site.config.ts')
const processor = createProcessor(config)
const ctx = { file: '/tmp/ids/docs/page.md', displayPath: 'docs/page.md', route: '/docs/page', base: '/', docsDir: '/tmp/ids/docs', staticDir: '/tmp/ids/static', siteFolders: [], routeOfFile: new Map<string, string>(), addAsset: () => undefined }

function page(text: string) {
  const source = { path: ctx.file, relPath: 'page.md', displayPath: ctx.displayPath, text, frontmatter: { title: 'T', description: 'D' }, id: 'page', route: ctx.route, position: undefined, isCategoryIndex: false, dir: '', name: 'page' } as SourceFile
  return transformPage(processor, source, ctx)
}

describe('heading ids', () => {
  it('gives an empty heading (`###` alone) no id and no TOC entry, as Docusaurus does', () => {
    const made = page('## Before\n\n###\n\ntext\n\n## After\n')
    expect(made.html).toContain('<h3></h3>')
    expect(made.html).not.toContain('id=""')
    expect(made.toc.map((t) => t.id)).toEqual(['before', 'after'])
  })
})
