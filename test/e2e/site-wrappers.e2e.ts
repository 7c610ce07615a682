import { describe, expect, it } from 'vitest'
import { openHydrated, openPage, waitForHydration, waitForIslands } from './browser.js'
import { servedFixture } from './served-fixture.js'

// A Docusaurus site whose swizzled Root and Layout provide contexts (fixture
// docusaurus-site-wrappers): the components of a doc read them in the browser as on the server,
// and share the Layout's state, as they do in Docusaurus, where every page is one React tree.
const served = servedFixture('docusaurus-site-wrappers')

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 })

describe('site Root and Layout around doc components (docusaurus-site-wrappers)', () => {
  it("mounts a doc's components inside them: one switch changes every concentration, each keeps its own state", async () => {
    const w = await openHydrated(served.browser, served.server.origin + '/docs/phosphate-buffer', 3, { viewport: { width: 1280, height: 800 } })
    const values = () => w.page.locator('.markdown .concentration').allTextContents()
    expect(await values()).toEqual(['19 mM (Bench 4)', '81 mM (Bench 4)'])
    await w.page.locator('.unit-switch').click()
    await poll(values).toEqual(['19000 µM (Bench 4)', '81000 µM (Bench 4)'])
    await w.page.locator('.markdown .concentration').first().click()
    await poll(values).toEqual(['19000 µM per litre (Bench 4)', '81000 µM (Bench 4)'])
    // What the Layout draws besides its children is not shown inside the article.
    expect(await w.page.locator('.ask-widget').count()).toBe(0)
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('mounts them again after client navigation, with fresh state, and unmounts those of the page left', async () => {
    const w = await openPage(served.browser, { viewport: { width: 1280, height: 800 } })
    await w.page.goto(served.server.origin + '/docs/intro')
    await waitForHydration(w.page)
    await w.page.locator('.markdown a', { hasText: 'phosphate buffer' }).click()
    await waitForIslands(w.page, 3)
    await w.page.locator('.unit-switch').click()
    await poll(() => w.page.locator('.markdown .concentration').first().textContent()).toBe('19000 µM (Bench 4)')
    await w.page.goBack()
    await poll(() => w.page.locator('h1').textContent()).toBe('Buffers')
    await w.page.goForward()
    await waitForIslands(w.page, 3)
    expect(await w.page.locator('.markdown .concentration').first().textContent()).toBe('19 mM (Bench 4)')
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('renders the components inside a provider written in the page in its tree: they share its state', async () => {
    // Four islands: the provider and the three components inside it.
    const w = await openHydrated(served.browser, served.server.origin + '/docs/titration', 4, { viewport: { width: 1280, height: 800 } })
    const progress = w.page.locator('.markdown .progress')
    expect(await progress.textContent()).toBe('0 of 2 steps done')
    await w.page.locator('.step-done', { hasText: 'Step 2' }).click()
    await poll(() => progress.textContent()).toBe('1 of 2 steps done')
    expect(await w.page.locator('.step-done', { hasText: 'Step 2' }).isDisabled()).toBe(true)
    // The provider's markup (the headings between the steps) is the server's, in place.
    expect(await w.page.locator('.markdown h2').allTextContents()).toEqual(['Fill the burette', 'Titrate'])
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})
