import { rmSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, openPage, waitForHydration } from './browser.js'
import { copyFixture, runCli, type CliProcess } from './serve-helpers.js'

// A site in three languages, built and previewed as a reader gets it: the language menu opens the
// same page in another language, whose search finds that language's pages.
let browser: Browser
let preview: CliProcess
let origin: string
let dir: string

beforeAll(async () => {
  dir = copyFixture('i18n-docusaurus')
  const built = runCli(['build'], dir)
  expect(await built.exited, built.output()).toBe(0)
  preview = runCli(['preview', '--port', '0'], dir)
  ;[browser, origin] = await Promise.all([launch(), preview.waitFor(/(http:\/\/127\.0\.0\.1:\d+)\//).then((m) => m[1]!)])
}, 120_000)
afterAll(async () => {
  await browser?.close()
  preview?.child.kill('SIGINT')
  await preview?.exited
  rmSync(dir, { recursive: true, force: true })
})

/** Picks `label` in the language menu and waits for that language's page to be ready. */
async function switchTo(page: Page, label: string): Promise<void> {
  await page.click('.navbar__item.dropdown button[aria-label^="Languages:"]')
  await Promise.all([page.waitForNavigation(), page.click(`.dropdown__menu a:text-is("${label}")`)])
  await waitForHydration(page)
}

/** The pages the search box suggests for `text`, once it shows some. */
async function suggested(page: Page, text: string): Promise<string[]> {
  const input = page.locator('.navbar__search-input')
  await input.fill('')
  await input.click()
  await page.keyboard.type(text)
  const hits = page.locator('#search-suggestions .search-hit')
  await expect.poll(() => hits.count(), { timeout: 10_000 }).toBeGreaterThan(0)
  const read = async () => [...new Set(await hits.evaluateAll((rows) => rows.map((row) => new URL(row.getAttribute('data-href')!, location.href).pathname)))]
  // The first answer comes from titles and headings; the whole one follows once the section texts
  // are in (#32). What a reader ends up with is the list once it stops changing.
  await page.waitForLoadState('networkidle')
  let last = await read()
  await expect.poll(async () => {
    const now = await read()
    const same = JSON.stringify(now) === JSON.stringify(last)
    last = now
    return same
  }, { timeout: 10_000, intervals: [300] }).toBe(true)
  return last
}

describe('languages (i18n-docusaurus, built)', () => {
  it('switches to the same page in French and back with the language menu, and searches in each language', async () => {
    const w = await openPage(browser, { viewport: { width: 1280, height: 800 } })
    await w.page.goto(origin + '/docs/guide/setup')
    await waitForHydration(w.page)
    expect(await w.page.getAttribute('html', 'lang')).toBe('en')
    expect(await suggested(w.page, 'reagents')).toEqual(['/docs/intro'])

    await switchTo(w.page, 'Français (FR)')
    expect(new URL(w.page.url()).pathname).toBe('/fr/docs/guide/setup')
    expect(await w.page.getAttribute('html', 'lang')).toBe('fr-FR')
    expect(await w.page.textContent('article h1')).toBe('Réglage')
    expect(await w.page.textContent('.navbar__items .navbar__link:not(.dropdown__toggle)')).toBe('Documentation')
    // A navigation in the page keeps the head's links to the other languages on the page shown.
    await w.page.click('.menu__link[href="/fr/docs/guide/cleaning"]')
    await w.page.waitForURL('**/fr/docs/guide/cleaning')
    expect(await w.page.getAttribute('link[rel="alternate"][hreflang="en"]', 'href')).toBe('https://beaker.example.org/docs/guide/cleaning')
    expect(await w.page.getAttribute('link[rel="alternate"][hreflang="ar"]', 'href')).toBe('https://beaker.example.org/ar/docs/guide/cleaning')
    expect(await suggested(w.page, 'réactifs')).toEqual(['/fr/docs/intro'])
    // The French index is the one queried: the English word is not in it.
    await w.page.locator('.navbar__search-input').fill('')
    await w.page.keyboard.type('reagents')
    await expect.poll(() => w.page.locator('.search-dropdown__empty').isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await w.page.locator('#search-suggestions .search-hit').count()).toBe(0)

    await switchTo(w.page, 'العربية')
    expect(new URL(w.page.url()).pathname).toBe('/ar/docs/guide/cleaning')
    expect(await w.page.getAttribute('html', 'dir')).toBe('rtl')
    expect(await suggested(w.page, 'الكواشف')).toEqual(['/ar/docs/intro'])

    await switchTo(w.page, 'English')
    expect(new URL(w.page.url()).pathname).toBe('/docs/guide/cleaning')
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})
