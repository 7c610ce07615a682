import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, openPage, waitForHydration } from './browser.js'
import { startServe, type ServeProcess } from './serve-helpers.js'

let browser: Browser
let server: ServeProcess

beforeAll(async () => {
  ;[browser, server] = await Promise.all([launch(), startServe('sidebars-hand-written')])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('hand-written sidebars (sidebars-hand-written)', () => {
  it('follows a docSidebar navbar item, and shows the sidebar of each doc as the reader moves between sidebars', async () => {
    const w = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await w.page.goto(server.origin + '/docs/welcome')
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
    await w.page.goto(server.origin + '/docs/orphan')
    await waitForHydration(w.page)
    expect(await w.page.locator('aside.doc-sidebar a.menu__link').count()).toBe(0)
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})
