import { describe, expect, inject, it } from 'vitest'
import { openPage, waitForHydration, waitForIslands, type WatchedPage } from './browser.js'
import { servedFixture } from './served-fixture.js'

const served = servedFixture('mdx-pages-render')

describe('MDX tabs', () => {
  it('show the first panel in a browser with JavaScript turned off', async () => {
    const w = await openPage(served.browser, { javaScriptEnabled: false })
    await w.page.goto(served.server.origin + '/docs/guide')
    const panel = (value: string) => w.page.locator(`[role="tabpanel"][id$="-panel-${value}"]`)
    expect(await panel('linux').isVisible()).toBe(true)
    expect(await panel('linux').textContent()).toBe('Run the script.')
    expect(await panel('mac').isVisible()).toBe(false)
    // Nothing ran: the page is the server's HTML alone.
    expect(await w.page.evaluate(() => document.documentElement.dataset.hasHydrated ?? 'no')).toBe('no')
    await w.context.close()
  })

  it('show the first panel, then switch by click and arrow keys after hydration', async () => {
    const w = await openPage(served.browser)
    await w.page.goto(served.server.origin + '/docs/guide')
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
    const w = await openPage(served.browser)
    await w.page.goto(served.server.origin + '/docs/guide')
    await waitForHydration(w.page)
    const visible = () => w.page.locator('[data-group-id="os"] [role="tabpanel"]:not([hidden])').allTextContents()
    expect(await visible()).toEqual(['Start the .exe.', 'Stop with Ctrl-Break.'])
    await w.page.locator('[data-group-id="os"] [role="tab"][data-value="unix"]').first().click()
    await expect.poll(visible).toEqual(['Start the script.', 'Stop with Ctrl-C.'])
    await w.context.close()
  })
})

