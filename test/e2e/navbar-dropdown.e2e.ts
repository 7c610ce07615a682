import { describe, expect, it } from 'vitest'
import { openPage, waitForHydration } from './browser.js'
import { servedFixture } from './served-fixture.js'

// A Docusaurus navbar `dropdown` (fixture docusaurus-navbar-dropdown): opened by hovering it, by
// its button and from the keyboard, and listed in the phone drawer.
const served = servedFixture('docusaurus-navbar-dropdown')

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 })

describe('navbar dropdown (docusaurus-navbar-dropdown)', () => {
  it('opens on hover and by its button, goes where a link says, and closes with Escape', async () => {
    const w = await openPage(served.browser, { viewport: { width: 1280, height: 800 } })
    await w.page.goto(served.server.origin + '/docs/titration')
    await waitForHydration(w.page)
    const toggle = w.page.locator('.dropdown--hoverable > .dropdown__toggle')
    const menu = w.page.locator('.dropdown--hoverable > .dropdown__menu')
    expect(await menu.isVisible()).toBe(false)
    await toggle.hover()
    await poll(() => menu.isVisible()).toBe(true)
    // The pointer moves down into the menu without it closing.
    await w.page.locator('.dropdown__link', { hasText: 'Chromatography' }).click()
    await poll(() => w.page.evaluate(() => location.pathname)).toBe('/docs/chromatography')
    expect(await w.page.locator('h1').textContent()).toBe('Chromatography')

    await w.page.mouse.move(900, 600)
    await poll(() => menu.isVisible()).toBe(false)
    await toggle.focus()
    await w.page.keyboard.press('Enter')
    await poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    await w.page.keyboard.press('Tab')
    expect(await w.page.evaluate(() => document.activeElement?.textContent)).toBe('Titration')
    await w.page.keyboard.press('Escape')
    await poll(() => menu.isVisible()).toBe(false)
    expect(await w.page.evaluate(() => document.activeElement?.textContent)).toBe('Methods')
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('lists its links under its label in the phone drawer, after the doc sidebar it opens on', async () => {
    const w = await openPage(served.browser, { viewport: { width: 390, height: 844 } })
    await w.page.goto(served.server.origin + '/docs/chromatography')
    await waitForHydration(w.page)
    await w.page.locator('.navbar__toggle').click()
    // On a doc page the drawer opens on the doc sidebar, as Docusaurus' does (with Infima loaded,
    // it was moved out of view: the drawer was blank).
    await poll(() => w.page.locator('.navbar-sidebar nav.sidebar a', { hasText: 'Chromatography' }).isVisible()).toBe(true)
    await w.page.locator('.navbar-sidebar__back').click()
    const drawer = w.page.locator('.navbar-sidebar__item.menu')
    await poll(() => drawer.locator('.menu__link--sublist-label', { hasText: 'Methods' }).isVisible()).toBe(true)
    await drawer.locator('.menu__link', { hasText: 'Titration' }).click()
    await poll(() => w.page.evaluate(() => location.pathname)).toBe('/docs/titration')
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})
