import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, createSiteHandler, listen, readFromDir } from '../../src/node/serve/static-server.js'
import { openPage, useBrowser, waitForHydration } from './browser.js'
import { CLI, copyFixture, editServedFile, startServe } from './serve-helpers.js'

// A site's overrides of the app shell (theme-shell-overrides: src/theme/Navbar, NotFound,
// DocPaginator, TOC, Footer, CodeBlock), built by the CLI as a user builds it and served as a static
// host serves it: the overrides show, and the Footer's button works, so the shell is hydrated.
// Then in `chemdocs serve`, with an override and a page edited while a tab is open.
const browser = useBrowser()
let site: string
let server: Server
let origin: string

beforeAll(async () => {
  site = copyFixture('theme-shell-overrides')
  const built = spawnSync(process.execPath, [CLI, 'build', '--out-dir', 'out'], { cwd: site, encoding: 'utf8' })
  expect(built.status, built.stderr).toBe(0)
  server = createServer(createSiteHandler(readFromDir(path.join(site, 'out')), '/'))
  origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`
})
afterAll(() => {
  server?.close()
  if (site) rmSync(site, { recursive: true, force: true })
})

describe("a site's theme overrides of the app shell, in chromium", () => {
  it('shows the wrapped Navbar and TOC, the own DocPaginator and CodeBlock, and hydrates the Footer (its button counts)', async () => {
    const w = await openPage(browser())
    await w.page.goto(origin + '/docs')
    await waitForHydration(w.page)
    // The wrapper's banner, and the original navbar it wraps (@theme-original/Navbar).
    expect(await w.page.locator('.site-banner').textContent()).toBe('Shell overrides fixture')
    // The site's Root is around the hydrated shell: its context is there, and it mounted once.
    expect(await w.page.locator('.site-banner').getAttribute('title')).toBe('Root at /docs')
    expect(await w.page.evaluate(() => (window as unknown as { __rootMounts?: number }).__rootMounts)).toBe(1)
    expect(await w.page.locator('nav.navbar .navbar__title').textContent()).toBe('Shell Overrides')
    expect(await w.page.locator('.site-paginator').textContent()).toBe('On to: Guide')
    const like = w.page.locator('button.site-footer-own__like')
    expect(await like.textContent()).toBe('Likes: 0')
    await like.click()
    await like.click()
    await expect.poll(() => like.textContent()).toBe('Likes: 2')
    // Client-side navigation keeps the same shell: the footer's state stays, the guide's code block is framed.
    await w.page.click('.markdown a[href="/docs/guide"]')
    await w.page.waitForSelector('.site-code-frame .code-block__title')
    expect(await w.page.locator('.site-paginator').textContent()).toBe('Back: Start')
    expect(await w.page.locator('.doc-toc .site-toc__count').textContent()).toBe('2 sections')
    expect(await like.textContent()).toBe('Likes: 2')
    // Root is not mounted again by a client navigation (its state lives as long as the tab).
    expect(await w.page.evaluate(() => (window as unknown as { __rootMounts?: number }).__rootMounts)).toBe(1)
    expect(w.problems).toEqual([])
    expect(w.offsite).toEqual([])
    await w.context.close()
  })

  it('shows the NotFound override, which wraps the original, on a missing page after hydration', async () => {
    const w = await openPage(browser())
    await w.page.goto(origin + '/docs/nowhere')
    await waitForHydration(w.page)
    expect(await w.page.locator('.site-not-found__hint').textContent()).toBe('Lost? The fixture has two pages.')
    expect(await w.page.locator('.site-not-found h1').textContent()).toBe('Page Not Found')
    const like = w.page.locator('button.site-footer-own__like')
    await like.click()
    await expect.poll(() => like.textContent()).toBe('Likes: 1')
    // The 404 page was answered with status 404; the browser logs that, and nothing else.
    expect(w.problems.filter((p) => !/status of 404/.test(p))).toEqual([])
    await w.context.close()
  })
})

describe("a site's theme overrides of the app shell in chemdocs serve, in chromium", () => {
  it('brings an edit of an override into the open tab, hydrated (its button counts), and keeps it through a page edit', async () => {
    const serve = await startServe('theme-shell-overrides')
    try {
      const w = await openPage(browser())
      await w.page.goto(serve.origin + '/docs')
      await waitForHydration(w.page)
      const like = w.page.locator('button.site-footer-own__like')
      expect(await like.textContent()).toBe('Likes: 0')
      const reloaded = w.page.waitForEvent('load')
      editServedFile(serve, 'src/theme/Footer/index.js', (t) => t.replace('Likes: {likes}', 'Thanks: {likes}'))
      await reloaded
      await waitForHydration(w.page)
      // The server render and the browser bundle both have the edit: it hydrates without a mismatch.
      await like.click()
      await expect.poll(() => like.textContent()).toBe('Thanks: 1')
      // A page edit reuses the shell, and comes in place: the edited footer stays, with its state.
      editServedFile(serve, 'docs/index.md', (t) => `${t}\nA sentence added while serving.\n`)
      await expect.poll(() => w.page.textContent('article'), { timeout: 10_000 }).toContain('A sentence added while serving.')
      expect(await like.textContent()).toBe('Thanks: 1')
      expect(w.problems).toEqual([])
      expect(w.offsite).toEqual([])
      await w.context.close()
    } finally {
      expect(await serve.stop()).toBe(0)
    }
  }, 60_000)
})
