import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser, waitForHydration } from './browser.js'

// Details a designer sees at once (issue 31): where the sidebar's carets stand, and how far its
// border reaches on a short page.
const site = inject('siteUrl')
const runtime = inject('runtimeUrl')
const browser = useBrowser()

/** The right edge of each sidebar caret: a category button's ::after, or a linked category's caret button. */
const caretEdges = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.doc-sidebar button.menu__link--sublist, .doc-sidebar .menu__caret')].map((el) => {
      const box = el.getBoundingClientRect()
      const padding = parseFloat(getComputedStyle(el).paddingRight)
      if (el.classList.contains('menu__caret')) return { kind: 'linked', right: Math.round(box.right - padding) }
      // The ::after caret of a flex button: after the label, pushed right by its left margin.
      const label = document.createRange()
      label.selectNodeContents(el.firstChild!)
      const after = getComputedStyle(el, '::after')
      const right = label.getBoundingClientRect().right + (parseFloat(getComputedStyle(el).columnGap) || 0) + parseFloat(after.marginLeft) + parseFloat(after.width)
      return { kind: 'unlinked', right: Math.round(right) }
    }),
  )

describe('sidebar details', () => {
  it('puts every caret at the right edge, for categories with and without a page of their own', async () => {
    const w = await openPage(browser(), { viewport: { width: 1280, height: 900 } })
    await w.page.goto(site + '/docs/eln/ui/elements/samples')
    await waitForHydration(w.page)
    const edges = await caretEdges(w.page)
    expect(new Set(edges.map((e) => e.kind))).toEqual(new Set(['linked', 'unlinked']))
    const rights = edges.map((e) => e.right)
    expect(Math.max(...rights) - Math.min(...rights)).toBeLessThanOrEqual(2)
    await w.context.close()
  })

  it('draws the sidebar border down to the footer on a short page', async () => {
    const w = await openPage(browser(), { viewport: { width: 1280, height: 1400 } })
    await w.page.goto(runtime + '/docs/section/short')
    await waitForHydration(w.page)
    const sidebar = (await w.page.locator('.doc-sidebar').boundingBox())!
    const footer = (await w.page.locator('footer.footer').boundingBox())!
    expect(Math.abs(sidebar.y + sidebar.height - footer.y)).toBeLessThanOrEqual(1)
    expect(await w.page.locator('.doc-sidebar').evaluate((el) => getComputedStyle(el).borderRightWidth)).toBe('1px')
    await w.context.close()
  })
})
