import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser, waitForHydration, type WatchedPage } from './browser.js'

// Local search in the built site (issue 4): the search box, the search page and highlighting.
const site = inject('siteUrl')
const browser = useBrowser()

const INPUT = '.navbar__search-input'

async function open(path: string): Promise<WatchedPage> {
  const w = await openPage(browser())
  await w.page.goto(site + path)
  await waitForHydration(w.page)
  return w
}

/** Types into the search box and waits for the suggestions of exactly that text. */
async function typeQuery(page: Page, text: string): Promise<void> {
  await page.click(INPUT)
  await page.keyboard.type(text)
  await page.waitForSelector('.search-dropdown:not([hidden])')
}

/** expect.poll with room for a busy machine (the worker starts and indexes on first use). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 })

/** One query for each kind of syntax error, and the message it must show. */
const SYNTAX_ERRORS: [string, RegExp][] = [
  ['colour:red', /Unknown field "colour"/],
  ['title:', /Expected a search term after "title:"/],
  ['sample~x', /edit distance after "~" must be a number/],
  ['sample~5', /edit distance after "~" can be at most 2/],
  ['sample^', /boost after "\^" must be a number/],
]

const suggestions = (page: Page) => page.locator('#search-suggestions [role="option"]')

/** The pages of the suggestions shown, in order. */
const pagesShown = async (page: Page) => [...new Set(await page.locator('#search-suggestions .search-hit').evaluateAll((rows) => rows.map((row) => new URL(row.getAttribute('data-href')!, location.href).pathname)))]

