import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launch, openPage, waitForHydration } from './browser.js'
import { startServe, type ServeProcess, editServedFile } from './serve-helpers.js'

// Issue 25: the writing loop in the browser (warnings in the overlay, its places opening the
// editor or copied) and the reader's side of the theme (print, narrow phones, short pages).
const runtime = inject('runtimeUrl')
let browser: Browser
let serve: ServeProcess

beforeAll(async () => {
  // No editor configured: clicking a place copies it (the server is started with this env).
  for (const name of ['LAUNCH_EDITOR', 'VISUAL', 'EDITOR']) process.env[name] = ''
  ;[browser, serve] = await Promise.all([launch(), startServe('serve-live-reload')])
})
afterAll(async () => {
  await browser?.close()
  expect(await serve?.stop()).toBe(0)
})

const edit = (file: string, change: (text: string) => string) => editServedFile(serve, file, change)

describe('the overlay of chemdocs serve', () => {
  it('shows the warnings of a good build until dismissed, and copies a place when no editor is set', async () => {
    const w = await openPage(browser)
    await w.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: serve.origin })
    await w.page.goto(`${serve.origin}/docs/guide/first-steps`)
    await waitForHydration(w.page)
    edit('docs/guide/first-steps.md', (t) => t.replace('sidebar_position: 1', 'sidebar_position: 1\nsidebar_positon: 2'))
    const host = w.page.locator('#chemdocs-dev-overlay[data-kind="warnings"]')
    const item = host.locator('li').first()
    await expect.poll(() => item.textContent(), { timeout: 10_000 }).toMatch(/^docs\/guide\/first-steps\.md:4:1.*unknown frontmatter key `sidebar_positon`.*sidebar_position/)

    // file:line:col is a button: without an editor it copies the place.
    await item.locator('button.where').click()
    await expect.poll(() => item.locator('.status').textContent()).toBe(' copied')
    expect(await w.page.evaluate(() => navigator.clipboard.readText())).toBe('docs/guide/first-steps.md:4:1')

    // Dismissed, it stays away on reload until the warnings change.
    await host.locator('button.close').click()
    expect(await host.isHidden()).toBe(true)
    await w.page.reload()
    await waitForHydration(w.page)
    await w.page.waitForTimeout(500)
    expect(await w.page.locator('#chemdocs-dev-overlay:not([hidden])').count()).toBe(0)

    edit('docs/guide/first-steps.md', (t) => t.replace('sidebar_positon: 2\n', ''))
    await expect.poll(async () => (await fetch(`${serve.origin}/docs/guide/first-steps`)).status).toBe(200)
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})

describe('the theme for readers', () => {
  it('prints the article alone: no navbar, search box, sidebar, table of contents, pager or footer; links show their address; headings stay with their text', async () => {
    const w = await openPage(browser)
    await w.page.goto(`${runtime}/docs/section/long`)
    await waitForHydration(w.page)
    await w.page.emulateMedia({ media: 'print' })
    const shown = (selector: string) => w.page.evaluate((s) => [...document.querySelectorAll(s)].some((e) => e.checkVisibility()), selector)
    for (const hidden of ['.navbar', '.navbar__search', '.doc-sidebar', '.doc-toc', '.pagination-nav', '.footer', '.announcement-bar', '.breadcrumbs']) expect(await shown(hidden), hidden).toBe(false)
    expect(await shown('article')).toBe(true)
    const h2 = await w.page.evaluate(() => getComputedStyle(document.querySelector('article h2')!).breakAfter)
    expect(h2).toBe('avoid')
    const link = await w.page.evaluate(() => {
      const a = [...document.querySelectorAll<HTMLAnchorElement>('article .markdown a[href]')].find((e) => !e.getAttribute('href')!.startsWith('#'))!
      return { href: a.getAttribute('href'), after: getComputedStyle(a, '::after').content }
    })
    expect(link.after).toBe(`" (${link.href})"`)
    await w.page.emulateMedia({ media: 'screen' })
    expect(await shown('.navbar')).toBe(true)
    await w.context.close()
  })

  it.each([320, 360, 400])('at %i px, opening search with results does not make the page wider than the screen', async (width) => {
    const w = await openPage(browser, { viewport: { width, height: 720 } })
    await w.page.goto(`${runtime}/docs/section/long`)
    await waitForHydration(w.page)
    await w.page.click('.navbar__search-input')
    await w.page.keyboard.type('section')
    await w.page.locator('.search-dropdown:not([hidden])').waitFor()
    await w.page.waitForTimeout(300) // the box widens with a 200 ms transition
    const box = await w.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
      input: document.querySelector('.navbar__search-input')!.getBoundingClientRect().right,
      dropdown: document.querySelector('.search-dropdown')!.getBoundingClientRect().toJSON() as DOMRect,
    }))
    expect(box.scroll).toBe(box.client)
    expect(box.input).toBeLessThanOrEqual(width)
    expect(box.dropdown.left).toBeGreaterThanOrEqual(0)
    expect(box.dropdown.right).toBeLessThanOrEqual(width)
    await w.context.close()
  })

  it("puts the footer at the window's bottom on a short page, and below the fold on a long one", async () => {
    const w = await openPage(browser, { viewport: { width: 1280, height: 900 } })
    await w.page.goto(`${runtime}/docs/section/short`)
    await waitForHydration(w.page)
    const bottom = () => w.page.evaluate(() => document.querySelector('.footer')!.getBoundingClientRect().bottom)
    expect(Math.round(await bottom())).toBe(900)
    expect(await w.page.evaluate(() => document.documentElement.scrollHeight)).toBe(900)
    await w.page.goto(`${runtime}/docs/section/long`)
    await waitForHydration(w.page)
    expect(await bottom()).toBeGreaterThan(900)
    await w.context.close()
  })
})
