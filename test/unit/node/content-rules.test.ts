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

describe('pinnedSources', () => {
  const PINS = { pinnedSources: { 'acme/widget-app': 'v1.8.0', 'npm:@acme/editor': '2.0.0' } }
  const cited = (sources: string[], appliesTo = 'Widget 3.1') => {
    const text = `---\ndescription: A sentence long enough to describe it.\napplies_to: ${appliesTo}\nsources:\n${sources.map((s) => `  - ${s}`).join('\n')}\n---\nText.\n`
    return page('/docs/x', text, { description: 'A sentence long enough to describe it.', applies_to: appliesTo, sources })
  }

  it('warns at the line and column of a source citing a pinned repository at another ref', () => {
    const found = checkContent([cited(['acme/widget-app@v1.8.0:app/router.py', 'acme/widget-app@v1.9.3:app/readers/lcms.py'])], PINS)
    expect(found.map((d) => [d.file, d.line, d.column, d.severity, d.ruleId])).toEqual([['docs/docs/x.md', 6, 5, 'warning', 'content-rule']])
    expect(found[0]!.message).toContain('cites acme/widget-app at v1.9.3, but this site describes v1.8.0')
  })

  it('accepts the pinned ref (with or without v), unlisted repositories and a page without pins', () => {
    expect(checkContent([cited(['acme/widget-app@1.8.0:a.py', 'ACME/Widget-App@v1.8.0:b.py', 'other/lib@v0.1.0:c.py', 'npm:@acme/editor@2.0.0:src/x.js'])], PINS)).toEqual([])
    expect(checkContent([cited(['acme/widget-app@v1.9.3:a.py'])])).toEqual([])
  })

  it('reads scoped npm sources and places a repeated entry at each of its lines', () => {
    const found = checkContent([cited(['npm:@acme/editor@2.1.0:src/x.js', 'acme/widget-app@v1.0.0:a.py', 'acme/widget-app@v1.0.0:a.py'])], PINS)
    expect(found.map((d) => `${d.line}:${d.column}`)).toEqual(['5:5', '6:5', '7:5'])
  })

  it('accepts another release that the page names in applies_to', () => {
    expect(checkContent([cited(['acme/widget-app@v1.7.2:a.py'], 'Widget 3.1 (its readers read in widget-app 1.7.2, the nearest readable release)')], PINS)).toEqual([])
    // 1.7.2 is not named by 1.7.20 or 11.7.2.
    expect(checkContent([cited(['acme/widget-app@v1.7.2:a.py'], 'Widget 3.1 with widget-app 1.7.20 and 11.7.2')], PINS)).toHaveLength(1)
  })
})
