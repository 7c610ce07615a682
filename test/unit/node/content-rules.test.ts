import { describe, expect, it } from 'vitest'
import { checkContent, proseWords } from '../../../src/node/check/content-rules.js'
import type { SourceFile } from '../../../src/node/types.js'

const page = (route: string, text: string, frontmatter: Record<string, unknown> = {}): SourceFile =>
  ({ path: `/site/docs${route}.md`, relPath: `${route.slice(1)}.md`, displayPath: `docs${route}.md`, text, frontmatter, id: route, route, position: undefined, isCategoryIndex: false, dir: '', name: route }) as SourceFile

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')
const good = (route: string, n = 300) => page(route, `---\ndescription: A sentence long enough to describe it.\n---\n${words(n)} [a](./a.md) [b](./b.md)\n`, { description: 'A sentence long enough to describe it.' })

// The house rules of a site like this repository's (its site.config.ts contentRules).
const HOUSE = { minWords: { page: 300, overview: 150 }, minLinks: 2 }

describe('checkContent', () => {
  it('passes a page with a description, 300 words and two links', () => {
    expect(checkContent([good('/docs/x')], HOUSE)).toEqual([])
  })

  it('asks no number of words or links of a site without house rules, only a description', () => {
    const short = page('/docs/new', '---\ndescription: A sentence long enough to describe it.\n---\nTen words.\n', { description: 'A sentence long enough to describe it.' })
    expect(checkContent([short])).toEqual([])
    const bare = page('/docs/bare', '---\ntitle: Bare\n---\nText.\n', { title: 'Bare' })
    expect(checkContent([bare]).map((d) => d.message.split(';')[0])).toEqual(['the page has no `description` in its frontmatter'])
  })

  it('takes one number of words for every page, and its own description length', () => {
    const p = good('/docs/a', 40)
    expect(checkContent([p, good('/docs/a/b', 40)], { minWords: 50 }).map((d) => [d.file, d.message])).toEqual([
      ['docs/docs/a.md', '42 words of prose; an overview needs at least 50'],
      ['docs/docs/a/b.md', '42 words of prose; a page needs at least 50'],
    ])
    expect(checkContent([p], { minDescription: 60 }).map((d) => d.message)).toEqual(['the description has 38 characters; write a sentence of more than 60 (search results and cards show it)'])
  })

  it('checks every page it is given: a new 20-word page fails with file and reasons', () => {
    const thin = page('/docs/new', '---\ntitle: New\n---\nTwenty words or so, nothing more.\n', { title: 'New' })
    const found = checkContent([good('/docs/x'), thin], HOUSE)
    expect(found.map((d) => [d.file, d.ruleId, d.message.split(';')[0]])).toEqual([
      ['docs/docs/new.md', 'content-rule', 'the page has no `description` in its frontmatter'],
      ['docs/docs/new.md', 'content-rule', '6 words of prose'],
      ['docs/docs/new.md', 'content-rule', '0 links to other pages'],
    ])
  })

  it('asks 150 words of an overview (a page with pages below it), 300 of others', () => {
    expect(checkContent([good('/docs/a', 160), good('/docs/a/b')], HOUSE)).toEqual([])
    expect(checkContent([good('/docs/a', 160)], HOUSE).map((d) => d.message)).toEqual(['162 words of prose; a page needs at least 300'])
  })

  it('names placeholder words at their line and column, and required frontmatter keys', () => {
    const p = good('/docs/x')
    p.text += 'Setup: TODO\n'
    const found = checkContent([p], { requiredKeys: ['applies_to'] })
    expect(found.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual(['5:8 `TODO` marks unfinished text; finish the passage or remove it', '1:1 the frontmatter has no `applies_to`, which every page of this site sets'])
  })

  it('counts prose without code, link targets or frontmatter', () => {
    expect(proseWords('---\ntitle: T\n---\nOne two [three](./x.md) `four`\n\n```\nfive six\n```\n')).toBe(3)
  })
})
