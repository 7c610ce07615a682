import { describe, expect, it } from 'vitest'
import { openPage, searchFromNavbar, waitForHydration } from './browser.js'
import { servedFixture } from './served-fixture.js'

// Several docs folders (fixture docs-instances): another folder's version dropdown switches its
// versions and keeps the choice per folder, and the search box finds every folder's pages.
const served = servedFixture('docs-instances')

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 })

const search = searchFromNavbar

describe('docs instances (docs-instances)', () => {
  it("switches the api folder's version with its dropdown, keeps the choice under its id, and searches every folder", async () => {
    const w = await openPage(served.browser, { viewport: { width: 1280, height: 800 } })
    await w.page.goto(served.server.origin + '/api/next/calls/berth')
    await waitForHydration(w.page)
    expect(await w.page.locator('.dropdown__toggle').textContent()).toBe('Next')
    await w.page.locator('.dropdown__toggle').click()
    await w.page.locator('.dropdown__menu a', { hasText: '1.0' }).click()
    await poll(() => w.page.evaluate(() => location.pathname)).toBe('/api/calls/berth')
    expect(await w.page.locator('.dropdown__toggle').textContent()).toBe('1.0')
    expect(await w.page.evaluate(() => localStorage.getItem('docs-preferred-version-api'))).toBe('1.0')
    expect(await w.page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull()

    await w.page.goto(served.server.origin + '/docs/intro')
    await waitForHydration(w.page)
    expect(await search(w.page, 'lighthouse')).toEqual(['/guides/advanced/tides'])
    await w.page.keyboard.press('Escape')
    await w.page.locator('.navbar__link', { hasText: 'API' }).click()
    await poll(() => w.page.evaluate(() => location.pathname)).toBe('/api/overview')
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})
