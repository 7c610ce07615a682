import { spawnSync } from 'node:child_process'
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, createSiteHandler, listen, readFromDir } from '../../src/node/serve/static-server.js'
import { openPage, useBrowser, waitForHydration, type WatchedPage } from './browser.js'
import { CLI, copyFixture, runCli, type CliProcess } from './serve-helpers.js'

// The Content-Security-Policy of built pages, in chromium: script a page's content smuggles in
// must not run, while the page's own two inline scripts (colour theme, base-URL banner) and its
// app do. The markdown pipeline passes raw HTML through, so the payloads go into a page's markdown;
// the last test injects them into the served HTML instead, where an attacker's would arrive.
const PAYLOAD = `<script>window.__pwned = 'inline script'; document.title = 'pwned'</script>

<img alt="broken" src="data:image/png;base64,AAAA" onerror="window.__pwned = 'onerror'; document.title = 'pwned'">`

// Files from static/ are copied as they are: an SVG or an HTML file there could carry script too.
const EVIL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="window.__pwned = 'svg onload'; document.documentElement.setAttribute('data-pwned', 'onload')"><script>window.__pwned = 'svg script'; document.documentElement.setAttribute('data-pwned', 'script')</script><rect width="10" height="10"/></svg>`
const EVIL_HTML = `<!doctype html><html><head><title>static</title></head><body><p>a file from static/</p><script>window.__pwned = 'static html'; document.title = 'pwned'; localStorage.setItem('pwned', '1')</script><img alt="" src="data:image/png;base64,AAAA" onerror="window.__pwned = 'onerror'; document.title = 'pwned'"></body></html>`

const browser = useBrowser()
let site: string
let server: Server
let origin: string
let serve: CliProcess
let serveOrigin: string

beforeAll(async () => {
  site = copyFixture('client-runtime')
  writeFileSync(path.join(site, 'docs/section/injected.md'), `---\ntitle: Injected\ndescription: A page whose markdown carries script.\n---\n\nText before the payloads.\n\n${PAYLOAD}\n\nText after them.\n`)
  appendFileSync(path.join(site, 'docs/index.md'), '\nAlso [the injected page](./section/injected.md).\n')
  mkdirSync(path.join(site, 'static/img'), { recursive: true })
  writeFileSync(path.join(site, 'static/img/evil.svg'), EVIL_SVG)
  writeFileSync(path.join(site, 'static/evil.html'), EVIL_HTML)
  const built = spawnSync(process.execPath, [CLI, 'build', '--out-dir', 'out'], { cwd: site, encoding: 'utf8' })
  expect(built.status, built.stderr).toBe(0)
  server = createServer(createSiteHandler(readFromDir(path.join(site, 'out')), '/'))
  origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`
  serve = runCli(['serve', '--port', '0'], site)
  serveOrigin = (await serve.waitFor(/(http:\/\/127\.0\.0\.1:\d+)\//))[1]!
  await serve.waitFor(/ready in/)
})
afterAll(async () => {
  server?.close()
  serve?.child.kill('SIGINT')
  await serve?.exited
  rmSync(site, { recursive: true, force: true })
})

interface Violation {
  directive: string
  blocked: string
}

/** A page that records every CSP violation (the init script runs before the page's own and is not subject to its CSP). */
async function openWatched(): Promise<WatchedPage & { violations: () => Promise<Violation[]> }> {
  const w = await openPage(browser())
  await w.context.addInitScript(() => {
    const seen: Violation[] = ((window as unknown as { __violations: Violation[] }).__violations = [])
    document.addEventListener('securitypolicyviolation', (e) => seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI }))
  })
  return { ...w, violations: () => w.page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations) }
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)
/**
 * What was blocked, once each: the same policy arrives as a header and as the page's meta tag,
 * and chromium reports a violation once per policy.
 */
