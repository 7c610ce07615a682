import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser, waitForHydration } from './browser.js'

// Every control of the client runtime, used with the keyboard alone (issue 3): no click, no
// mouse. Runs on the fixture that has every optional control switched on.
const runtime = inject('runtimeUrl')
const browser = useBrowser()

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails with the path
 * of elements visited when it is not reachable, which is the bug a keyboard user would hit.
 */
async function tabTo(page: Page, selector: string, backwards = false): Promise<void> {
  const visited: string[] = []
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    const here = await page.evaluate((s) => {
      const el = document.activeElement
      return { match: !!el?.matches(s), name: el ? `${el.tagName.toLowerCase()}.${el.className}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').slice(0, 30)}` : 'none' }
    }, selector)
    if (here.match) return
    visited.push(here.name)
  }
  throw new Error(`${selector} is not reachable with ${backwards ? 'Shift+Tab' : 'Tab'}; focus went through:\n${visited.join('\n')}`)
}

/** A fixture page, hydrated, at a viewport width. */
async function open(path: string, width = 1280) {
  const w = await openPage(browser(), { viewport: { width, height: 800 } })
  await w.page.goto(runtime + path)
  await waitForHydration(w.page)
  return w
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? '')

describe('keyboard only', () => {
  it('reaches and operates the navbar: announcement, versions, colour mode and search', async () => {
    const w = await open('/docs')

    await tabTo(w.page, '.announcement-bar__close')
    await w.page.keyboard.press('Enter')
    await expect.poll(() => w.page.locator('.announcement-bar').count()).toBe(0)

    await tabTo(w.page, 'button[aria-label^="Docs version"]')
    await w.page.keyboard.press('Enter')
    expect(await w.page.getAttribute('button[aria-label^="Docs version"]', 'aria-expanded')).toBe('true')
    await w.page.keyboard.press('Tab')
    expect(await focused(w.page)).toContain('dropdown__link')
    await w.page.keyboard.press('Escape')
    expect(await w.page.getAttribute('button[aria-label^="Docs version"]', 'aria-expanded')).toBe('false')
    expect(await focused(w.page)).toContain('Docs version')

    await tabTo(w.page, '.color-toggle:not([disabled])')
    const before = await w.page.getAttribute('html', 'data-theme')
    await w.page.keyboard.press('Enter')
    await expect.poll(() => w.page.getAttribute('html', 'data-theme')).not.toBe(before)
    await w.page.keyboard.press('Space')
    await expect.poll(() => w.page.getAttribute('html', 'data-theme')).toBe(before)

    await tabTo(w.page, '.navbar__search-input')
    await w.page.keyboard.type('short')
    await expect.poll(() => w.page.locator('#search-suggestions .search-hit').count(), { timeout: 10_000 }).toBeGreaterThan(0)
    // Wait for the full answer: a refreshed list (titles first, then texts) may reorder the rows
    // between two key presses, and Enter would open whatever row the arrows landed on.
    await expect.poll(() => w.page.locator('.navbar__search .search-loading-ring').count(), { timeout: 10_000 }).toBe(0)
    const active = () => w.page.evaluate(() => document.activeElement?.getAttribute('aria-activedescendant') ?? '')
    expect(await active()).toBe('search-suggestion-0')
    expect(await w.page.getAttribute('#search-suggestion-0', 'data-href')).toMatch(/^\/docs\/section\/short/)
    await w.page.keyboard.press('ArrowDown')
    expect(await active()).toBe('search-suggestion-1')
    await w.page.keyboard.press('ArrowUp')
    expect(await active()).toBe('search-suggestion-0')
    await w.page.keyboard.press('Enter')
    await w.page.waitForURL(/\/docs\/section\/short/)
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('reaches and operates the sidebar, the article links, the table of contents and the pager', async () => {
    const w = await open('/docs')

    // A collapsed category opens with Enter, and its pages become reachable.
    const category = 'nav.sidebar .menu__link--sublist[aria-expanded]'
    await tabTo(w.page, category)
    expect(await w.page.getAttribute(category, 'aria-expanded')).toBe('false')
    await w.page.keyboard.press('Enter')
    expect(await w.page.getAttribute(category, 'aria-expanded')).toBe('true')
    await tabTo(w.page, 'nav.sidebar a[href="/docs/section/long"]')
    await w.page.keyboard.press('Enter')
    await w.page.waitForURL(runtime + '/docs/section/long')
    await expect.poll(() => w.page.textContent('article h1')).toBe('Long page')

    // The table of contents moves to a part; the pager goes on to the next page.
    await tabTo(w.page, '.doc-toc .toc a[href="#part-7"]')
    await w.page.keyboard.press('Enter')
    await w.page.waitForURL(/#part-7$/)
    await expect.poll(() => w.page.evaluate(() => Math.abs(document.getElementById('part-7')!.getBoundingClientRect().top) < 150)).toBe(true)
    await tabTo(w.page, '.pagination-nav__link--next')
    await w.page.keyboard.press('Enter')
    await w.page.waitForURL(runtime + '/docs/section/short')
    // Focus goes to the skip region at the top (behaviour B19): Tab, Enter lands in the new page.
    await expect.poll(() => w.page.evaluate(() => document.activeElement?.id)).toBe('skip-region')
    await w.page.keyboard.press('Tab')
    await w.page.keyboard.press('Enter')
    expect(await w.page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
    expect(await w.page.evaluate(() => document.activeElement?.querySelector('h1')?.textContent)).toBe('Short page')
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('opens and closes the mobile drawer and follows a link in it', async () => {
    const w = await open('/docs/section/short', 600)
    await tabTo(w.page, 'button[aria-label="Toggle navigation bar"]')
    await w.page.keyboard.press('Enter')
    await expect.poll(() => w.page.locator('nav.navbar-sidebar--show').count()).toBe(1)
    await tabTo(w.page, '.navbar-sidebar__back')
    await w.page.keyboard.press('Enter')
    await tabTo(w.page, '.navbar-sidebar .menu__link[href="/helpdesk"]')
    await w.page.keyboard.press('Enter')
    await w.page.waitForURL(runtime + '/helpdesk')
    await expect.poll(() => w.page.locator('nav.navbar-sidebar--show').count()).toBe(0)
    await tabTo(w.page, 'button[aria-label="Toggle navigation bar"]', true)
    await w.page.keyboard.press('Enter')
    await tabTo(w.page, 'button[aria-label="Close navigation bar"]')
    await w.page.keyboard.press('Enter')
    await expect.poll(() => w.page.locator('nav.navbar-sidebar--show').count()).toBe(0)
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})
