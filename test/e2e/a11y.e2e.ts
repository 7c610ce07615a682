import AxeBuilder from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { launch, openPage, waitForHydration } from './browser.js'

const site = inject('siteUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

describe('accessibility (axe-core)', () => {
  it.each(['/', '/docs/eln/ui/elements/reactions', '/search/', '/this/does/not/exist'])('%s has no serious or critical violation', async (path) => {
    const w = await openPage(browser, { bypassCSP: true })
    await w.page.goto(site + path)
    await waitForHydration(w.page)
    const result = await new AxeBuilder({ page: w.page }).analyze()
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([])
    await w.context.close()
  })
})