const directives = (list: Violation[]) => [...new Set(list.map((v) => `${v.directive} ${v.blocked}`))].sort()
/** Console problems other than chromium's line for each blocked inline script or handler. */
const otherThanCspRefusals = (problems: string[]) => problems.filter((p) => !/^error: .*inline .* violates the following Content Security Policy directive .script-src 'self' 'sha256-/.test(p))

describe('Content-Security-Policy in chromium', () => {
  it('blocks a script element and an onerror handler in a page’s markdown, reports both, and still runs the theme script and hydrates', async () => {
    const w = await openWatched()
    await w.page.goto(`${origin}/docs/section/injected?docusaurus-theme=dark`)
    await waitForHydration(w.page)
    await expect.poll(async () => directives(await w.violations())).toEqual(['script-src-attr inline', 'script-src-elem inline'])
    expect(await pwned(w.page)).toBeUndefined()
    expect(await w.page.title()).toBe('Injected | Runtime')
    // Only the theme script reads ?docusaurus-theme (the server renders data-theme="light").
    expect(await w.page.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.dataset.themeChoice])).toEqual(['dark', 'dark'])
    expect(await w.page.textContent('article')).toContain('Text after them.')
    expect(otherThanCspRefusals(w.problems)).toEqual([])
    // One console line per blocked script and policy (header and meta tag).
    expect(w.problems).toHaveLength(4)
    await w.context.close()
  })

  it('blocks the handler when the client router puts the page’s HTML in place (innerHTML) after a navigation', async () => {
    const w = await openWatched()
    await w.page.goto(`${origin}/docs`)
    await waitForHydration(w.page)
    await w.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await w.page.click('article a[href="/docs/section/injected"]')
    await expect.poll(() => w.page.textContent('article h1')).toBe('Injected')
    expect(await w.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1) // no full reload
    await expect.poll(async () => directives(await w.violations())).toContain('script-src-attr inline')
    expect(await pwned(w.page)).toBeUndefined()
    expect(otherThanCspRefusals(w.problems)).toEqual([])
    await w.context.close()
  })

  it('blocks payloads injected into the served HTML; the home page’s own inline scripts raise no violation, and the base-URL banner runs when the app cannot load', async () => {
    const clean = await openWatched()
    await clean.page.goto(`${origin}/`)
    await waitForHydration(clean.page)
    expect(await clean.violations()).toEqual([])
    expect(await clean.page.locator('#__chemdocs-base-url-issue-banner').count()).toBe(0)
    expect(clean.problems).toEqual([])
    await clean.context.close()

    const w = await openWatched()
    await w.page.route((url) => url.pathname === '/', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, body: (await response.text()).replace('<body>', `<body>${PAYLOAD}`) })
    })
    // The app script fails to load (as with a wrong base URL): only the banner script can explain it.
    await w.page.route('**/assets/**/*.js', (route) => route.abort())
    await w.page.goto(`${origin}/?docusaurus-theme=dark`)
    await expect.poll(() => w.page.locator('#__chemdocs-base-url-issue-banner').count()).toBe(1)
    await expect.poll(async () => directives(await w.violations())).toEqual(['script-src-attr inline', 'script-src-elem inline'])
    expect(await pwned(w.page)).toBeUndefined()
    expect(await w.page.evaluate(() => document.documentElement.dataset.themeChoice)).toBe('dark')
    await w.context.close()
  })
})

describe('files from static/ in chromium', () => {
  it.each([
    ['the static server', () => origin],
    ['serve', () => serveOrigin],
  ])('%s: script in an SVG or an HTML file from static/ does not run, and the file is not on the site’s origin', async (_, originOf) => {
    const w = await openPage(browser())
    for (const file of ['/img/evil.svg', '/evil.html']) {
      const response = await w.page.goto(`${originOf()}${file}`)
      expect(response?.status(), file).toBe(200)
      // Give a script or a handler the time it would need.
      await w.page.waitForLoadState('load')
      await w.page.waitForTimeout(100)
      expect(await pwned(w.page), file).toBeUndefined()
      expect(await w.page.evaluate(() => document.documentElement.getAttribute('data-pwned')), file).toBeNull()
      expect(response?.headers()['content-security-policy'], file).toMatch(/; sandbox /)
      // Sandboxed: even what could run there would not share the site's origin (its storage, its cookies).
      expect(await w.page.evaluate(() => self.origin), file).toBe('null')
    }
    expect(await w.page.title()).toBe('static')
    expect(w.problems.some((p) => /sandboxed|Content Security Policy/.test(p))).toBe(true)
    expect(w.offsite).toEqual([])
    await w.context.close()
  })
})
