import { spawnSync } from 'node:child_process'
import { rmSync, symlinkSync } from 'node:fs'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, createSiteHandler, listen, readFromDir } from '../../src/node/serve/static-server.js'
import { openPage, useBrowser, waitForHydration } from './browser.js'
import { CLI, copyFixture, ROOT } from './serve-helpers.js'

// The mermaid-diagrams fixture built with the real Mermaid (chemdocs' devDependency) in place of
// the fixture's stand-in: diagrams are drawn as SVG in the browser, in the Mermaid theme of each
// colour mode (themeConfig.mermaid: neutral in light mode, forest in dark), from the site's assets.
const browser = useBrowser()
let site: string
let server: Server
let origin: string

beforeAll(async () => {
  site = copyFixture('mermaid-diagrams')
  const mermaid = path.dirname(createRequire(path.join(ROOT, 'package.json')).resolve('mermaid/package.json'))
  rmSync(path.join(site, 'node_modules/mermaid'), { recursive: true })
  symlinkSync(mermaid, path.join(site, 'node_modules/mermaid'), 'dir')
  const built = spawnSync(process.execPath, [CLI, 'build', '--out-dir', 'out'], { cwd: site, encoding: 'utf8' })
  expect(built.status, built.stderr).toBe(0)
  server = createServer(createSiteHandler(readFromDir(path.join(site, 'out')), '/lab/'))
  origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`
}, 120_000)
afterAll(() => {
  server?.close()
  rmSync(site, { recursive: true, force: true })
})

/** The fill of the diagram's first node shape, once it is drawn in `theme`. */
async function nodeFill(page: Page, theme: string): Promise<string> {
  const diagram = page.locator('.markdown .mermaid-diagram').first()
  await expect.poll(() => diagram.getAttribute('data-drawn'), { timeout: 20_000 }).toBe(theme)
  return diagram.locator('svg .node rect, svg .node path, svg .node polygon').first().evaluate((el) => getComputedStyle(el).fill)
}

describe('mermaid diagrams (theme-mermaid)', () => {
  it('draws a diagram as SVG in light mode, again in dark mode, with nothing from other hosts and no library on pages without one', async () => {
    const w = await openPage(browser())
    await w.page.goto(`${origin}/lab/docs/plain`)
    await waitForHydration(w.page)
    expect(w.requests.filter((r) => r.includes('mermaid'))).toEqual([])
    await w.page.goto(`${origin}/lab/docs/flow`)
    await waitForHydration(w.page)
    const diagram = w.page.locator('.markdown .mermaid-diagram').first()
    // The drawing, not the icon of the block's copy button.
    const drawing = diagram.locator('svg:not(.icon)')
    const light = await nodeFill(w.page, 'neutral')
    expect(await drawing.count()).toBe(1)
    expect(await drawing.textContent()).toContain('Sample')
    expect(await diagram.locator('.mermaid-diagram__source').isHidden()).toBe(true)
    await w.page.click('button.color-toggle')
    await expect.poll(() => w.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    const dark = await nodeFill(w.page, 'forest')
    expect(dark).not.toBe(light)
    expect(await drawing.count()).toBe(1)
    // After client navigation, the MDX page's diagram is drawn in the current (dark) mode.
    await w.page.locator('nav a[href="/lab/docs/steps"]').first().click()
    await expect.poll(() => w.page.evaluate(() => location.pathname)).toBe('/lab/docs/steps')
    const steps = w.page.locator('.markdown .mermaid-diagram').first()
    await expect.poll(() => steps.getAttribute('data-drawn'), { timeout: 20_000 }).toBe('forest')
    expect(await steps.locator('svg:not(.icon)').textContent()).toContain('Alice')
    // One load of the library for the whole visit.
    expect(w.requests.filter((r) => r.includes('/assets/mermaid/mermaid-'))).toHaveLength(1)
    expect(w.offsite).toEqual([])
    expect(w.problems).toEqual([])
    await w.context.close()
  }, 90_000)
})
