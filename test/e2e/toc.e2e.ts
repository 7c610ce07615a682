import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { COLLAPSE_EASING, collapseDuration } from '../../templates/collapse-timing.js'
import { openPage, useBrowser, waitForHydration } from './browser.js'

// "On this page" (issue 31): the scroll-spy marks the section being read, and narrow screens get
// the TOC as a collapsible block above the article.
const site = inject('siteUrl')
const browser = useBrowser()
const LONG = '/docs/eln/ui/elements/samples'

async function open(path: string, width: number) {
  const w = await openPage(browser(), { viewport: { width, height: 800 } })
  await w.page.goto(site + path)
  await waitForHydration(w.page)
  return w
}

/** The hashes of the TOC links marked as the section being read, in `scope`. */
const current = (page: Page, scope: string) => page.locator(`${scope} a[aria-current="location"]`).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).hash))

/** Scrolls instantly so that the heading stands just below the navbar, as a reader leaves it. */
async function scrollToHeading(page: Page, hash: string): Promise<void> {
  await page.evaluate((id) => {
    document.getElementById(id)!.scrollIntoView({ behavior: 'instant' })
    window.scrollBy({ top: -80, behavior: 'instant' })
  }, decodeURIComponent(hash.slice(1)))
}

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 5_000 })

describe('table of contents', () => {
  it('follows scrolling: the heading being read is marked, the last one at the end of the page, on the next page too', async () => {
    const w = await open(LONG, 1280)
    const hashes = await w.page.locator('.doc-toc a.toc__link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).hash))
    expect(hashes.length).toBeGreaterThan(3)
    // At the top, above the first heading, no section is being read yet.
    expect(await current(w.page, '.doc-toc')).toEqual([])
    await scrollToHeading(w.page, hashes[1]!)
    await poll(() => current(w.page, '.doc-toc')).toEqual([hashes[1]])
    await scrollToHeading(w.page, hashes[2]!)
    await poll(() => current(w.page, '.doc-toc')).toEqual([hashes[2]])
    // Back up: the mark follows.
    await scrollToHeading(w.page, hashes[0]!)
    await poll(() => current(w.page, '.doc-toc')).toEqual([hashes[0]])
    await w.page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await poll(() => current(w.page, '.doc-toc')).toEqual([hashes.at(-1)])
    await expect.poll(() => w.page.locator('.doc-toc a[aria-current]').evaluate((a) => getComputedStyle(a).color)).not.toBe(await w.page.locator('.doc-toc a:not([aria-current])').first().evaluate((a) => getComputedStyle(a).color))
    // A page reached by client navigation: its own TOC is followed, nothing stays marked from before.
    await w.page.click('.pagination-nav__link--next')
    await w.page.waitForFunction((old) => location.pathname !== old, new URL(site + LONG).pathname)
    await w.page.waitForSelector('.doc-toc a.toc__link')
    const next = await w.page.locator('.doc-toc a.toc__link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).hash))
    // The router holds the new page at its top for a few frames (settle-scroll.ts): scroll until it lets go.
    await poll(async () => (await scrollToHeading(w.page, next[1]!), current(w.page, '.doc-toc'))).toEqual([next[1]])
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('shows a closed "On this page" above the article on a phone, which opens, jumps and closes', async () => {
    const w = await open(LONG, 390)
    expect(await w.page.locator('.doc-toc').isVisible()).toBe(false)
    const block = w.page.locator('.toc-collapsible')
    const button = block.locator('summary')
    expect(await button.isVisible()).toBe(true)
    expect(await button.textContent()).toBe('On this page')
    // Above the article's title, and closed.
    const [buttonBox, titleBox] = [await button.boundingBox(), await w.page.locator('article h1').boundingBox()]
    expect(buttonBox!.y + buttonBox!.height).toBeLessThan(titleBox!.y)
    const links = block.locator('a.toc__link')
    expect(await links.first().isVisible()).toBe(false)
    await button.click()
    // It opens with its animation, whose code comes at the first click.
    await poll(() => links.first().isVisible()).toBe(true)
    const target = links.nth(2)
    const hash = (await target.evaluate((a) => (a as HTMLAnchorElement).hash))!
    await target.click()
    await w.page.waitForURL(site + LONG + hash)
    expect(await links.first().isVisible()).toBe(false)
    // The heading lands just below the navbar, and the scroll-spy marks it in this TOC too.
    const heading = w.page.locator(decodeURIComponent(hash).replace(/^#/, '[id="') + '"]')
    await poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(120)
    expect(await heading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0)
    await poll(() => current(w.page, '.toc-collapsible')).toEqual([hash])
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('opens and closes "On this page" with the height animation of B16: its duration from the content height', async () => {
    const w = await open(LONG, 390)
    const block = w.page.locator('.toc-collapsible')
    // Every transition the animation sets, with the content's height when it was set.
    await block.evaluate((d) => {
      const seen: string[] = ((window as unknown as { seen: string[] }).seen = [])
      new MutationObserver(() => {
        const content = d.querySelector<HTMLElement>(':scope > .details__content')
        if (content?.style.transition) seen.push(`${content.style.transition} @${content.scrollHeight}`)
      }).observe(d, { attributes: true, subtree: true, childList: true })
    })
    const seen = () => w.page.evaluate(() => (window as unknown as { seen: string[] }).seen)
    await block.locator('summary').click()
    await poll(async () => (await seen()).length).toBeGreaterThan(0)
    const [transition, height] = (await seen())[0]!.split(' @')
    expect(transition).toBe(`height ${collapseDuration(Number(height), false)}ms ${COLLAPSE_EASING}`)
    expect(Number(height)).toBeGreaterThan(100)
    await poll(() => block.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true)
    await poll(() => block.locator('.details__content').evaluate((c: HTMLElement) => c.style.height)).toBe('')
    await w.page.evaluate(() => ((window as unknown as { seen: string[] }).seen.length = 0))
    await block.locator('summary').click()
    await poll(async () => (await seen()).length).toBeGreaterThan(0)
    await poll(() => block.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false)
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('moves nothing as the page loads, and passes axe with the block open', async () => {
    const w = await openPage(browser(), { viewport: { width: 390, height: 800 }, bypassCSP: true })
    await w.page.addInitScript(() => {
      ;(window as unknown as { shifts: number }).shifts = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) (window as unknown as { shifts: number }).shifts += (e as unknown as { value: number }).value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await w.page.goto(site + LONG)
    await waitForHydration(w.page)
    await w.page.waitForTimeout(300)
    expect(await w.page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0)
    await w.page.click('.toc-collapsible summary')
    const result = await new AxeBuilder({ page: w.page }).analyze()
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
    await w.context.close()
  })

  it('loads no scroll-spy code on a page without a TOC (nor code blocks or tabs, whose chunk it shares)', async () => {
    const w = await open('/docs/category/services', 1280)
    expect(await w.page.locator('.toc, .toc-collapsible, .code-block, .tabs-container').count()).toBe(0)
    await w.page.waitForTimeout(300)
    expect(w.requests.filter((url) => /toc-spy|article-widgets/.test(url))).toEqual([])
    await w.context.close()
  })
})
