import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, openPage, waitForHydration } from './browser.js'
import { startServe, type ServeProcess, editServedFile } from './serve-helpers.js'

// A real `chemdocs serve` process on a temp copy of the fixture, edited while a tab is open.
let browser: Browser
let serve: ServeProcess

beforeAll(async () => {
  ;[browser, serve] = await Promise.all([launch(), startServe('serve-live-reload')])
})
afterAll(async () => {
  await browser?.close()
  expect(await serve?.stop()).toBe(0)
})

const edit = (file: string, change: (text: string) => string) => editServedFile(serve, file, change)

describe('chemdocs serve in a browser', () => {
  it('serves the first page, then brings an edit of its article into the open tab in place: no reload, scroll and widgets kept', async () => {
    const w = await openPage(browser)
    await w.page.goto(`${serve.origin}/docs/guide/long`)
    await waitForHydration(w.page)
    await w.page.evaluate(() => window.scrollTo(0, 1500))
    await expect.poll(() => w.page.evaluate(() => Math.round(window.scrollY))).toBe(1500)
    // A mark on the window: a reload would clear it.
    await w.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
    edit('docs/guide/long.md', (t) => `${t}\nA sentence added while serving.\n\n\`\`\`js\nconst added = 1\n\`\`\`\n`)
    await expect.poll(() => w.page.textContent('article'), { timeout: 10_000 }).toContain('A sentence added while serving.')
    expect(await w.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
    expect(await w.page.evaluate(() => Math.round(window.scrollY))).toBe(1500)
    // The new code block gets its copy button, as on a page loaded afresh.
    await expect.poll(() => w.page.locator('article .code-block .code-block__copy').count()).toBe(1)
    // Leaving and coming back shows the page as it is now, not as it was first loaded.
    await w.page.click('nav.sidebar a[href="/docs/guide/first-steps"]')
    await w.page.waitForURL(`${serve.origin}/docs/guide/first-steps`)
    await w.page.goBack()
    await expect.poll(() => w.page.textContent('article')).toContain('A sentence added while serving.')
    expect(w.problems).toEqual([])
    expect(w.offsite).toEqual([])
    await w.context.close()
  })

  it('reloads the open tab when more than its article changed (its title), keeping the scroll position', async () => {
    const w = await openPage(browser)
    await w.page.goto(`${serve.origin}/docs/guide/long`)
    await waitForHydration(w.page)
    await w.page.evaluate(() => window.scrollTo(0, 1500))
    await expect.poll(() => w.page.evaluate(() => Math.round(window.scrollY))).toBe(1500)
    const reloaded = w.page.waitForEvent('load')
    edit('docs/guide/long.md', (t) => t.replace('title: Long page', 'title: A longer page'))
    await reloaded
    await waitForHydration(w.page)
    expect(await w.page.textContent('article h1')).toBe('A longer page')
    await expect.poll(() => w.page.evaluate(() => Math.round(window.scrollY))).toBe(1500)
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('previews a page that links to one not written yet, the link a warning in the overlay with file:line:col', async () => {
    const w = await openPage(browser)
    await w.page.goto(`${serve.origin}/docs/guide/first-steps`)
    await waitForHydration(w.page)
    edit('docs/guide/first-steps.md', (t) => `${t}\nAlso see [the page to come](./page-to-come.md).\n`)
    await expect.poll(() => w.page.textContent('article'), { timeout: 10_000 }).toContain('Also see the page to come')
    const item = w.page.locator('#chemdocs-dev-overlay li').first()
    await expect.poll(() => item.textContent(), { timeout: 10_000 }).toMatch(/^docs\/guide\/first-steps\.md:\d+:\d+ .*page-to-come\.md.*chemdocs build/)
    expect(await w.page.locator('#chemdocs-dev-overlay').getAttribute('data-kind')).toBe('warnings')

    edit('docs/guide/first-steps.md', (t) => t.replace('[the page to come](./page-to-come.md)', '[the long page](./long.md)'))
    await expect.poll(() => w.page.locator('#chemdocs-dev-overlay li').count(), { timeout: 10_000 }).toBe(0)
    expect(await w.page.textContent('article')).toContain('Also see the long page')
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('shows a failed rebuild in an overlay with file:line:col and keeps the old page; fixing it clears the overlay', async () => {
    const w = await openPage(browser)
    await w.page.goto(`${serve.origin}/docs/guide/first-steps`)
    await waitForHydration(w.page)
    const before = await w.page.textContent('article')
    edit('docs/guide/first-steps.md', (t) => `${t.replace('sidebar_position: 1', 'sidebar_position: [1')}\nA sentence that must not show.\n`)
    const item = w.page.locator('#chemdocs-dev-overlay li').first()
    await expect.poll(() => item.textContent(), { timeout: 10_000 }).toMatch(/^docs\/guide\/first-steps\.md:\d+:\d+ /)
    expect(await w.page.locator('#chemdocs-dev-overlay').getAttribute('data-kind')).toBe('errors')
    expect(await w.page.textContent('article')).toBe(before)
    // The server keeps the last good build, and a tab opened now (a late connect) shows the overlay too.
    const html = await (await fetch(`${serve.origin}/docs/guide/first-steps`)).text()
    expect(html).not.toContain('must not show')
    const late = await openPage(browser)
    await late.page.goto(`${serve.origin}/docs`)
    await expect.poll(() => late.page.locator('#chemdocs-dev-overlay li').count()).toBe(1)
    await late.context.close()

    edit('docs/guide/first-steps.md', (t) => t.replace('sidebar_position: [1', 'sidebar_position: 1').replace('A sentence that must not show.', 'A sentence that shows.'))
    await expect.poll(() => w.page.textContent('article'), { timeout: 10_000 }).toContain('A sentence that shows.')
    expect(await w.page.locator('#chemdocs-dev-overlay').count()).toBe(0)
    expect(w.problems).toEqual([])
    expect(w.offsite).toEqual([])
    await w.context.close()
  })

  it('reloads the tab when a static file changes, and loads the search index and worker of the dev build', async () => {
    const w = await openPage(browser)
    await w.page.goto(`${serve.origin}/docs`)
    await waitForHydration(w.page)
    const reloaded = w.page.waitForEvent('load')
    writeFileSync(path.join(serve.dir, 'static/img/dot.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>')
    await reloaded
    await waitForHydration(w.page)
    // Read from here, not in the tab: a watcher may report one save twice, and a tab must never
    // be asked to evaluate while it reloads.
    expect(await (await fetch(`${serve.origin}/img/dot.svg`)).text()).toContain('<rect')
    const dataUrl = /data-site="([^"]+)"/.exec(await (await fetch(`${serve.origin}/docs`)).text())![1]!
    const site = (await (await fetch(serve.origin + dataUrl)).json()) as { search: { workerUrl: string; indexUrls: Record<string, string> } }
    const urls = [site.search.workerUrl, ...Object.values(site.search.indexUrls)]
    for (const url of urls) expect((await fetch(serve.origin + url)).status, url).toBe(200)
    expect(w.problems).toEqual([])
    expect(w.offsite).toEqual([])
    await w.context.close()
  })

  it('searches in serve mode, and finds text saved while serving', async () => {
    const w = await openPage(browser)
    await w.page.goto(`${serve.origin}/docs`)
    await waitForHydration(w.page)
    const reloaded = w.page.waitForEvent('load')
    edit('docs/guide/first-steps.md', (t) => `${t}\nThe quasicrystal sample needs a second spectrum.\n`)
    // Another page's article changed: this tab reloads.
    await reloaded
    await waitForHydration(w.page)
    await w.page.click('.navbar__search-input')
    await w.page.keyboard.type('quasicrystal')
    const hits = w.page.locator('#search-suggestions [role="option"]')
    await expect.poll(() => hits.count(), { timeout: 10_000 }).toBeGreaterThan(0)
    expect(await hits.first().textContent()).toContain('First steps')
    expect(w.problems).toEqual([])
    expect(w.offsite).toEqual([])
    await w.context.close()
  })
})
