import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'

export const CHROMIUM = '/usr/bin/chromium'
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS })
}

/** One browser for a test file: launched before its tests, closed after. Returns a getter. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => browser!
}

export interface WatchedPage {
  page: Page
  context: BrowserContext
  /** Console errors and warnings, and page errors, seen so far. */
  problems: string[]
  /** Requests to hosts other than loopback (the site must work offline). */
  offsite: string[]
  requests: string[]
}

/** A fresh context and page that records console problems and blocks any non-loopback request. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  const problems: string[] = []
  const offsite: string[] = []
  const requests: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('request', (r) => requests.push(r.url()))
  await context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname
    if (host === '127.0.0.1' || host === 'localhost') return route.continue()
    offsite.push(route.request().url())
    return route.abort()
  })
  return { page, context, problems, offsite, requests }
}

/** Resolves once React has hydrated the page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true')
}

/** Resolves once exactly `count` client components (islands) of the page are hydrated. */
export async function waitForIslands(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('chemdocs-island[data-hydrated="true"]').length === n, count)
}

/** Opens `url` in a new watched page, and resolves once the app and `islands` client components are hydrated. */
export async function openHydrated(browser: Browser, url: string, islands: number, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const w = await openPage(browser, options)
  await w.page.goto(url)
  await waitForHydration(w.page)
  await waitForIslands(w.page, islands)
  return w
}

/** Searches from the navbar box and returns the pages of the suggestions, in order. */
export async function searchFromNavbar(page: Page, text: string): Promise<string[]> {
  const input = page.locator('.navbar__search-input')
  await input.fill('')
  await input.click()
  await page.keyboard.type(text)
  await page.waitForSelector('#search-suggestions .search-hit')
  return [...new Set(await page.locator('#search-suggestions .search-hit').evaluateAll((rows) => rows.map((row) => new URL(row.getAttribute('data-href')!, location.href).pathname)))]
}

/**
 * Records the page's layout shifts (Chromium's layout-shift entries) from its first paint on: call
 * before `goto`, read with `layoutShifts`. Shifts right after an input do not count, as in CLS.
 */
export function recordLayoutShifts(page: Page): Promise<void> {
  return page.addInitScript(() => {
    const record = { cls: 0, shifts: [] as string[] }
    Object.assign(window, { __chemdocsLayoutShifts: record })
    type Rect = { x: number; y: number; width: number; height: number }
    const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`
    // A node removed since, or a pseudo-element, has no node: its rectangles say what it was.
    const nameOf = (node?: Node) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : (node?.nodeName ?? '(removed)'))
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: Rect; currentRect: Rect }[] })[]) {
        if (entry.hadRecentInput) continue
        record.cls += entry.value
        const moved = entry.sources.map((s) => `${nameOf(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`)
        record.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The cumulative layout shift so far and, per shift, its size, time and what moved. */
export function layoutShifts(page: Page): Promise<{ cls: number; shifts: string[] }> {
  return page.evaluate(() => (window as unknown as { __chemdocsLayoutShifts: { cls: number; shifts: string[] } }).__chemdocsLayoutShifts)
}
