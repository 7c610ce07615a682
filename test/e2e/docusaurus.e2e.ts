import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, openPage, waitForHydration } from './browser.js'
import { startServe, type ServeProcess } from './serve-helpers.js'

let browser: Browser
let server: ServeProcess

beforeAll(async () => {
  ;[browser, server] = await Promise.all([launch(), startServe('docusaurus-config-dropin')])
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('a Docusaurus site served from its docusaurus.config.js (docusaurus-config-dropin)', () => {
  it("hydrates the site's own component (no 'use client' mark) and operates it, styled by its CSS module", async () => {
    const w = await openPage(browser)
    await w.page.goto(server.origin + '/docs/kits')
    await waitForHydration(w.page)
    await w.page.waitForSelector('chemdocs-island[data-hydrated="true"]')
    const button = w.page.locator('button[aria-pressed]')
    expect(await button.textContent()).toBe('Lamp: off')
    await button.click()
    await expect.poll(() => button.textContent()).toBe('Lamp: on')
    expect(await button.getAttribute('aria-pressed')).toBe('true')
    // The CSS module's scoped class has its rule in the components stylesheet.
    expect(await button.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(0, 128, 128)')
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})
