import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, searchFromNavbar, waitForHydration } from './browser.js'
import { servedFixture } from './served-fixture.js'

// Versioned docs (fixture docs-versions): the dropdown switches version, the choice is kept, and
// the search box searches the index of the version being read.
const served = servedFixture('docs-versions')

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 })

const search = searchFromNavbar

async function pickVersion(page: Page, label: string): Promise<void> {
  await page.locator('.dropdown__toggle').click()
  await page.locator('.dropdown__menu a', { hasText: label }).click()
}

describe('versioned docs (docs-versions)', () => {
  it('switches version with the dropdown, keeps the choice, and searches the version being read', async () => {
    const w = await openPage(served.browser, { viewport: { width: 1280, height: 800 } })
    await w.page.goto(served.server.origin + '/docs/intro')
    await waitForHydration(w.page)
    expect(await search(w.page, 'planner')).toEqual(['/docs/intro'])
    await w.page.keyboard.press('Escape')

    await pickVersion(w.page, 'Next')
    await poll(() => w.page.evaluate(() => location.pathname)).toBe('/docs/next/intro')
    await poll(() => w.page.locator('.theme-doc-version-banner').textContent()).toContain('unreleased documentation for Orbit Next')
    expect(await w.page.locator('.dropdown__toggle').textContent()).toBe('Next')
    expect(await search(w.page, 'planner')).toEqual(['/docs/next/intro'])
    await w.page.keyboard.press('Escape')

    // Away from the docs, the search uses the version the reader picked (kept in storage).
    await w.page.goto(served.server.origin + '/')
    await waitForHydration(w.page)
    expect(await w.page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('docs-preferred-version-default'))?.[1])).toBe('current')
    expect(await w.page.locator('.dropdown__toggle').textContent()).toBe('Next')
    expect(await search(w.page, 'comets')).toEqual(['/docs/next/comets'])
    await w.page.keyboard.press('Escape')

    await w.page.goto(served.server.origin + '/docs/next/launch')
    await waitForHydration(w.page)
    await pickVersion(w.page, '1.0 (legacy)')
    await poll(() => w.page.evaluate(() => location.pathname)).toBe('/docs/1.0/launch')
    expect(await search(w.page, 'telegraph')).toEqual(['/docs/1.0/launch'])
    await w.page.keyboard.press('Escape')
    // The banner's "latest version" link opens the same doc in 2.0 and makes 2.0 the preferred version.
    await w.page.locator('.theme-doc-version-banner a', { hasText: 'latest version' }).click()
    await poll(() => w.page.evaluate(() => location.pathname)).toBe('/docs/launch')
    await poll(() => w.page.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('docs-preferred-version-default'))?.[1])).toBe('2.0')
    expect(w.problems).toEqual([])
    await w.context.close()
  }, 60_000)
})
