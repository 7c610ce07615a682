import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, openPage, waitForHydration } from './browser.js'
import { startServe, type ServeProcess } from './serve-helpers.js'

let browser: Browser
let server: ServeProcess

beforeAll(async () => {
  ;[browser, server] = await Promise.all([launch(), startServe('mdx-pages-render')])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('MDX tabs', () => {
  it('show the first panel without JavaScript, then switch by click and arrow keys after hydration', async () => {
    const w = await openPage(browser)
    await w.page.goto(server.origin + '/docs/guide')
    await waitForHydration(w.page)
    const panel = (value: string) => w.page.locator(`[role="tabpanel"][id$="-panel-${value}"]`)
    await expect.poll(() => panel('linux').isVisible()).toBe(true)
    await expect.poll(() => panel('mac').isVisible()).toBe(false)
    await w.page.click('[role="tab"][data-value="mac"]')
    await expect.poll(() => panel('mac').isVisible()).toBe(true)
    await expect.poll(() => panel('linux').isVisible()).toBe(false)
    await w.page.keyboard.press('ArrowLeft')
    await expect.poll(() => panel('linux').isVisible()).toBe(true)
    expect(await w.page.getAttribute('[role="tab"][data-value="linux"]', 'aria-selected')).toBe('true')
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('switch every tab group with the same groupId together', async () => {
    const w = await openPage(browser)
    await w.page.goto(server.origin + '/docs/guide')
    await waitForHydration(w.page)
    const visible = () => w.page.locator('[data-group-id="os"] [role="tabpanel"]:not([hidden])').allTextContents()
    expect(await visible()).toEqual(['Start the .exe.', 'Stop with Ctrl-Break.'])
    await w.page.locator('[data-group-id="os"] [role="tab"][data-value="unix"]').first().click()
    await expect.poll(visible).toEqual(['Start the script.', 'Stop with Ctrl-C.'])
    await w.context.close()
  })
})
