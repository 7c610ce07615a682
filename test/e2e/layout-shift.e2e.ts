import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { layoutShifts, openPage, recordLayoutShifts, useBrowser, waitForHydration } from './browser.js'
import { serveSlowly } from './slow-origin.js'

// A cold load does not move what the reader already sees (issue 31): the page is painted before
// all its HTML has come (the slow origin), then hydrated, and nothing shifts on the way.
const site = inject('siteUrl')
const browser = useBrowser()
let slow: { url: string; server: Server }
let cutInSearchBox: { url: string; server: Server }
let cutInTocButton: { url: string; server: Server }
beforeAll(async () => {
  slow = await serveSlowly(site)
  // The parser may yield, and the browser paint, anywhere in the HTML: here inside the navbar's
  // search box, its magnifier drawn and its input not yet (a CI run caught the box growing).
  cutInSearchBox = await serveSlowly(site, { firstEndsBefore: '<input type="search"', pauseMs: 600 })
  // A phone's "On this page" button painted before its label: its chevron once moved when it came.
  cutInTocButton = await serveSlowly(site, { firstEndsBefore: 'On this page</summary>', chunk: 1_000_000, pauseMs: 400 })
})
afterAll(() => {
  slow?.server.close()
  cutInSearchBox?.server.close()
  cutInTocButton?.server.close()
})

describe('layout shift on a cold load', () => {
  // The origin is read when the case runs: the servers start in beforeAll.
  it.each([
    ['a doc page with wide tables and code blocks', '/docs/labimotion/designer/template-features', 1280, () => slow],
    ['a long doc page', '/docs/eln/ui/elements/samples', 1280, () => slow],
    ['a doc page on a phone', '/docs/labimotion/designer/template-features', 390, () => slow],
    ['a phone page painted with its "On this page" button still empty', '/docs/labimotion/designer/template-features', 390, () => cutInTocButton],
  ])('%s (%s, %i px) shifts nothing', async (_name, pathname, width, origin) => {
    const w = await openPage(browser(), { viewport: { width, height: 800 } })
    await recordLayoutShifts(w.page)
    await w.page.goto(origin().url + pathname)
    await waitForHydration(w.page)
    // Late work (the lazy search box, the copy buttons) has its chance to move things too.
    await w.page.waitForTimeout(500)
    const { cls, shifts } = await layoutShifts(w.page)
    expect(shifts).toEqual([])
    expect(cls).toBe(0)
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it.each([1280, 800, 390])('a page painted with its HTML cut inside the navbar (its search box without the input) moves nothing when the rest comes (%i px)', async (width) => {
    const w = await openPage(browser(), { viewport: { width, height: 800 } })
    await recordLayoutShifts(w.page)
    // Each frame drawn before the input came is noted, so the test knows the cut page was painted.
    await w.page.addInitScript(() => {
      const note = () => {
        if (document.querySelector('.navbar__search-input')) return
        if (document.querySelector('.navbar__search')) Object.assign(window, { __paintedCut: true })
        requestAnimationFrame(note)
      }
      requestAnimationFrame(note)
    })
    await w.page.goto(cutInSearchBox.url + '/docs/eln')
    await waitForHydration(w.page)
    await w.page.waitForTimeout(300)
    expect(await w.page.evaluate(() => (window as { __paintedCut?: boolean }).__paintedCut)).toBe(true)
    const { cls, shifts } = await layoutShifts(w.page)
    expect(shifts).toEqual([])
    expect(cls).toBe(0)
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})
