import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, createSiteHandler, listen, readFromDir } from '../../src/node/serve/static-server.js'
import { openPage, useBrowser, waitForHydration } from './browser.js'
import { CLI, copyFixture } from './serve-helpers.js'

// The blog fixture (blog-posts) built by the CLI and served as a static host serves it: what a
// reader of the blog sees of its "Recent posts" sidebar at desktop and phone widths.
const browser = useBrowser()
let site: string
let server: Server
let origin: string

beforeAll(async () => {
  site = copyFixture('blog-posts')
  const built = spawnSync(process.execPath, [CLI, 'build', '--out-dir', 'out'], { cwd: site, encoding: 'utf8' })
  expect(built.status, built.stderr).toBe(0)
  server = createServer(createSiteHandler(readFromDir(path.join(site, 'out')), '/'))
  origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`
})
afterAll(() => {
  server?.close()
  if (site) rmSync(site, { recursive: true, force: true })
})

describe('the blog in chromium', () => {
  it('shows the recent posts left of a post on a wide screen, the post read marked, and leads to another post', async () => {
    const w = await openPage(browser(), { viewport: { width: 1280, height: 900 } })
    await w.page.goto(origin + '/blog/second')
    await waitForHydration(w.page)
    const sidebar = w.page.getByRole('navigation', { name: 'Blog recent posts navigation' })
    expect(await sidebar.isVisible()).toBe(true)
    expect(await sidebar.locator('a[aria-current="page"]').textContent()).toBe('Second wind')
    const aside = (await sidebar.boundingBox())!
    const title = (await w.page.locator('.blog-main h1').boundingBox())!
    // Beside the post, not above it: left of the title, at about its height.
    expect(aside.x + aside.width).toBeLessThanOrEqual(title.x)
    expect(Math.abs(aside.y - title.y)).toBeLessThan(80)
    await sidebar.getByRole('link', { name: 'First light' }).click()
    await w.page.waitForURL(origin + '/blog/2024/01/05/first')
    expect(await w.page.locator('.blog-main h1').textContent()).toBe('First light')
    expect(await w.page.getByRole('navigation', { name: 'Blog recent posts navigation' }).locator('a[aria-current="page"]').textContent()).toBe('First light')
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('leaves the sidebar out on a phone, the post using the whole width', async () => {
    const w = await openPage(browser(), { viewport: { width: 390, height: 844 } })
    await w.page.goto(origin + '/blog/second')
    await waitForHydration(w.page)
    expect(await w.page.getByRole('navigation', { name: 'Blog recent posts navigation' }).isVisible()).toBe(false)
    const main = (await w.page.locator('.blog-main').boundingBox())!
    expect(main.width).toBeGreaterThan(300)
    expect(await w.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})