describe('search box', () => {
  it('shows the placeholder and the ctrl K hint, and mod+k focuses it', async () => {
    const w = await open('/docs')
    const input = w.page.locator(INPUT)
    expect(await input.getAttribute('placeholder')).toBe('Search')
    expect(await input.getAttribute('role')).toBe('combobox')
    expect(await w.page.locator('.navbar__search-hint kbd').allTextContents()).toEqual(['ctrl', 'K'])
    await w.page.keyboard.press('Control+k')
    expect(await w.page.evaluate(() => document.activeElement?.classList.contains('navbar__search-input'))).toBe(true)
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('lists at most 8 suggestions grouped by page, marks the terms and selects the first', async () => {
    const w = await open('/docs')
    await typeQuery(w.page, 'nmr')
    await poll(() => suggestions(w.page).count()).toBeGreaterThan(1)
    const hits = w.page.locator('#search-suggestions .search-hit')
    expect(await hits.count()).toBeLessThanOrEqual(8)
    expect(await hits.first().getAttribute('aria-selected')).toBe('true')
    expect(await w.page.locator(INPUT).getAttribute('aria-activedescendant')).toBe('search-suggestion-0')
    expect((await hits.first().locator('mark').first().textContent())?.toLowerCase()).toBe('nmr')
    // A page's title row is followed by its sections, drawn as a tree.
    expect(await w.page.locator('.search-hit .search-icon--tree-last').count()).toBeGreaterThan(0)
    expect(await w.page.locator('.search-dropdown__footer').textContent()).toBe('See all results')
    await w.context.close()
  })

  it('moves with the arrow keys, opens the hit with Enter and marks the terms on the target page', async () => {
    const w = await open('/docs')
    await typeQuery(w.page, 'wellplate')
    await poll(() => suggestions(w.page).count()).toBeGreaterThan(2)
    await w.page.keyboard.press('ArrowDown')
    expect(await w.page.locator(INPUT).getAttribute('aria-activedescendant')).toBe('search-suggestion-1')
    const href = (await suggestions(w.page).nth(1).getAttribute('data-href'))!
    expect(href).toMatch(/^\/docs\/.+\?_highlight=[^&]+.*#.+/)
    await w.page.keyboard.press('Enter')
    await w.page.waitForURL(site + href)
    await poll(() => w.page.locator('article mark[data-markjs]').count()).toBeGreaterThan(0)
    expect(await w.page.locator(INPUT).inputValue()).toBe('wellplate')
    expect(await w.page.locator('.search-dropdown').isHidden()).toBe(true)
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('closes on Escape and on blur, and ignores blank input', async () => {
    const w = await open('/docs')
    await typeQuery(w.page, 'doi')
    await w.page.keyboard.press('Escape')
    expect(await w.page.locator('.search-dropdown').isHidden()).toBe(true)
    expect(await w.page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT')
    await typeQuery(w.page, ' orcid')
    await w.page.click('article h1')
    expect(await w.page.locator('.search-dropdown').isHidden()).toBe(true)
    await w.page.fill(INPUT, '   ')
    await w.page.waitForTimeout(300)
    expect(await w.page.locator('.search-dropdown').isHidden()).toBe(true)
    await w.context.close()
  })

  it('shows the loading ring while the index loads after text was typed', async () => {
    const w = await open('/docs')
    let release!: () => void
    const released = new Promise<void>((r) => (release = r))
    await w.page.route('**/assets/search-index.*', async (route) => {
      await released
      await route.continue()
    })
    await w.page.click(INPUT)
    expect(await w.page.locator('.search-loading-ring').count()).toBe(0)
    await w.page.keyboard.type('sample')
    await w.page.waitForSelector('.navbar__search .search-loading-ring')
    release()
    await w.page.waitForSelector('#search-suggestions .search-hit')
    // Titles and headings answer first; the ring stays until the section texts are indexed too.
    await poll(() => w.page.locator('.navbar__search .search-loading-ring').count()).toBe(0)
    await w.context.close()
  })

  it('fetches the section texts only once a query has been answered, and then finds words only they hold', async () => {
    const w = await open('/docs')
    const fetched: string[] = []
    await w.page.route(/\/assets\/search-(index|bodies)\.[0-9a-f]+\.json$/, async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response })
      fetched.push(new URL(route.request().url()).pathname.replace(/\.[0-9a-f]+\.json$/, ''))
    })
    // Opened with no query: the titles and headings, and nothing more however long it stays open.
    await w.page.click(INPUT)
    await poll(() => fetched).toEqual(['/assets/search-index'])
    await w.page.waitForTimeout(1000)
    expect(fetched).toEqual(['/assets/search-index'])
    await w.page.keyboard.type('nmr')
    await poll(() => suggestions(w.page).count()).toBeGreaterThan(0)
    await poll(() => fetched).toEqual(['/assets/search-index', '/assets/search-bodies'])
    // 'pgcrypto' is only in a section text of the architecture page.
    await w.page.fill(INPUT, 'pgcrypto')
    await poll(() => pagesShown(w.page)).toContain('/docs/development/architecture')
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('finds a word only the section texts hold as the first query, without saying "No results" first', async () => {
    const w = await open('/docs')
    const said: string[] = []
    await w.page.exposeFunction('reportEmpty', (text: string) => said.push(text))
    await w.page.evaluate(() => {
      new MutationObserver(() => {
        const empty = document.querySelector('.search-dropdown:not([hidden]) .search-dropdown__empty')
        if (empty) (window as unknown as { reportEmpty: (t: string) => void }).reportEmpty(empty.textContent ?? '')
      }).observe(document.body, { subtree: true, childList: true, attributes: true })
    })
    await w.page.click(INPUT)
    await w.page.keyboard.type('pgcrypto')
    await poll(() => pagesShown(w.page)).toContain('/docs/development/architecture')
    expect(said).toEqual([])
    await w.context.close()
  })

  it('finds every page from every page: the whole site, the section being read first', async () => {
    // From an ELN page: the site's own pages and another section's pages.
    const w = await open('/docs/eln/admin/user_management')
    for (const [query, page] of [
      ['helpdesk', '/helpdesk'],
      ['ComPlat', '/about'],
      // 'About Us' is all stop words, which the index leaves out: found by its title's text.
      ['About', '/about'],
      ['about us', '/about'],
      ['ChemSpectra peak picking', '/docs/services/chemspectra/nmr'],
    ]) {
      await w.page.fill(INPUT, query)
      await poll(() => pagesShown(w.page)).toContain(page)
    }
    const footer = w.page.locator('.search-dropdown__footer')
    expect(await footer.allTextContents()).toContain('See all results outside "ELN"')
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('offers the results within the section and outside it in the footer', async () => {
    const w = await open('/docs/repo/doi')
    await typeQuery(w.page, 'spinsolve')
    const footer = w.page.locator('.search-dropdown__footer')
    await poll(() => pagesShown(w.page)).toContain('/docs/eln/devices/nmr/magritek_spinsolve')
    expect(await footer.allTextContents()).toEqual(['See all results outside "Repository"'])
    await w.page.fill(INPUT, 'doi ')
    await poll(() => footer.allTextContents()).toContain('See all results within "Repository"')
    await footer.filter({ hasText: 'within' }).click()
    await w.page.waitForURL(/\/search\/\?q=doi\+&ctx=docs%2Frepo$/)
    await poll(() => w.page.locator('.search-result').count()).toBeGreaterThan(0)
    await w.context.close()
  })

  it('ranks the section being read first when matches are about as good', async () => {
    // Four pages have 'settings' in their title; the reader's section decides which comes first.
    const firstPage = async (path: string) => {
      const w = await open(path)
      await typeQuery(w.page, 'settings ')
      await poll(() => pagesShown(w.page).then((p) => p.length)).toBeGreaterThan(1)
      const [first] = await pagesShown(w.page)
      await w.context.close()
      return first
    }
    expect(await firstPage('/docs/eln/admin/text_template')).toBe('/docs/eln/admin/novnc_settings')
    expect(await firstPage('/docs/repo/doi')).toBe('/docs/repo/settings_preparation')
    expect(await firstPage('/docs/labimotion/preparation')).toMatch(/^\/docs\/labimotion\/designer\/components\/.+\/restriction-setting$/)
  })

  it('explains query syntax errors instead of failing silently', async () => {
    const w = await open('/docs')
    const message = w.page.locator('.search-dropdown__message--error')
    await w.page.click(INPUT)
    for (const [query, expected] of SYNTAX_ERRORS) {
      await w.page.fill(INPUT, query)
      await poll(() => message.textContent()).toMatch(expected)
    }
    await w.page.fill(INPUT, 'title:nmr -bruker')
    await poll(() => w.page.locator('#search-suggestions .search-hit').count()).toBeGreaterThan(0)
    expect(await message.count()).toBe(0)
    await w.context.close()
  })

  it('shows the hit type icons and cuts snippets to contextMaxLength (50) characters', async () => {
    const w = await open('/docs')
    await typeQuery(w.page, 'wellplate')
    const rows = w.page.locator('#search-suggestions .search-hit')
    await poll(() => rows.count()).toBe(8)
    // Title and keywords rows show a page, headings a heading, section texts a paragraph.
    for (const icon of ['page', 'heading', 'paragraph']) expect(await rows.locator(`.search-icon--${icon}`).count()).toBeGreaterThan(0)
    const snippets = await rows
      .filter({ has: w.page.locator('.search-icon--heading, .search-icon--paragraph') })
      .locator('.search-hit__title')
      .allTextContents()
    expect(snippets.length).toBeGreaterThan(2)
    // At most 50 characters of text, plus an ellipsis at either end where it was cut.
    for (const snippet of snippets) expect(snippet.replace(/^…|…$/g, '').length, snippet).toBeLessThanOrEqual(50)
    expect(snippets.some((s) => s.endsWith('…'))).toBe(true)
    await w.context.close()
  })

  it('has no serious accessibility problem with suggestions or with none', async () => {
    const w = await openPage(browser(), { bypassCSP: true })
    await w.page.goto(site + '/docs')
    await waitForHydration(w.page)
    await typeQuery(w.page, 'sample')
    await poll(() => suggestions(w.page).count()).toBeGreaterThan(1)
    const problems = async () => {
      const result = await new AxeBuilder({ page: w.page }).include('.navbar__search').analyze()
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    }
    expect(await problems()).toEqual([])
    await w.page.fill(INPUT, 'zzzyyyxxx')
    await poll(() => w.page.locator('.search-dropdown__empty').count()).toBe(1)
    expect(await w.page.locator(INPUT).getAttribute('aria-expanded')).toBe('false')
    expect(await problems()).toEqual([])
    await w.context.close()
  })

  it('clears the box and the highlight parameters with the clear button', async () => {
    const w = await open('/docs/eln/ui/elements/samples?_highlight=sample&keep=1#create-a-sample')
    await poll(() => w.page.locator('article mark[data-markjs]').count()).toBeGreaterThan(0)
    expect(await w.page.locator(INPUT).inputValue()).toBe('sample')
    await w.page.click('.navbar__search-clear')
    await w.page.waitForURL(site + '/docs/eln/ui/elements/samples?keep=1#create-a-sample')
    await poll(() => w.page.locator('article mark[data-markjs]').count()).toBe(0)
    expect(await w.page.locator(INPUT).inputValue()).toBe('')
    expect(await w.page.locator('.navbar__search-hint').count()).toBe(1)
    await w.context.close()
  })
})

describe('highlighting on the target page', () => {
  it('links and marks every word of the query the page has, not only those of the row chosen', async () => {
    const w = await open('/docs/eln/admin/features')
    await typeQuery(w.page, 'sample list')
    // Either page is a right answer: the lists page, and the samples page, which explains the sample list.
    await poll(() => pagesShown(w.page).then((p) => ['/docs/eln/ui/lists', '/docs/eln/ui/elements/samples'].includes(p[0]!))).toBe(true)
    const href = (await suggestions(w.page).first().getAttribute('data-href'))!
    const terms = new URL(href, site).searchParams.getAll('_highlight')
    expect(terms.sort()).toEqual(['list', 'sample'])
    await w.page.keyboard.press('Enter')
    await w.page.waitForURL(site + href)
    await poll(async () => new Set((await w.page.locator('article mark[data-markjs]').allTextContents()).map((t) => t.toLowerCase().replace(/s$/, '')))).toEqual(new Set(['list', 'sample']))
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('marks every _highlight term in the article and scrolls to the first one', async () => {
    const w = await open('/docs/eln/ui/elements/samples?_highlight=decoupled&_highlight=molecule')
    await poll(() => w.page.locator('article mark[data-markjs]').count()).toBeGreaterThan(1)
    const texts = (await w.page.locator('article mark[data-markjs]').allTextContents()).map((t) => t.toLowerCase())
    expect(new Set(texts)).toEqual(new Set(['decoupled', 'molecule']))
    await poll(() => w.page.evaluate(() => {
      const r = document.querySelector('article mark[data-markjs]')!.getBoundingClientRect()
      return r.top >= 0 && r.bottom <= innerHeight
    })).toBe(true)
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})

describe('search page', () => {
  it('reads q, lists every matching page with a true count and keeps the URL in sync while typing', async () => {
    const w = await open('/search/?q=sample')
    await poll(() => w.page.locator('h1').textContent()).toBe('Search results for "sample"')
    expect(await w.page.title()).toMatch(/^Search results for "sample"/)
    await poll(() => w.page.locator('.search-page__count').count()).toBe(1)
    expect(await w.page.locator('.search-page .search-loading-ring').count()).toBe(0)
    // The count is of pages; each page is listed (its title row and a few of its sections), and a
    // broad query lists far more than the original's 100 rows.
    const pages = new Set(await w.page.locator('.search-result__title a').evaluateAll((as) => as.map((a) => new URL(a.getAttribute('href')!, location.href).pathname)))
    expect(pages.size).toBeGreaterThan(100)
    expect(await w.page.locator('.search-result').count()).toBeGreaterThan(pages.size)
    expect(await w.page.locator('.search-page__count').textContent()).toBe(`${pages.size} pages found`)
    expect(await w.page.locator('.search-result').first().locator('.search-result__path').count()).toBeGreaterThan(0)
    const length = await w.page.evaluate(() => history.length)
    await w.page.fill('input[name="q"]', 'spinsolve')
    await w.page.waitForURL(site + '/search/?q=spinsolve')
    expect(await w.page.evaluate(() => history.length)).toBe(length)
    await w.page.fill('input[name="q"]', 'zzzyyyxxx')
    await poll(() => w.page.locator('.search-page__count').textContent()).toBe('No pages were found')
    await w.page.fill('input[name="q"]', '')
    await poll(() => w.page.locator('h1').textContent()).toBe('Search the documentation')
    expect(w.page.url()).toBe(site + '/search/')
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('limits results to the ctx context and offers the contexts in a select', async () => {
    const w = await open('/search/?q=template&ctx=docs/labimotion')
    // The search page is a lazy chunk: it reads ctx once it has loaded.
    await poll(() => w.page.locator('#context-selector').inputValue()).toBe('docs/labimotion')
    await poll(() => w.page.locator('.search-result').count()).toBeGreaterThan(0)
    const links = await w.page.locator('.search-result__title a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    const inLabimotion = (href: string | null) => /^\/docs\/labimotion([/?#]|$)/.test(href ?? '')
    expect(links.every(inLabimotion)).toBe(true)
    await w.page.selectOption('#context-selector', '')
    await w.page.waitForURL(site + '/search/?q=template')
    await poll(async () => (await w.page.locator('.search-result__title a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).some((h) => !inLabimotion(h))).toBe(true)
    await w.context.close()
  })

  it('says "1 page found", and shows each kind of syntax error with no results and no count', async () => {
    const w = await open('/search/?q=title:spinsolve')
    await poll(() => w.page.locator('.search-page__count').textContent()).toBe('1 page found')
    const error = w.page.locator('.search-page__error')
    for (const [query, expected] of SYNTAX_ERRORS) {
      await w.page.fill('input[name="q"]', query)
      await poll(() => error.textContent()).toMatch(expected)
      expect(await w.page.locator('.search-result').count()).toBe(0)
      expect(await w.page.locator('.search-page__count').count()).toBe(0)
    }
    // Pasted text with colons, tildes and carets is searched as text.
    for (const query of ['DOI: 10.14272', 'split ratio 1:4', '^13C NMR']) {
      await w.page.fill('input[name="q"]', query)
      await poll(() => w.page.locator('.search-result').count()).toBeGreaterThan(0)
      expect(await error.count()).toBe(0)
    }
    await w.context.close()
  })

  it('reads the version: a known one by name or path, an unknown one means the default', async () => {
    for (const version of ['current', 'docs/', 'bogus']) {
      const w = await open(`/search/?q=doi&version=${version}`)
      await poll(() => w.page.locator('.search-page__count').textContent()).toMatch(/^\d+ pages found$/)
      expect(await w.page.locator('.search-result__title a').first().getAttribute('href')).toMatch(/^\/docs\/repo\//)
      expect(w.problems).toEqual([])
      await w.context.close()
    }
  })

  it('says when the index cannot be loaded, and searches again once it can', async () => {
    const w = await openPage(browser())
    // In place before the search page starts the worker; the same worker then retries.
    await w.page.route('**/assets/search-index.*', (route) => route.fulfill({ status: 500, body: 'down' }))
    await w.page.goto(site + '/search/?q=sample')
    await poll(() => w.page.locator('.search-page__error').textContent()).toMatch(/^Search is not available right now \(search index .*HTTP 500\)\.$/)
    expect(await w.page.locator('.search-result').count()).toBe(0)
    expect(await w.page.locator('.search-page .search-loading-ring').count()).toBe(0)
    // The search box says so too.
    await typeQuery(w.page, 'nmr')
    await poll(() => w.page.locator('.search-dropdown__message--error').textContent()).toMatch(/^Search is not available right now \(/)
    await w.page.keyboard.press('Escape')
    await w.page.unroute('**/assets/search-index.*')
    await w.page.fill('input[name="q"]', 'doi')
    await poll(() => w.page.locator('.search-result').count()).toBeGreaterThan(0)
    expect(await w.page.locator('.search-page__error').count()).toBe(0)
    await w.context.close()
  })

  it('opens a result with the highlight terms', async () => {
    const w = await open('/search/?q=spinsolve')
    await poll(() => w.page.locator('.search-result').count()).toBeGreaterThan(0)
    await w.page.locator('.search-result__title a').first().click()
    await w.page.waitForURL(/\/docs\/eln\/devices\/nmr\/magritek_spinsolve\?_highlight=spinsolve/)
    await poll(() => w.page.locator('article mark[data-markjs]').count()).toBeGreaterThan(0)
    await w.context.close()
  })
})

describe('safety', () => {
  it('never runs markup from the query, on the search page or in the box', async () => {
    const payload = '<img src=x onerror="window.__xss=1">'
    const w = await open(`/search/?q=${encodeURIComponent(payload)}`)
    await poll(() => w.page.locator('h1').textContent()).toBe(`Search results for "${payload}"`)
    await w.page.click(INPUT)
    await w.page.keyboard.type(payload)
    await w.page.waitForTimeout(300)
    expect(await w.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    expect(await w.page.locator('main img[src="x"], .navbar img[src="x"]').count()).toBe(0)
    await w.context.close()
  })

  it('keeps markup-like text of the docs as text in suggestions and results', async () => {
    // docs/labimotion/designer/elements/index.md: `LabIMotion_ElementKlass_<label>-<timestamp>.json`
    const w = await open('/docs')
    await typeQuery(w.page, 'ElementKlass')
    const rows = w.page.locator('#search-suggestions .search-hit')
    await poll(() => rows.evaluateAll((all) => all.some((row) => row.textContent!.includes('<label>')))).toBe(true)
    expect(await w.page.locator('#search-suggestions label, #search-suggestions timestamp').count()).toBe(0)
    await w.page.goto(site + '/search/?q=ElementKlass')
    const results = w.page.locator('.search-page__results')
    await poll(() => results.textContent()).toContain('<label>-<timestamp>')
    expect(await results.locator('label, timestamp').count()).toBe(0)
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('marks _highlight terms as text and runs no markup from them', async () => {
    const terms = ['<img src=x onerror="window.__xss=1">', '(', '<b>template</b>', 'template']
    const query = terms.map((t) => `_highlight=${encodeURIComponent(t)}`).join('&')
    const w = await open(`/docs/labimotion/designer/elements?${query}`)
    // The plain term is marked, so highlighting ran over the others too.
    await poll(() => w.page.locator('article mark[data-markjs]').count()).toBeGreaterThan(0)
    expect(await w.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    expect(await w.page.locator('article img[src="x"], article mark img, article mark b').count()).toBe(0)
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})
