import { describe, expect, it } from 'vitest'
import { openPage, waitForHydration } from './browser.js'
import { startServe } from './serve-helpers.js'
import { servedFixture } from './served-fixture.js'

const served = servedFixture('docusaurus-react-pages')

describe('a Docusaurus React page (docusaurus-react-pages)', () => {
  it('looks as Infima draws it: the hero in the site\'s --ifm-color-primary, three col--4 side by side; BrowserOnly and useIsBrowser switch once hydrated', async () => {
    const w = await openPage(served.browser, { viewport: { width: 1280, height: 800 } })
    await w.page.goto(served.server.origin + '/')
    await waitForHydration(w.page)
    await w.page.waitForSelector('chemdocs-island[data-hydrated="true"]')
    expect(await w.page.locator('.hero--primary').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(122, 62, 157)')
    const columns = await w.page.locator('.col--4').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), width: Math.round(r.width) })))
    expect(columns).toHaveLength(3)
    expect(new Set(columns.map((c) => c.top)).size).toBe(1)
    for (const c of columns) expect(c.width).toBeGreaterThan(300)
    await expect.poll(() => w.page.locator('p.env').textContent()).toBe('dom browser')
    expect(await w.page.locator('header.hero span:not(.fallback)').last().textContent()).toBe('/')
    expect(await w.page.locator('img.themed-image--dark').isVisible()).toBe(false)
    // The head keeps the title the server wrote: <Layout title> adds no second <title> in the browser.
    expect(await w.page.evaluate(() => document.head.querySelectorAll('title').length)).toBe(1)
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it("colours chemdocs' own parts of a doc page (the TOC's current heading, the sidebar's page) with the site's --ifm-color-primary", async () => {
    const w = await openPage(served.browser, { viewport: { width: 1280, height: 500 } })
    await w.page.goto(served.server.origin + '/docs/beaker')
    await waitForHydration(w.page)
    await w.page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    const marked = w.page.locator('.doc-toc a.toc__link[aria-current]')
    await expect.poll(() => marked.count()).toBe(1)
    // Polled: Infima eases a link's colour (a transition), so right after the mark it may be on its way.
    await expect.poll(() => marked.evaluate((a) => getComputedStyle(a).color)).toBe('rgb(122, 62, 157)')
    await expect.poll(() => w.page.locator('.doc-sidebar .menu__link--active').evaluate((a) => getComputedStyle(a).color)).toBe('rgb(122, 62, 157)')
    await w.context.close()
  })

  it("sets a doc page in Infima's type scale, as Docusaurus does: its title 3rem (2rem on a phone) with Infima's rhythm below it, h2 2rem (1.5rem), 2rem of space under the pagination", async () => {
    const sizes = async (width: number, height: number) => {
      const w = await openPage(served.browser, { viewport: { width, height } })
      await w.page.goto(served.server.origin + '/docs/beaker')
      await waitForHydration(w.page)
      const out = await w.page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!)
        const h1 = style('article h1')
        return { h1: h1.fontSize, h1LineHeight: h1.lineHeight, h1Below: h1.marginBottom, h2: style('.markdown > h2').fontSize, columnBelow: style('.doc-column').paddingBottom }
      })
      await w.context.close()
      return out
    }
    // Infima: .markdown h1:first-child { --ifm-h1-font-size: 3rem } (2rem up to 576px), line height
    // --ifm-heading-line-height (1.25), margin-bottom 1.25 x --ifm-leading; .markdown > h2 2rem (1.5rem);
    // Docusaurus' doc page container: padding-bottom--lg (2rem).
    expect(await sizes(1280, 800)).toEqual({ h1: '48px', h1LineHeight: '60px', h1Below: '25px', h2: '32px', columnBelow: '32px' })
    expect(await sizes(390, 844)).toEqual({ h1: '32px', h1LineHeight: '40px', h1Below: '25px', h2: '24px', columnBelow: '32px' })
  })

  it("lays a doc page out on Docusaurus' grid from 997px: the article 75% of the main area, the TOC the other 25%, each with 1rem of padding a side; the sidebar's links as Infima's menu", async () => {
    const boxes = async (width: number) => {
      const w = await openPage(served.browser, { viewport: { width, height: 800 } })
      await w.page.goto(served.server.origin + '/docs/beaker')
      await waitForHydration(w.page)
      const out = await w.page.evaluate(() => {
        const box = (selector: string) => {
          const r = document.querySelector(selector)!.getBoundingClientRect()
          return r.width === 0 ? 'hidden' : [r.left, r.width].map(Math.round).join(' ')
        }
        const link = getComputedStyle(document.querySelector('.doc-sidebar .menu__link')!)
        return { main: box('.doc-main'), h1: box('article h1'), toc: box('.doc-toc .toc'), collapsible: box('.toc-collapsible'), menuLink: `${link.fontSize} ${link.lineHeight} ${link.padding}` }
      })
      await w.context.close()
      return out
    }
    // 1280: the main area 980px beside the 300px sidebar; Docusaurus' .col (75%) and .col--3 (25%).
    // The sidebar's links in Infima's .menu__link metrics: 1rem, line height 1.25, --ifm-menu-link-padding-*.
    expect(await boxes(1280)).toEqual({ main: '300 980', h1: '316 703', toc: '1051 213', collapsible: 'hidden', menuLink: '16px 20px 6px 12px' })
    // 1100: still a side TOC, as Docusaurus has it from 997px (chemdocs' own theme hides it below 1200px).
    expect(await boxes(1100)).toEqual({ main: '300 800', h1: '316 568', toc: '916 168', collapsible: 'hidden', menuLink: '16px 20px 6px 12px' })
  })
})

describe("a chemdocs site's brand colour (site-pages-and-theme: --ifm-color-primary in its custom.css)", () => {
  it('colours its links with it, and with its dark value in dark mode, as a Docusaurus site sets it', async () => {
    const own = await startServe('site-pages-and-theme')
    try {
      const w = await openPage(served.browser, { viewport: { width: 1280, height: 500 } })
      await w.page.goto(own.origin + '/docs')
      await waitForHydration(w.page)
      expect(await w.page.locator('article .markdown a[href$="/team"]').evaluate((a) => getComputedStyle(a).color)).toBe('rgb(46, 125, 50)')
      // Dark mode takes the site's dark value.
      await w.page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'))
      expect(await w.page.locator('article .markdown a[href$="/team"]').evaluate((a) => getComputedStyle(a).color)).toBe('rgb(129, 199, 132)')
      await w.context.close()
    } finally {
      await own.stop()
    }
  })
})
