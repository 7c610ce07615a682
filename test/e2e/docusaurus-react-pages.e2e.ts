import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, openPage, waitForHydration } from './browser.js'
import { startServe, type ServeProcess } from './serve-helpers.js'

let browser: Browser
let server: ServeProcess

beforeAll(async () => {
  ;[browser, server] = await Promise.all([launch(), startServe('docusaurus-react-pages')])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('a Docusaurus React page (docusaurus-react-pages)', () => {
  it('looks as Infima draws it: the hero in the site\'s --ifm-color-primary, three col--4 side by side; BrowserOnly and useIsBrowser switch once hydrated', async () => {
    const w = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await w.page.goto(server.origin + '/')
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
    const w = await openPage(browser, { viewport: { width: 1280, height: 500 } })
    await w.page.goto(server.origin + '/docs/beaker')
    await waitForHydration(w.page)
    await w.page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    const marked = w.page.locator('.doc-toc a.toc__link[aria-current]')
    await expect.poll(() => marked.count()).toBe(1)
    expect(await marked.evaluate((a) => getComputedStyle(a).color)).toBe('rgb(122, 62, 157)')
    expect(await w.page.locator('.doc-sidebar .menu__link--active').evaluate((a) => getComputedStyle(a).color)).toBe('rgb(122, 62, 157)')
    await w.context.close()
  })
})

describe("a chemdocs site's brand colour (site-pages-and-theme: --ifm-color-primary in its custom.css)", () => {
  it('colours its links with it, and with its dark value in dark mode, as a Docusaurus site sets it', async () => {
    const own = await startServe('site-pages-and-theme')
    try {
      const w = await openPage(browser, { viewport: { width: 1280, height: 500 } })
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
