import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { beforeAll, describe, expect, it } from 'vitest'
import { articleOf, buildFixture } from './helpers.js'

// Lucide's own data, read here apart from src/node/icons.ts: what "an icon of the set" means.
const lucide = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@iconify-json/lucide/icons.json'), 'utf8')) as { icons: Record<string, { body: string }> }
/** The path data of a drawing, in order: the same shapes whatever attributes they carry. */
const pathsOf = (svg: string) => [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1])
const lucidePaths = (name: string) => pathsOf(lucide.icons[name]!.body)

describe('icons-from-the-icon-set: every icon the theme draws is Lucide, inline in the page', () => {
  let page: string
  beforeAll(async () => {
    const { writer, diagnostics } = await buildFixture('icons-from-the-icon-set')
    expect(diagnostics).toEqual([])
    page = writer.read('docs/index.html')!
  })

  it("gives every admonition type its icon of the set, decorative beside the type's title and named under a title of its own", () => {
    const headings = [...articleOf(page).matchAll(/<div class="admonition admonition-(\w+)" role="note"><div class="admonition-heading">(<svg [^>]*>)(.*?)<\/svg>([^<]*)<\/div>/g)]
    const expected = { note: 'info', tip: 'lightbulb', info: 'info', warning: 'triangle-alert', danger: 'flame', caution: 'triangle-alert', important: 'circle-alert' }
    expect(headings.map((h) => h[1])).toEqual([...Object.keys(expected), 'tip'])
    for (const [, type, svg, drawing, title] of headings) {
      expect(pathsOf(drawing!), type).toEqual(lucidePaths(expected[type as keyof typeof expected]))
      if (title === 'Good to know') expect(svg).toBe('<svg class="icon admonition-icon" viewBox="0 0 24 24" focusable="false" role="img" aria-label="Tip">')
      else expect(svg, type).toBe('<svg class="icon admonition-icon" viewBox="0 0 24 24" focusable="false" aria-hidden="true">')
    }
  })

  it('holds one hidden sprite of the icons the scripts draw, outside the hydrated root, and every <use> of the page finds its symbol there', () => {
    const sprite = /<body><script>[^<]*<\/script>(<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" style="display:none" aria-hidden="true">.*?<\/svg>)<div id="__chemdocs"/.exec(page)?.[1]
    expect(sprite).toBeDefined()
    const symbols = new Map([...sprite!.matchAll(/<symbol id="chemdocs-icon-([\w-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map((m) => [m[1]!, m[2]!]))
    // The external-link arrow, the copy button's two states, the menu button, the drawer's close
    // button, the search box's magnifier and, with the switch on, the colour modes.
    expect([...symbols.keys()]).toEqual(['external-link', 'copy', 'check', 'menu', 'x', 'search', 'sun', 'moon', 'monitor'])
    for (const [name, drawing] of symbols) expect(pathsOf(drawing), name).toEqual(lucidePaths(name))
    const uses = [...page.matchAll(/<use href="#chemdocs-icon-([\w-]+)">/g)].map((m) => m[1]!)
    expect(uses.length).toBeGreaterThan(0)
    expect(uses.filter((name) => !symbols.has(name))).toEqual([])
  })

  it("draws the menu button's icon and the search box's magnifier from the sprite, no drawing of their own", () => {
    expect(page).toContain('<button type="button" class="navbar__toggle" aria-label="Toggle navigation bar" aria-expanded="false"><svg class="icon" aria-hidden="true" focusable="false"><use href="#chemdocs-icon-menu"></use></svg></button>')
    expect(page).toContain('<div class="navbar__search" dir="ltr"><svg class="icon navbar__search-icon" aria-hidden="true" focusable="false"><use href="#chemdocs-icon-search"></use></svg><input')
    // The navbar's icons all draw with <use>: no shape of its own anywhere in it.
    const navbar = /<nav aria-label="Main".*?<\/nav>/.exec(page)![0]
    expect(navbar.match(/<(?:path|circle|rect|line|polyline)\b/g)).toBeNull()
  })

  it("draws the colour-mode button's icon from the sprite, the button named by its label", () => {
    expect(page).toContain('<button type="button" class="color-toggle" disabled="" title="light mode" aria-label="Switch between dark and light mode (currently light mode)"><svg class="icon" aria-hidden="true" focusable="false"><use href="#chemdocs-icon-sun"></use></svg></button>')
  })

  it('puts the external-link icon after links to other hosts (navbar, footer, text) and after no other link', () => {
    const icon = '<svg class="icon external-icon" aria-hidden="true" focusable="false"><use href="#chemdocs-icon-external-link"></use></svg>'
    expect(page).toContain(`<a href="https://example.org/code" target="_blank" rel="noopener noreferrer" class="navbar__item navbar__link">Code${icon}<span class="sr-only">(opens in new tab)</span></a>`)
    expect(page).toContain(`<a href="https://forum.example.org" target="_blank" rel="noopener noreferrer" class="footer__link">Forum${icon}<span class="sr-only">(opens in new tab)</span></a>`)
    expect(articleOf(page)).toContain(`<a href="https://example.org/guide" target="_blank" rel="noopener noreferrer">the guide${icon}<span class="sr-only"> (opens in new tab)</span></a>`)
    // Three in all: none after the links inside the site, nor after a link that is a badge image.
    expect(page.split(icon)).toHaveLength(4)
    expect(articleOf(page)).toContain('<a href="#links">this page</a>')
    expect(articleOf(page)).toMatch(/<a href="https:\/\/example\.org\/build" target="_blank" rel="noopener noreferrer"><img [^>]*><span class="sr-only"> \(opens in new tab\)<\/span><\/a>/)
  })

  it('puts the pencil icon of the set before "Edit this page", decorative', () => {
    const edit = /<a class="doc-footer__edit" href="https:\/\/example\.org\/repo\/edit\/main\/docs\/index\.md" target="_blank" rel="noopener noreferrer">(<svg [^>]*>)(.*?)<\/svg>Edit this page<\/a>/.exec(page)
    expect(edit?.[1]).toBe('<svg class="icon doc-footer__edit-icon" viewBox="0 0 24 24" focusable="false" aria-hidden="true">')
    expect(pathsOf(edit![2]!)).toEqual(lucidePaths('square-pen'))
  })
})
