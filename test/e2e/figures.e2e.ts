import AxeBuilder from '@axe-core/playwright'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser, waitForHydration } from './browser.js'

// A titled markdown image alone in its paragraph is a figure (remark-figures.ts): caption, reserved
// size, a link to the full-size image. Runs on the figure-renders-with-caption fixture.
const site = inject('figuresUrl')
const browser = useBrowser()
const figure = 'article figure:has(figcaption:text-is("From the first box to the second"))'

describe('figures', () => {
  it('shows the caption and reserves the image size before it loads: no layout shift', async () => {
    const w = await openPage(browser(), { viewport: { width: 360, height: 740 } })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await w.page.route('**/img/flow.svg', async (route) => {
      await held
      await route.continue()
    })
    await w.page.goto(site + '/docs', { waitUntil: 'domcontentloaded' })
    const img = w.page.locator(`${figure} img`)
    expect(await w.page.textContent(`${figure} figcaption`)).toBe('From the first box to the second')
    expect(await img.getAttribute('width')).toBe('400')
    expect(await img.getAttribute('height')).toBe('300')
    expect(await img.getAttribute('alt')).toBe('A box labelled First with an arrow to a box labelled Second')
    const after = w.page.locator('article p:text-is("Text after the figure.")')
    const before = { img: (await img.boundingBox())!, next: (await after.boundingBox())! }
    // Not loaded yet, the image already has its box: the column width at the file's aspect ratio.
    expect(before.img.width).toBeGreaterThan(200)
    expect(before.img.width).toBeLessThanOrEqual(360)
    expect(before.img.height).toBeCloseTo((before.img.width * 300) / 400, 0)
    release()
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(400)
    await waitForHydration(w.page)
    expect((await after.boundingBox())!.y).toBe(before.next.y)
    const shift = await w.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) total += e.value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 300)
        }),
    )
    expect(shift).toBe(0)
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('opens the image full size on a click, and on Enter from the focused figure link', async () => {
    const w = await openPage(browser())
    await w.page.goto(site + '/docs')
    await waitForHydration(w.page)
    await w.page.click(`${figure} a`)
    await w.page.waitForURL(site + '/img/flow.svg')
    expect(await w.page.evaluate(() => document.documentElement.tagName.toLowerCase())).toBe('svg')
    await w.page.goBack()
    await waitForHydration(w.page)
    await w.page.focus(`${figure} a`)
    await w.page.keyboard.press('Enter')
    await w.page.waitForURL(site + '/img/flow.svg')
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('a page with figures has no serious or critical axe violation', async () => {
    const w = await openPage(browser(), { bypassCSP: true })
    await w.page.goto(site + '/docs')
    await waitForHydration(w.page)
    const result = await new AxeBuilder({ page: w.page }).analyze()
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([])
    await w.context.close()
  })
})