describe('a migrated Docusaurus tree (docusaurus-tree)', () => {
  const tree = inject('treeUrl')
  const islandRequests = (w: WatchedPage) => w.requests.filter((u) => u.includes('/assets/islands/'))
  // Route chunks are prefetched for the links a page shows; they are data, not code.
  const appScripts = (w: WatchedPage) => w.requests.map((u) => new URL(u).pathname).filter((p) => p.endsWith('.js') && !p.startsWith('/assets/routes/'))
  /** From install, client-side navigation through the pagination: configure, then uninstall. */
  const nextToUninstall = async (w: WatchedPage) => {
    for (const page of ['configure', 'uninstall']) {
      await w.page.click('.pagination-nav__link--next')
      await w.page.waitForURL(`${tree}/docs/guides/${page}`)
    }
  }
  const openAt = async (route: string) => {
    const w = await openPage(served.browser)
    await w.page.goto(tree + route)
    await waitForHydration(w.page)
    return w
  }
  const scriptsOf = async (route: string) => {
    const w = await openAt(route)
    // Every page fetches the live search box (and the chunks it imports) once the browser is idle;
    // on a busy machine that comes after the network first went quiet, which networkidle reports at
    // once. So: wait for it, then until no new script has been asked for in a second.
    await expect.poll(() => appScripts(w).some((p) => p.includes('/LiveSearchBox.')), { timeout: 10_000 }).toBe(true)
    for (let seen = -1; seen !== appScripts(w).length; ) {
      seen = appScripts(w).length
      await w.page.waitForTimeout(1000)
    }
    await w.context.close()
    // Sorted: lazy chunks fetched when the browser is idle arrive in any order.
    return appScripts(w).sort()
  }

  it('hydrates client components after load, and pages with only static components load no extra JavaScript', async () => {
    // A markdown page and MDX pages with static components only (a global component, card list
    // and details; an exported value) load the very same scripts.
    const markdown = await scriptsOf('/docs/guides/configure')
    expect(await scriptsOf('/docs/overview')).toEqual(markdown)
    expect(await scriptsOf('/docs/reference/cli')).toEqual(markdown)
    const w = await openAt('/docs/guides/install')
    await waitForIslands(w.page, 2)
    // An island page adds the island code and its own chunk, and (it has tabs) the article widgets.
    expect(appScripts(w).filter((u) => !markdown.includes(u)).sort()).toEqual([
      expect.stringMatching(/^\/assets\/article-widgets\.\w+\.js$/),
      expect.stringMatching(/^\/assets\/islands\.\w+\.js$/),
      expect.stringMatching(/^\/assets\/islands\/docs_guides_install\.\w+\.js$/),
    ])
    expect(await w.page.textContent('.counter output')).toBe('2')
    await w.page.click('.counter button')
    await w.page.click('.counter button')
    await expect.poll(() => w.page.textContent('.counter output')).toBe('4')
    await w.page.click('button.toggle')
    await expect.poll(() => w.page.textContent('button.toggle')).toBe('Hide details')
    expect(await w.page.getAttribute('button.toggle', 'aria-pressed')).toBe('true')
    // The label still names its output: ids from useId match between server and browser.
    expect(await w.page.evaluate(() => document.getElementById(document.querySelector('.counter label')!.getAttribute('for')!)?.tagName)).toBe('OUTPUT')
    expect(islandRequests(w)).toHaveLength(1)
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('hydrates client components after client-side navigation, again when coming back', async () => {
    const w = await openAt('/docs')
    await w.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await w.page.click('article a[href="/docs/guides/install"]')
    await w.page.waitForURL(tree + '/docs/guides/install')
    await waitForIslands(w.page, 2)
    await w.page.click('.counter button')
    await expect.poll(() => w.page.textContent('.counter output')).toBe('3')
    await nextToUninstall(w)
    await waitForIslands(w.page, 1)
    await w.page.click('.counter button')
    await expect.poll(() => w.page.textContent('.counter output')).toBe('1')
    await w.page.goBack()
    await w.page.goBack()
    await w.page.waitForURL(tree + '/docs/guides/install')
    await waitForIslands(w.page, 2)
    await w.page.click('button.toggle')
    await expect.poll(() => w.page.textContent('button.toggle')).toBe('Hide details')
    expect(await w.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('remembers the tab chosen in a groupId across reloads and on other pages', async () => {
    const w = await openPage(served.browser)
    const selected = () => w.page.locator('[data-group-id="os"] [role="tab"][aria-selected="true"]').allTextContents()
    await w.page.goto(tree + '/docs/guides/install')
    await waitForHydration(w.page)
    expect(await selected()).toEqual(['Linux'])
    await w.page.click('[data-group-id="os"] [role="tab"][data-value="windows"]')
    expect(await w.page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('windows')
    await w.page.reload()
    await waitForHydration(w.page)
    await expect.poll(selected).toEqual(['Windows'])
    expect(await w.page.locator('[data-group-id="os"] [role="tabpanel"]:not([hidden])').textContent()).toBe('Run install.exe.')
    await nextToUninstall(w)
    await expect.poll(selected).toEqual(['Windows'])
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('gives imported, require()d and markdown images their width and height', async () => {
    const w = await openAt('/docs/guides/install')
    const images = () =>
      w.page.evaluate(() => [...document.querySelectorAll('article img')].map((img) => [img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height'), (img as HTMLImageElement).naturalWidth]))
    await w.page.evaluate(() => Promise.all([...document.querySelectorAll('article img')].map((img) => (img as HTMLImageElement).decode())))
    expect(await images()).toEqual([
      ['diagram', '64', '32', 64],
      ['screen', '48', '24', 48],
      ['Diagram again', '64', '32', 64],
    ])
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('shows generated indexes, card lists, partials, admonitions, details and tabs styled by the theme', async () => {
    const w = await openAt('/docs/category/guides')
    /** The visible cards of the page: their title, and whether the theme laid them out as boxes. */
    const cards = () =>
      w.page.evaluate(() =>
        [...document.querySelectorAll('article .card__link')].map((a) => {
          const box = a.getBoundingClientRect()
          const style = getComputedStyle(a)
          return [a.querySelector('.card__title')?.textContent?.replace(/^\W+/, ''), box.width > 100 && box.height > 40, style.borderTopStyle, style.display]
        }),
      )
    const gridOf = (selector: string) => w.page.evaluate((s) => getComputedStyle(document.querySelector(s)!).display, selector)
    expect(await cards()).toEqual([
      ['Install', true, 'solid', 'block'],
      ['Configure', true, 'solid', 'block'],
      ['Uninstall', true, 'solid', 'block'],
    ])
    expect(await gridOf('article .cards')).toBe('grid')
    for (const [route, titles] of [
      ['/docs/category/reference', ['File formats', 'All reference pages', 'API', 'Command line']],
      ['/docs/reference/all', ['File formats', 'API', 'Command line']],
      ['/docs/overview', ['Guides', 'Reference']],
    ] as const) {
      await w.page.goto(tree + route)
      await waitForHydration(w.page)
      expect((await cards()).map((c) => c[0]), route).toEqual(titles)
      expect((await cards()).every((c) => c[1] && c[2] === 'solid'), route).toBe(true)
    }
    // Details, plain or as a component: bordered, closed, opened by a click on the summary.
    const details = w.page.locator('article details.details')
    expect(await details.count()).toBe(2)
    expect(await details.first().evaluate((d) => getComputedStyle(d).borderTopStyle)).toBe('solid')
    expect(await w.page.getByText('It builds this folder as it is.').isVisible()).toBe(false)
    await w.page.click('article summary >> text=Why chemdocs?')
    await expect.poll(() => w.page.getByText('It builds this folder as it is.').isVisible()).toBe(true)
    // A page with a partial, a folder component inside it, an admonition and tabs.
    await w.page.goto(tree + '/docs/guides/install')
    await waitForHydration(w.page)
    expect(await w.page.locator('article h2#shared-requirements').isVisible()).toBe(true)
    expect(await w.page.locator('article aside.callout').textContent()).toBe('Note from the team: Check the version first.')
    const admonition = await w.page.locator('article .admonition-tip').evaluate((a) => {
      const s = getComputedStyle(a)
      return [s.borderLeftStyle, s.borderLeftWidth, s.backgroundColor]
    })
    expect(admonition).toEqual(['solid', '5px', 'rgb(230, 246, 230)'])
    expect(await gridOf('article [role="tablist"]')).toBe('flex')
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})
