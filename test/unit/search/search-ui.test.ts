import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { SearchHit } from '../../../src/shared/search-protocol.js'
import type { SiteData } from '../../../src/shared/types.js'
import { SiteContext } from '../../../templates/context.js'
import { SearchBox } from '../../../templates/search/SearchBox.js'
import { hitLines, SearchHitRow } from '../../../templates/search/SearchHitRow.js'
import { SearchResultItem } from '../../../templates/search/SearchResultItem.js'
import { SearchPage } from '../../../templates/search/SearchPage.js'
import { detectMac, matchesShortcut, nextOption, parseShortcut, shortcutKeys } from '../../../templates/search/search-keys.js'
import { contextOfPath, highlightTermsOf, hitUrl, isInContext, searchPageUrl, validContext, withoutHighlight } from '../../../templates/search/search-urls.js'
import { toOptions } from '../../../templates/search/useSearchBox.js'
import { validVersion } from '../../../templates/search/search-version.js'

const contexts = [
  { label: 'ELN', path: 'docs/eln' },
  { label: 'Repository', path: 'docs/repo' },
  { label: 'Devices', path: 'docs/eln/devices' },
]
const site = { base: '/', title: 'Chemotion', version: { name: 'current', label: 'Next', isLast: true, path: '/docs', mainDocId: 'welcome' }, search: { resultLimit: 8, contextMaxLength: 50, highlight: true, shortcut: 'mod+k', shortcutHint: true, contexts, indexUrls: {}, workerUrl: '' } } as unknown as SiteData
const hit: SearchHit = { type: 'content', t: 'Pick peaks in the 13C spectrum.', u: '/docs/eln/nmr', h: '#peaks', s: 'Peak picking', b: ['ELN'], p: 'NMR', m: [[18, 21]], terms: ['13c', 'peak'] }

