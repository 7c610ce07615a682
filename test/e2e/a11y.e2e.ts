import AxeBuilder from '@axe-core/playwright'
import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser, waitForHydration } from './browser.js'

const site = inject('siteUrl')
const browser = useBrowser()

describe('accessibility (axe-core)', () => {
  it.each(['/', '/docs/eln/ui/elements/reactions', '/search/', '/this/does/not/exist'])('%s has no serious or critical violation', async (path) => {
    const w = await openPage(browser(), { bypassCSP: true })
    await w.page.goto(site + path)
    await waitForHydration(w.page)
    const result = await new AxeBuilder({ page: w.page }).analyze()
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([])
    await w.context.close()
  })
})
