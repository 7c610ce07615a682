import type { Locator, Page } from 'playwright-core'
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

describe('mobile drawer', () => {
  it('shows the navbar brand it replaces: the same logo and title', async () => {
    const w = await openPage(browser(), { viewport: { width: 390, height: 800 } })
    await w.page.goto(site + '/docs/eln/ui/elements/samples')
    await waitForHydration(w.page)
    const brand = (scope: string) => w.page.locator(`${scope} .navbar__brand`).first().evaluate((a) => ({ logo: a.querySelector('img')?.getAttribute('src') ?? null, title: a.querySelector('.navbar__title')?.textContent }))
    const bar = await brand('.navbar__inner')
    expect(bar.logo).toMatch(/logo\.svg$/)
    await w.page.click('button[aria-label="Toggle navigation bar"]')
    await expect.poll(() => w.page.locator('.navbar-sidebar__brand .navbar__brand').count()).toBe(1)
    expect(await brand('.navbar-sidebar__brand')).toEqual(bar)
    await w.context.close()
  })
})

/** The icon an <svg><use> of the page's sprite draws: its id, whether it drew anything, its stroke and colour. */
function spriteIcon(svg: Locator): Promise<{ icon: string; drawn: boolean; stroke: string; color: string; hidden: string | null }> {
  return svg.evaluate((el) => {
    const use = el.querySelector('use')!
    return { icon: use.getAttribute('href')!, drawn: use.getBBox().width > 5, stroke: getComputedStyle(use).stroke, color: getComputedStyle(el).color, hidden: el.getAttribute('aria-hidden') }
  })
}

describe('icons', () => {
  it('makes the colour mode switch an icon button with an accessible name, whose icon of the set follows the mode', async () => {
    const w = await openPage(browser())
    await w.page.goto(runtime + '/docs/section/short')
    await waitForHydration(w.page)
    const toggle = w.page.getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' })
    await expect.poll(() => toggle.isEnabled()).toBe(true)
    // An SVG of the page's sprite, no text glyph; nothing fetched for it.
    expect((await toggle.textContent())!.trim()).toBe('')
    const light = await spriteIcon(toggle.locator('svg.icon'))
    expect(light).toMatchObject({ icon: '#chemdocs-icon-sun', drawn: true })
    await toggle.click()
    const dark = w.page.getByRole('button', { name: 'Switch between dark and light mode (currently dark mode)' })
    await expect.poll(() => dark.count()).toBe(1)
    expect(await spriteIcon(dark.locator('svg.icon'))).toMatchObject({ icon: '#chemdocs-icon-moon', drawn: true })
    // Drawn in the text colour of each mode.
    const darkIcon = await spriteIcon(dark.locator('svg.icon'))
    for (const icon of [light, darkIcon]) expect(icon.stroke).toBe(icon.color)
    expect(darkIcon.color).not.toBe(light.color)
    const box = (await dark.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(32)
    // A link to another host shows the external-link icon after its text, for the eye only.
    const code = w.page.getByRole('link', { name: 'Code (opens in new tab)' })
    expect(await spriteIcon(code.locator('svg.external-icon'))).toMatchObject({ icon: '#chemdocs-icon-external-link', drawn: true, hidden: 'true' })
    expect(w.offsite).toEqual([])
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('puts an icon before every admonition title, naming the type where the title does not', async () => {
    const w = await openPage(browser())
    await w.page.goto(site + '/docs/labimotion/user/datasets/download')
    await waitForHydration(w.page)
    const headings = w.page.locator('.admonition-heading')
    expect(await headings.count()).toBeGreaterThanOrEqual(2)
    const icons = await headings.evaluateAll((all) => all.map((h) => ({ title: h.textContent, first: h.firstElementChild?.tagName, label: h.firstElementChild?.getAttribute('aria-label') ?? null, hidden: h.firstElementChild?.getAttribute('aria-hidden') ?? null })))
    for (const icon of icons) expect(icon.first).toBe('svg')
    // 'Note' says what it is; 'Automating analyses…' needs its icon to say 'Tip'.
    expect(icons).toContainEqual({ title: 'Note', first: 'svg', label: null, hidden: 'true' })
    expect(icons).toContainEqual({ title: 'Automating analyses of many datasets', first: 'svg', label: 'Tip', hidden: null })
    await expect.poll(() => w.page.getByRole('img', { name: 'Tip' }).count()).toBeGreaterThan(0)
    await w.context.close()
  })

  it("draws the menu button, the drawer's close button and the search box's magnifier with icons of the set, the buttons keeping their names", async () => {
    const w = await openPage(browser(), { viewport: { width: 390, height: 800 } })
    await w.page.goto(site + '/docs/eln/ui/elements/samples')
    await waitForHydration(w.page)
    const menu = w.page.getByRole('button', { name: 'Toggle navigation bar' })
    expect(await spriteIcon(menu.locator('svg'))).toMatchObject({ icon: '#chemdocs-icon-menu', drawn: true, hidden: 'true' })
    expect((await menu.boundingBox())!.width).toBeGreaterThanOrEqual(24)
    await menu.click()
    const close = w.page.getByRole('button', { name: 'Close navigation bar' })
    await close.waitFor()
    // No text glyph (it was a ×): the icon alone, which the button's name speaks for.
    expect((await close.textContent())!.trim()).toBe('')
    expect(await spriteIcon(close.locator('svg'))).toMatchObject({ icon: '#chemdocs-icon-x', drawn: true, hidden: 'true' })
    await close.click()
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false')
    // The magnifier sits in the box's left padding, centred, in the muted text colour.
    await w.page.setViewportSize({ width: 1280, height: 800 })
    const input = w.page.getByRole('combobox', { name: 'Search' })
    const magnifier = w.page.locator('.navbar__search svg.navbar__search-icon')
    expect(await spriteIcon(magnifier)).toMatchObject({ icon: '#chemdocs-icon-search', drawn: true, hidden: 'true' })
    const box = (await input.boundingBox())!
    const icon = (await magnifier.boundingBox())!
    expect(icon.x - box.x).toBeCloseTo(12, 0)
    expect(Math.abs(icon.y + icon.height / 2 - (box.y + box.height / 2))).toBeLessThanOrEqual(1)
    expect(await input.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none')
    // Typing swaps in the live box, which shows the same magnifier.
    await input.click()
    await w.page.keyboard.type('sample')
    await w.page.waitForSelector('#search-suggestions .search-hit')
    expect(await spriteIcon(magnifier)).toMatchObject({ icon: '#chemdocs-icon-search', drawn: true })
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})
