import { execFileSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openPage, waitForHydration } from './browser.js'
import { servedFixture } from './served-fixture.js'

const served = servedFixture('docusaurus-config-dropin')

describe('a Docusaurus site served from its docusaurus.config.js (docusaurus-config-dropin)', () => {
  it("hydrates the site's own component (no 'use client' mark) and operates it, styled by its CSS module", async () => {
    const w = await openPage(served.browser)
    await w.page.goto(served.server.origin + '/docs/kits')
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

  it("shows the logo's light image in light mode and its dark one in dark mode, named by its alt", async () => {
    const w = await openPage(served.browser, { viewport: { width: 1280, height: 800 } })
    await w.page.goto(served.server.origin + '/docs/kits')
    await waitForHydration(w.page)
    const shown = () => w.page.locator('.navbar__brand img').evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).getBoundingClientRect().width > 0).map((img) => `${img.getAttribute('src')} ${img.getAttribute('alt')}`))
    expect(await shown()).toEqual(['/docs/img/dot.png Kit'])
    await w.page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'))
    expect(await shown()).toEqual(['/docs/img/box.svg Kit'])
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it("shows the edit link and the last update's date and author under a doc, and hides the sidebar by keyboard, remembered on reload", async () => {
    const w = await openPage(served.browser, { viewport: { width: 1280, height: 800 } })
    await w.page.goto(served.server.origin + '/docs/guides/setup')
    await waitForHydration(w.page)
    const edit = w.page.locator('a.doc-footer__edit')
    expect(await edit.getAttribute('href')).toBe('https://github.com/example/kit/edit/main/docs/guides/setup.mdx')
    // The served copy of the fixture is no git repository: no date. Committed, it has one.
    expect(await w.page.locator('.doc-footer__updated').count()).toBe(0)
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], { cwd: served.server.dir, env: { ...process.env, GIT_COMMITTER_DATE: '2024-03-05T12:00:00Z', GIT_AUTHOR_DATE: '2024-03-05T12:00:00Z' } })
    git('init', '-q')
    git('add', '.')
    git('commit', '-qm', 'fixture')
    appendFileSync(path.join(served.server.dir, 'docs/guides/setup.mdx'), '\nOne more line.\n')
    await expect.poll(() => w.page.locator('.doc-footer__updated').textContent(), { timeout: 15_000 }).toBe('Last updated on Mar 5, 2024 by t')
    const sidebar = w.page.locator('aside.doc-sidebar')
    expect(await sidebar.isVisible()).toBe(true)
    await w.page.locator('button.sidebar-collapse').focus()
    await w.page.keyboard.press('Enter')
    await expect.poll(() => sidebar.isVisible()).toBe(false)
    const expand = w.page.locator('button.sidebar-expand')
    expect(await expand.evaluate((el) => el === document.activeElement)).toBe(true)
    // Remembered: hidden again on the next load, before the app has hydrated.
    await w.page.reload({ waitUntil: 'domcontentloaded' })
    expect(await w.page.evaluate(() => document.documentElement.dataset.sidebarHidden)).toBe('true')
    expect(await sidebar.isVisible()).toBe(false)
    await waitForHydration(w.page)
    await expand.focus()
    await w.page.keyboard.press('Space')
    await expect.poll(() => sidebar.isVisible()).toBe(true)
    expect(await w.page.evaluate(() => localStorage.getItem('chemdocs.sidebar.hidden'))).toBe('false')
    expect(w.problems).toEqual([])
    expect(w.offsite).toEqual([])
    await w.context.close()
  })

  it("draws one magnifier in the search box under Infima's styles: the icon of the set, not Infima's background too", async () => {
    const w = await openPage(served.browser)
    await w.page.goto(served.server.origin + '/docs/kits')
    await waitForHydration(w.page)
    const input = w.page.getByRole('combobox', { name: 'Search' })
    expect(await input.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none')
    const magnifier = w.page.locator('.navbar__search svg.navbar__search-icon')
    expect(await magnifier.evaluate((svg) => ({ icon: svg.querySelector('use')!.getAttribute('href'), drawn: svg.querySelector('use')!.getBBox().width > 5 }))).toEqual({ icon: '#chemdocs-icon-search', drawn: true })
    const box = (await input.boundingBox())!
    const icon = (await magnifier.boundingBox())!
    expect(icon.x).toBeGreaterThan(box.x)
    expect(icon.x + icon.width).toBeLessThan(box.x + parseFloat(await input.evaluate((el) => getComputedStyle(el).paddingLeft)))
    await w.context.close()
  })
})

