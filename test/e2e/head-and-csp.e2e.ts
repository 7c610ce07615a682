import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser, waitForHydration } from './browser.js'

const embeds = inject('embedsUrl')
const browser = useBrowser()

describe('headTags, scripts and allowed origins (head-tags-and-csp-allowances)', () => {
  it("runs the head tags' inline script and the site's own script, loads frames and scripts only from allowed origins", async () => {
    const w = await openPage(browser())
    await w.page.goto(embeds + '/docs/video')
    await waitForHydration(w.page)
    // The inline head script runs by its hash in the CSP; the script from static/ by 'self'.
    await expect.poll(() => w.page.evaluate(() => ({ ...document.documentElement.dataset }))).toMatchObject({ headTag: 'ran', ownScript: 'ran' })
    // The allowed frame and script were requested (the browser suite cuts them off there); the
    // frame from an origin not allowed was refused by the CSP before any request, and the script
    // whose origin is not allowed is not in the page at all.
    await expect.poll(() => w.offsite.sort()).toEqual(['https://stats.example.net/script.js', 'https://www.youtube-nocookie.com/embed/abc'])
    expect(await w.page.locator('script[src*="tracker.example.com"]').count()).toBe(0)
    await expect.poll(() => w.problems.some((p) => p.includes('elsewhere.example.com') && p.includes('Content Security Policy'))).toBe(true)
    expect(w.problems.filter((p) => !p.includes('elsewhere.example.com') && !p.includes('net::ERR_FAILED'))).toEqual([])
    await w.context.close()
  })
})
