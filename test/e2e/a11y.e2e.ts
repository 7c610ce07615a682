import AxeBuilder from '@axe-core/playwright'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser, waitForHydration } from './browser.js'
import { runCli, type CliProcess } from './serve-helpers.js'

const site = inject('siteUrl')
const runtime = inject('runtimeUrl')
const browser = useBrowser()

/** axe's violations on the page as it is now, as `id: first targets` lines. */
async function violations(page: Page, impacts?: string[]): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations.filter((v) => !impacts || impacts.includes(v.impact ?? '')).map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
}

describe('accessibility (axe-core)', () => {
  // template-features: code blocks wider than the column, which scroll sideways (scrollable-region-focusable).
  it.each(['/', '/docs/eln/ui/elements/reactions', '/docs/labimotion/designer/template-features', '/search/', '/this/does/not/exist'])('%s has no serious or critical violation', async (path) => {
    const w = await openPage(browser(), { bypassCSP: true })
    await w.page.goto(site + path)
    await waitForHydration(w.page)
    expect(await violations(w.page, ['serious', 'critical'])).toEqual([])
    await w.context.close()
  })
})

// The icon buttons and icon links (issue 31): the colour switch and a link to another host (the
// runtime fixture; the Chemotion site has no switch), and the copy buttons of code blocks.
describe('accessibility of the icons, light and dark (axe-core, every impact)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`the colour switch, an external link and the copy buttons (${theme})`, async () => {
      const w = await openPage(browser(), { bypassCSP: true })
      await w.page.goto(runtime + '/docs')
      await waitForHydration(w.page)
      await w.page.locator('button.color-toggle:not([disabled])').waitFor()
      await w.page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme)
      expect(await violations(w.page)).toEqual([])
      await w.page.goto(site + '/docs/labimotion/designer/template-features')
      await waitForHydration(w.page)
      await w.page.locator('button.code-block__copy').first().waitFor()
      await w.page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme)
      // The buttons, and the code blocks they sit on (the wide ones scroll, by keyboard too).
      const result = await new AxeBuilder({ page: w.page }).include('.code-block').analyze()
      expect(result.violations.map((v) => v.id)).toEqual([])
      await w.context.close()
    })
  }
})

// The pages the README shows (issue 31): a long doc page, a phone with "On this page" open, and the
// landing page `chemdocs init` writes, each light and dark, with no violation of any impact.
describe("accessibility of the README's pictures, light and dark (axe-core, every impact)", () => {
  let preview: CliProcess
  let initSite: string
  const made = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-a11y-init-'))
  beforeAll(async () => {
    const run = async (args: string[]) => expect(await runCli(args, made).exited).toBe(0)
    await run(['init', '--title', 'Widget Manual'])
    await run(['build'])
    preview = runCli(['preview', '--port', '0'], made)
    initSite = (await preview.waitFor(/(http:\/\/127\.0\.0\.1:\d+)\//))[1]!
  })
  afterAll(async () => {
    preview?.child.kill('SIGINT')
    await preview?.exited
    rmSync(made, { recursive: true, force: true })
  })

  const cases = [
    ['a long doc page', () => site, '/docs/eln/ui/elements/samples', 1280],
    ['a phone, "On this page" open', () => site, '/docs/eln/ui/elements/samples', 390],
    ['the init landing page', () => initSite, '/', 1280],
    ['the init landing page on a phone', () => initSite, '/', 390],
    ["the init site's docs page", () => initSite, '/docs', 1280],
  ] as const
  for (const theme of ['light', 'dark'] as const) {
    it.each(cases)(`%s (${theme})`, async (_name, origin, pathname, width) => {
      const w = await openPage(browser(), { bypassCSP: true, viewport: { width, height: 800 } })
      await w.page.goto(origin() + pathname)
      await waitForHydration(w.page)
      // The Chemotion site has no colour switch: the theme is set as the switch sets it.
      await w.page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme)
      if (width < 996 && (await w.page.locator('.toc-collapsible summary').count()) > 0) await w.page.click('.toc-collapsible summary')
      expect(await violations(w.page)).toEqual([])
      await w.context.close()
    })
  }
})
