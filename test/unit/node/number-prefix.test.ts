import { describe, expect, it } from 'vitest'
import { stripNumberPrefix } from '../../../src/node/collect/number-prefix.js'
import { buildFixture } from '../../helpers.js'

describe('number prefixes, as Docusaurus reads them', () => {
  it('drops a number and its separator, and keeps names that look like a version or a date', () => {
    expect(stripNumberPrefix('01-intro')).toBe('intro')
    expect(stripNumberPrefix('2. Setup')).toBe('Setup')
    expect(stripNumberPrefix('3_shared memory')).toBe('shared memory')
    expect(stripNumberPrefix('10--twice')).toBe('twice')
    expect(stripNumberPrefix('2.0.0')).toBe('2.0.0')
    expect(stripNumberPrefix('1.2-release')).toBe('1.2-release')
    expect(stripNumberPrefix('2024-05-notes')).toBe('2024-05-notes')
    expect(stripNumberPrefix('404')).toBe('404')
    expect(stripNumberPrefix('7-')).toBe('7-')
  })

  it('gives two folders named like versions two routes, and links to them resolve; @theme/PaginatorNavLink renders', async () => {
    const built = await buildFixture('docusaurus-version-named-folders')
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    for (const file of ['docs/reference/1.0.0/api/index.html', 'docs/reference/2.0.0/api/index.html', 'docs/setup/index.html', 'docs/start/index.html', 'docs/2024-05-notes/index.html']) {
      expect(built.writer.files.has(file), file).toBe(true)
    }
    expect(built.writer.read('docs/reference/1.0.0/api/index.html')).toContain('Pump API 1')
    expect(built.writer.read('docs/setup/index.html')).toContain('<a href="/docs/reference/2.0.0/api">API 2</a>')
    // A swizzled paginator's links (@theme/PaginatorNavLink), written here in a page.
    const paging = built.writer.read('docs/paging/index.html')!
    expect(paging).toMatch(/<a href="\/docs\/setup" class="pagination-nav__link pagination-nav__link--prev"><div class="pagination-nav__sublabel">Back to<\/div><div class="pagination-nav__label">Setup<\/div><\/a>/)
    expect(paging).toMatch(/<a href="\/docs\/2024-05-notes" class="pagination-nav__link pagination-nav__link--next"><div class="pagination-nav__label">May notes<\/div><\/a>/)
  })

  it('keeps every name as written with numberPrefixParser: false, and a frontmatter id as given', async () => {
    const built = await buildFixture('docusaurus-number-prefixes-off')
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    for (const file of ['docs/01-intro/index.html', 'docs/02-guides/03-setup/index.html', 'docs/02-guides/04-packing/index.html']) expect(built.writer.files.has(file), file).toBe(true)
    expect(built.writer.read('docs/01-intro/index.html')).toContain('<a href="/docs/02-guides/03-setup">the setup</a>')
    // The folder's sidebar label keeps its number too (it was "Guides"), as written, as Docusaurus shows it.
    expect(built.writer.read('docs/01-intro/index.html')).toContain('aria-expanded="false">02-guides</')
  })
})
