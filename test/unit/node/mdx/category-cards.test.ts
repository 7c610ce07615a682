import { describe, expect, it } from 'vitest'
import { categoryCards, siteCategoryCards } from '../../../../src/node/transform/mdx/category-cards.js'
import type { SourceFile } from '../../../../src/node/types.js'

function source(relPath: string, extra: Partial<SourceFile> = {}): SourceFile {
  const parts = relPath.replace(/\.mdx?$/, '').split('/')
  const name = parts.pop()!
  const isCategoryIndex = name === 'index'
  return {
    path: `/site/docs/${relPath}`,
    relPath,
    displayPath: `docs/${relPath}`,
    text: '',
    frontmatter: {},
    id: relPath,
    route: '/docs/' + (isCategoryIndex ? parts.join('/') : [...parts, name].join('/')),
    position: undefined,
    isCategoryIndex,
    dir: parts.join('/'),
    name,
    ...extra,
  }
}

describe('categoryCards', () => {
  it('lists folder siblings and direct subfolder indexes, by position then name, with the base', () => {
    const page = source('tools/index.mdx')
    const site = [
      page,
      source('tools/saw.md', { frontmatter: { sidebar_label: 'Saw', description: 'Cuts.' }, position: 1 }),
      source('tools/hammer.md', { frontmatter: { title: 'Hammer' } }),
      source('tools/power/index.md', { frontmatter: { title: 'Power' } }),
      source('tools/power/drill.md'),
      source('other/file-name.md'),
    ]
    expect(categoryCards(page, site, '/chem/')).toEqual([
      { label: 'Saw', href: '/chem/docs/tools/saw', description: 'Cuts.', isCategory: false },
      { label: 'Hammer', href: '/chem/docs/tools/hammer', description: '', isCategory: false },
      { label: 'Power', href: '/chem/docs/tools/power', description: '1 item', isCategory: true },
    ])
  })

  it('gives subfolders without an index page a card, as the sidebar does, with their _category_ label, position and link', () => {
    const page = source('index.mdx')
    const site = [
      page,
      source('intro.md', { position: 5 }),
      source('guides/install.md'),
      source('guides/deep/more.md'),
      source('api/rest.md', { frontmatter: { title: 'REST' } }),
      source('api/graphql.md', { frontmatter: { title: 'GraphQL' } }),
      source('faq/general.md', { frontmatter: { title: 'General questions' } }),
      source('hidden/secret.md', { frontmatter: { unlisted: true } }),
    ]
    const meta: Record<string, object> = {
      guides: { label: 'How-to guides', position: 1, link: { type: 'generated-index', description: 'Step by step.' } },
      api: { position: 2, link: { type: 'doc', id: 'api/rest.md' } },
    }
    const cards = categoryCards(page, site, '/', { routeBasePath: 'docs', categoryOf: (dir) => meta[dir] })
    expect(cards).toEqual([
      { label: 'How-to guides', href: '/docs/category/how-to-guides', description: 'Step by step.', isCategory: true },
      { label: 'Api', href: '/docs/api/rest', description: '2 items', isCategory: true },
      { label: 'Intro', href: '/docs/intro', description: '', isCategory: false },
      // No _category_ file and no index page: the category opens on its first doc.
      { label: 'Faq', href: '/docs/faq/general', description: '1 item', isCategory: true },
    ])
  })

  it('names a doc without a title after its file', () => {
    const page = source('a.mdx')
    expect(categoryCards(page, [page, source('first-steps.md')], '/')[0]?.label).toBe('First steps')
  })

  it('made for a whole site at once, gives every page the cards it gets alone', () => {
    // Nested folders with and without index pages, positions, an unlisted page, _category_ links
    // to a generated index, to a doc in the folder and to a doc in the folder above (whose own
    // cards must leave it out), and a folder whose only page is its index.
    const site = [
      source('index.mdx'),
      source('intro.mdx', { position: 2 }),
      source('setup.mdx', { frontmatter: { title: 'Setup' } }),
      source('guides/index.mdx', { frontmatter: { title: 'Guides' } }),
      source('guides/first.mdx', { position: 1 }),
      source('guides/second.mdx', { frontmatter: { unlisted: true } }),
      source('guides/deep/one.mdx'),
      source('guides/deep/two.mdx', { position: 1 }),
      source('guides/deep/deeper/three.mdx'),
      source('api/rest.mdx'),
      source('api/graphql.mdx'),
      source('faq/index.mdx'),
      source('moved/elsewhere.mdx'),
    ]
    const meta: Record<string, object> = {
      api: { position: 1, link: { type: 'doc', id: 'api/rest.mdx' } },
      'guides/deep': { label: 'In depth', link: { type: 'generated-index' } },
      moved: { link: { type: 'doc', id: 'setup.mdx' } },
    }
    const folders = { routeBasePath: 'docs', categoryOf: (dir: string) => meta[dir] }
    const cardsOf = siteCategoryCards(site, '/base/', folders)
    for (const page of site) expect(cardsOf(page), page.relPath).toEqual(categoryCards(page, site, '/base/', folders))
    // The page a folder links to is left out of its own cards: that folder's card then opens on its first doc.
    expect(cardsOf(site[2]!).find((c) => c.label === 'Moved')?.href).toBe('/base/docs/moved/elsewhere')
  })
})
