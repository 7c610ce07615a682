import { describe, expect, it } from 'vitest'
import { openPage, waitForHydration } from './browser.js'
import { servedFixture } from './served-fixture.js'

const served = servedFixture('sidebars-hand-written')

describe('hand-written sidebars (sidebars-hand-written)', () => {
  it('follows a docSidebar navbar item, and shows the sidebar of each doc as the reader moves between sidebars', async () => {
    const w = await openPage(served.browser, { viewport: { width: 1280, height: 800 } })
    await w.page.goto(served.server.origin + '/docs/welcome')
    await waitForHydration(w.page)
    const links = () => w.page.locator('aside.doc-sidebar a.menu__link').allTextContents()
    expect(await links()).toContain('Welcome')
    expect(await w.page.locator('aside.doc-sidebar .sidebar-note').textContent()).toBe('Beta')
    // The API navbar item leads to the first page of the other sidebar, navigated on the client.
    await w.page.locator('a.navbar__link', { hasText: 'API' }).click()
    await expect.poll(() => w.page.evaluate(() => location.pathname)).toBe('/docs/api/overview')
    await expect.poll(links).toContain('API overview')
    expect(await links()).not.toContain('Welcome')
    // A doc no sidebar lists shows none.
    await w.page.goto(served.server.origin + '/docs/orphan')
    await waitForHydration(w.page)
    expect(await w.page.locator('aside.doc-sidebar a.menu__link').count()).toBe(0)
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})