describe('shortcut', () => {
  it('is Cmd+K on macOS and Ctrl+K elsewhere, with exactly those modifiers', () => {
    const other = parseShortcut('mod+k', false)
    expect(other).toEqual({ key: 'k', ctrl: true, meta: false, alt: false, shift: false })
    expect(shortcutKeys(other, false)).toEqual(['ctrl', 'K'])
    expect(shortcutKeys(parseShortcut('mod+k', true), true)).toEqual(['⌘', 'K'])
    expect(shortcutKeys(parseShortcut('alt+shift+s', true), true)).toEqual(['⌥', '⇧', 'S'])
    const key = { key: 'K', ctrlKey: true, metaKey: false, altKey: false, shiftKey: false }
    expect(matchesShortcut(key, other)).toBe(true)
    expect(matchesShortcut({ ...key, shiftKey: true }, other)).toBe(false)
    expect(matchesShortcut({ ...key, key: 'j' }, other)).toBe(false)
  })

  it('detects macOS from client hints, then the user agent, then the platform', () => {
    expect(detectMac({ userAgentData: { platform: 'macOS' }, userAgent: '', platform: '' })).toBe(true)
    expect(detectMac({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', platform: '' })).toBe(true)
    expect(detectMac({ userAgent: '', platform: 'MacIntel' })).toBe(true)
    expect(detectMac({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', platform: 'Linux' })).toBe(false)
  })
})

describe('nextOption', () => {
  it('moves down and up, wrapping, and ignores other keys', () => {
    expect(nextOption('ArrowDown', -1, 3)).toBe(0)
    expect(nextOption('ArrowDown', 2, 3)).toBe(0)
    expect(nextOption('ArrowUp', 0, 3)).toBe(2)
    expect(nextOption('ArrowUp', 2, 3)).toBe(1)
    expect(nextOption('a', 0, 3)).toBeUndefined()
    expect(nextOption('ArrowDown', -1, 0)).toBeUndefined()
  })
})

describe('search URLs', () => {
  it('open a hit with one _highlight per term, then its hash', () => {
    expect(hitUrl(hit, true)).toBe('/docs/eln/nmr?_highlight=13c&_highlight=peak#peaks')
    expect(hitUrl(hit, false)).toBe('/docs/eln/nmr#peaks')
    expect(hitUrl({ ...hit, terms: ['a b&c'], h: '' }, true)).toBe('/docs/eln/nmr?_highlight=a+b%26c')
  })

  it('lead to the search page with q and ctx', () => {
    expect(searchPageUrl('/', 'nmr & ms', '')).toBe('/search/?q=nmr+%26+ms')
    expect(searchPageUrl('/chem/', 'nmr', 'docs/eln')).toBe('/chem/search/?q=nmr&ctx=docs%2Feln')
  })

  it('read and remove the highlight terms, keeping other parameters and the hash', () => {
    expect(highlightTermsOf('?_highlight=nmr&x=1&_highlight=13c&_highlight=')).toEqual(['nmr', '13c'])
    expect(withoutHighlight('/docs/a', '?_highlight=nmr&x=1', '#h')).toBe('/docs/a?x=1#h')
    expect(withoutHighlight('/docs/a', '?_highlight=nmr', '')).toBe('/docs/a')
  })

  it('read the version by name or path, and take the site\'s version for an unknown one', () => {
    expect(['current', 'docs', 'docs/', '/docs/', 'bogus', '', null].map((v) => validVersion(site, v))).toEqual(Array(7).fill('current'))
    const two = { ...site, version: { ...site.version, name: 'v2', path: '/docs/v2' } }
    expect(['v2', 'docs/v2/', 'current', null].map((v) => validVersion(two, v))).toEqual(Array(4).fill('v2'))
  })

  it('find the most specific context of a page, and accept only configured ctx values', () => {
    expect(contextOfPath(site, '/docs/eln/ui/samples')?.label).toBe('ELN')
    expect(contextOfPath(site, '/docs/eln/devices/nmr')?.label).toBe('Devices')
    expect(contextOfPath(site, '/docs/eln')?.label).toBe('ELN')
    expect(contextOfPath(site, '/docs/elnx')).toBeUndefined()
    expect(contextOfPath(site, '/docs')).toBeUndefined()
    expect(validContext(site, 'docs/repo')?.label).toBe('Repository')
    expect(validContext(site, 'docs/nope')).toBeUndefined()
    expect(validContext(site, null)).toBeUndefined()
  })
})

describe('dropdown footer', () => {
  const eln = contexts[0]!
  const rows = (...urls: string[]) => ({ hits: urls.map((u) => ({ ...hit, u })), pages: urls.length })
  const footer = (result: ReturnType<typeof rows>, context: typeof eln | null = eln) =>
    toOptions(site, 'nmr', context ?? undefined, result).flatMap((o) => (o.kind === 'all' ? [`${o.text} ${o.href}`] : []))

  it('offers all results within the reader\'s section and outside it, as the hits show', () => {
    expect(footer(rows('/docs/eln/nmr', '/docs/eln/devices/nmr#a', '/docs/repo/doi'))).toEqual(['See all results within "ELN" /search/?q=nmr&ctx=docs%2Feln', 'See all results outside "ELN" /search/?q=nmr'])
    expect(footer(rows('/docs/eln/nmr'))).toEqual(['See all results within "ELN" /search/?q=nmr&ctx=docs%2Feln'])
    expect(footer(rows('/helpdesk', '/docs/elnx/a'))).toEqual(['See all results outside "ELN" /search/?q=nmr'])
    expect(footer(rows('/docs/eln/nmr'), null)).toEqual(['See all results /search/?q=nmr'])
    expect(toOptions(site, 'nmr', eln, rows())).toEqual([])
    expect(toOptions(site, 'nmr', eln, null)).toEqual([])
  })

  it('counts a page as within a context by its path, whatever its query and hash', () => {
    expect(isInContext(site, '/docs/eln/devices/nmr?_highlight=x#y', eln)).toBe(true)
    expect(isInContext(site, '/docs/eln', eln)).toBe(true)
    expect(isInContext(site, '/docs/elnx', eln)).toBe(false)
    expect(isInContext({ ...site, base: '/chem/' }, '/chem/docs/eln/nmr', eln)).toBe(true)
  })
})

describe('suggestion lines', () => {
  const text = (segments: { text: string; mark: boolean }[]) => segments.map((s) => (s.mark ? `[${s.text}]` : s.text)).join('')

  it('show, per hit type, a snippet or the page title, and the page or breadcrumb', () => {
    expect(hitLines(hit, 50)).toEqual({ title: expect.any(Array), path: expect.any(Array) })
    expect(text(hitLines(hit, 50).title)).toBe('Pick peaks in the [13C] spectrum.')
    expect(text(hitLines(hit, 50).path)).toBe('NMR › [Peak] picking')
    expect(text(hitLines({ ...hit, type: 'title', t: 'NMR', m: [[0, 3]], s: '' }, 50).path)).toBe('ELN')
    expect(text(hitLines({ ...hit, type: 'keywords', t: 'NMR, 13C', m: [[5, 8]], s: 'NMR' }, 50).title)).toBe('NMR')
    expect(text(hitLines({ ...hit, type: 'heading', t: 'Peak picking', m: [[0, 4]], s: 'NMR' }, 50).path)).toBe('NMR')
  })
})

describe('server rendering', () => {
  const render = (element: ReturnType<typeof createElement>) => renderToString(createElement(SiteContext.Provider, { value: site }, element))

  it('renders the search box closed and empty, with the ARIA combobox and the hint', () => {
    const html = render(createElement(SearchBox))
    expect(html).toContain('placeholder="Search"')
    expect(html).toContain('role="combobox"')
    expect(html).toContain('aria-expanded="false"')
    expect(html).toContain('aria-controls="search-suggestions"')
    // aria-controls points to a (hidden, empty) listbox before the live box takes over.
    expect(html).toMatch(/<ul id="search-suggestions" role="listbox"[^>]*hidden=""><\/ul>/)
    expect(html).toContain('<kbd>ctrl</kbd><kbd>K</kbd>')
  })

  it('renders the search page without a query', () => {
    const html = render(createElement(SearchPage))
    expect(html).toContain('<h1>Search the documentation</h1>')
    expect(html).toContain('name="q"')
    expect(html).toContain('<select id="context-selector"')
    expect(html).toContain('<option value="" selected="">Everywhere</option>')
    expect(html).toContain('<option value="docs/eln/devices">Devices</option>')
  })

  // Index text is the page's text, markup-like parts included ('<app container name>'): it must
  // come out as text in every hit type, marked parts as well.
  it.each(['title', 'keywords', 'heading', 'description', 'content'] as const)('escapes markup in the fields of a %s hit', (type) => {
    const script = '<script>alert(1)</script>'
    const markup: SearchHit = { type, t: `Use ${script} <img src=x onerror=alert(2)>`, u: '/docs/x', h: '', s: `<b>${script}</b>`, b: [`<i>${script}</i>`], p: `<p>${script}</p>`, m: [[4, 12]], terms: ['script'] }
    const noop = () => undefined
    for (const html of [
      render(createElement(SearchHitRow, { hit: markup, id: 'h', href: '/docs/x', active: false, maxLength: 200, onSelect: noop, onHover: noop })),
      render(createElement(SearchResultItem, { hit: markup, href: '/docs/x', onOpen: noop })),
    ]) {
      expect(html).not.toMatch(/<(script|img)[\s>]|<(b|i|p)>/)
      expect(html).toContain('&lt;')
      expect(html).not.toContain('<script')
    }
  })
})
