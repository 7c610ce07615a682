import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser, waitForHydration } from './browser.js'

const runtime = inject('runtimeUrl')
const site = inject('siteUrl')
const browser = useBrowser()

describe('hydration', () => {
  it('hydrates home, doc, category, search and 404 pages with no console problem and no offsite request', async () => {
    const w = await openPage(browser())
    for (const path of ['/', '/docs', '/docs/eln/ui/elements/samples', '/docs/category/services', '/search/', '/about', '/helpdesk', '/no/such/page']) {
      await w.page.goto(site + path)
      await waitForHydration(w.page)
    }
    // The only message allowed is the browser's note that the unknown path answered 404.
    expect(w.problems.filter((p) => !p.includes('status of 404'))).toEqual([])
    expect(w.problems.length).toBeLessThanOrEqual(1)
    expect(w.offsite).toEqual([])
    await w.context.close()
  })

  it('hydrates every page of the runtime fixture (announcement bar, versions dropdown, colour toggle, details) with no console problem', async () => {
    const w = await openPage(browser())
    for (const path of ['/', '/docs', '/docs/section/long', '/docs/section/short', '/docs/section/details', '/helpdesk', '/about', '/search/']) {
      await w.page.goto(runtime + path)
      await waitForHydration(w.page)
      // The optional controls are there, so their markup was part of what hydrated (they are lazy
      // chunks: on a loaded machine one may still be on its way when the shell has hydrated).
      await expect.poll(() => w.page.locator('button.color-toggle').count(), { message: path }).toBe(1)
      await expect.poll(() => w.page.locator('button[aria-label^="Docs version"]').count(), { message: path }).toBe(1)
    }
    expect(w.problems).toEqual([])
    expect(w.offsite).toEqual([])
    await w.context.close()
  })
})

describe('client-side navigation', () => {
  it('swaps pages without a reload, updates the title, loads the chunk once and never refetches the first article', async () => {
    const w = await openPage(browser())
    await w.page.goto(runtime + '/docs')
    await waitForHydration(w.page)
    await w.page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    expect(w.requests.some((u) => u.includes('/assets/routes/docs.'))).toBe(false)
    await w.page.click('article a[href="/docs/section/short"]')
    await w.page.waitForURL(runtime + '/docs/section/short')
    await expect.poll(() => w.page.title()).toBe('Short page | Runtime')
    expect(await w.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
    expect(await w.page.textContent('article h1')).toBe('Short page')
    await w.page.goBack()
    await w.page.waitForURL(runtime + '/docs')
    await expect.poll(() => w.page.textContent('article h1')).toBe('Welcome')
    expect(await w.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
    expect(w.problems).toEqual([])
    await w.context.close()
  })

  it('scrolls to the hash target after navigating, and to the top otherwise', async () => {
    const w = await openPage(browser())
    await w.page.goto(runtime + '/docs')
    await waitForHydration(w.page)
    await w.page.click('article a[href="/docs/section/long#part-9"]')
    await w.page.waitForURL(/#part-9$/)
    await expect.poll(() => w.page.evaluate(() => Math.abs(document.getElementById('part-9')!.getBoundingClientRect().top) < 120)).toBe(true)
    await w.page.click('.pagination-nav__link--next')
    await w.page.waitForURL(runtime + '/docs/section/short')
    await expect.poll(() => w.page.evaluate(() => window.scrollY)).toBe(0)
    await w.context.close()
  })
})

describe('progress bar and page loader', () => {
  it('shows the progress bar and spinner only when a route change takes longer than 200 ms', async () => {
    const w = await openPage(browser())
    await w.page.route('**/assets/routes/docs_section_short.*', async (route) => {
      await new Promise((r) => setTimeout(r, 900))
      await route.continue()
    })
    await w.page.goto(runtime + '/docs')
    await waitForHydration(w.page)
    await w.page.click('article a[href="/docs/section/short"]')
    await expect.poll(() => w.page.locator('#nprogress .bar').count(), { timeout: 800 }).toBe(1)
    await expect.poll(() => w.page.locator('.page-spinner').count(), { timeout: 800 }).toBe(1)
    await w.page.waitForURL(runtime + '/docs/section/short')
    await expect.poll(() => w.page.locator('.page-spinner').count()).toBe(0)
    // A fast change shows neither.
    await w.page.click('article a[href="/docs/section/long"]')
    await w.page.waitForURL(runtime + '/docs/section/long')
    expect(await w.page.locator('.page-spinner').count()).toBe(0)
    await w.context.close()
  })
})

describe('chunk failure', () => {
  it('logs a warning and reloads the target page fully, once; a second failure shows Retry', async () => {
    const w = await openPage(browser())
    await w.page.route('**/assets/routes/**', (route) => route.abort())
    await w.page.goto(runtime + '/docs')
    await waitForHydration(w.page)
    const reload = w.page.waitForEvent('load')
    await w.page.click('article a[href="/docs/section/short"]')
    await reload
    expect(w.page.url()).toBe(runtime + '/docs/section/short')
    expect(w.problems.some((p) => p.startsWith('warning:'))).toBe(true)
    await waitForHydration(w.page)
    // Chunks still fail right after that reload: no second reload, the loader shows the error box.
    let reloaded = false
    w.page.on('load', () => (reloaded = true))
    await w.page.click('.pagination-nav__link--prev')
    await expect.poll(() => w.page.locator('.page-load-error').count()).toBe(1)
    expect(await w.page.textContent('.page-load-error')).toContain('Retry')
    expect(reloaded).toBe(false)
    await w.context.close()
  })
})

describe('error boundary', () => {
  it("shows 'This page crashed.', the message and a Try again button when a page throws while rendering", async () => {
    const w = await openPage(browser())
    await w.page.route('**/assets/routes/docs_section_short.*', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export default {route:"/docs/section/short",kind:"doc",title:"Broken",description:"",html:"",toc:null,breadcrumbs:[],hideToc:false}' }),
    )
    await w.page.goto(runtime + '/docs')
    await waitForHydration(w.page)
    await w.page.click('article a[href="/docs/section/short"]')
    await expect.poll(() => w.page.locator('h1', { hasText: 'This page crashed.' }).count()).toBe(1)
    expect(await w.page.locator('button', { hasText: 'Try again' }).count()).toBe(1)
    expect(await w.page.textContent('.error-chain')).toMatch(/null|length/)
    // Try again renders the page again: its data is still broken, so it crashes again.
    await w.page.click('button:has-text("Try again")')
    await expect.poll(() => w.page.locator('h1', { hasText: 'This page crashed.' }).count()).toBe(1)
    // Going elsewhere clears the crash screen.
    await w.page.click('nav.navbar a:has-text("Documentation")')
    await w.page.waitForURL(runtime + '/docs')
    await expect.poll(() => w.page.textContent('article h1')).toBe('Welcome')
    expect(await w.page.locator('h1', { hasText: 'This page crashed.' }).count()).toBe(0)
    await w.context.close()
  })
})

describe('navbar items', () => {
  it('a navbar item that fails to render crashes the page with an error naming the item', async () => {
    const w = await openPage(browser())
    // Site data with an item of a type this version of chemdocs cannot render.
    await w.page.route('**/assets/site.*.json', async (route) => {
      const site = (await (await route.fetch()).json()) as { navbar: { label: string; type: string }[] }
      site.navbar.find((item) => item.label === 'Helpdesk')!.type = 'mystery'
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify(site) })
    })
    await w.page.goto(runtime + '/docs')
    await expect.poll(() => w.page.locator('h1', { hasText: 'This page crashed.' }).count()).toBe(1)
    const chain = await w.page.textContent('.error-chain')
    expect(chain).toContain('A theme navbar item failed to render.\nPlease double-check the following navbar item (navbar.items) of your site.config.ts:\n{\n  "type": "mystery",\n  "label": "Helpdesk"')
    expect(chain).toContain('Cause:\nNo NavbarItem component found for type "mystery".')
    await w.context.close()
  })

  it('the versions dropdown saves the preferred version, keeps a known one and forgets an unknown one', async () => {
    const w = await openPage(browser())
    const key = 'docs-preferred-version-default'
    await w.page.goto(runtime + '/helpdesk')
    await w.page.evaluate((k) => localStorage.setItem(k, 'v0.9'), key)
    await w.page.reload()
    await waitForHydration(w.page)
    const toggle = w.page.locator('button[aria-label^="Docs version"]')
    await expect.poll(() => toggle.textContent()).toBe('Next')
    // A version the site does not have is dropped on load.
    await expect.poll(() => w.page.evaluate((k) => localStorage.getItem(k), key)).toBe(null)
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await w.page.click('.dropdown__menu a:has-text("Next")')
    await w.page.waitForURL(runtime + '/docs')
    expect(await w.page.evaluate((k) => localStorage.getItem(k), key)).toBe('current')
    await w.page.reload()
    await waitForHydration(w.page)
    expect(await w.page.evaluate((k) => localStorage.getItem(k), key)).toBe('current')
    // On a doc page the dropdown links to the same page in each version.
    await w.page.goto(runtime + '/docs/section/short')
    await waitForHydration(w.page)
    await toggle.click()
    expect(await w.page.getAttribute('.dropdown__menu a:has-text("Next")', 'href')).toBe('/docs/section/short')
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})

describe('developer errors', () => {
  it('says clearly when the site data cannot be loaded, and leaves the page readable', async () => {
    const w = await openPage(browser())
    await w.page.route('**/assets/site.*.json', (route) => route.fulfill({ status: 404, body: 'missing' }))
    await w.page.goto(runtime + '/docs/section/short')
    await expect.poll(() => w.problems.join('\n')).toMatch(/chemdocs: the site data \/assets\/site\.\w+\.json answered HTTP 404, so the page stays static/)
    expect(await w.page.textContent('article h1')).toBe('Short page')
    await w.context.close()
  })
})

describe('navbar hide on scroll', () => {
  it('hides the navbar while scrolling down and shows it scrolling up when enabled; off by default', async () => {
    const w = await openPage(browser(), { viewport: { width: 1280, height: 700 } })
    await w.page.goto(runtime + '/docs/section/long')
    await waitForHydration(w.page)
    const hidden = () => w.page.locator('nav.navbar.navbar--hidden').count()
    expect(await hidden()).toBe(0)
    await w.page.mouse.wheel(0, 800)
    await expect.poll(hidden).toBe(1)
    await w.page.mouse.wheel(0, -300)
    await expect.poll(hidden).toBe(0)
    // The Chemotion site leaves it off: the navbar stays.
    await w.page.goto(site + '/docs/eln/ui/elements/samples')
    await waitForHydration(w.page)
    await w.page.mouse.wheel(0, 800)
    await expect.poll(() => w.page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    expect(await hidden()).toBe(0)
    await w.context.close()
  })
})

describe('.html endings', () => {
  it('redirects /x.html and /x/index.html to /x', async () => {
    const w = await openPage(browser())
    await w.page.goto(runtime + '/docs/section/short.html')
    await w.page.waitForURL(runtime + '/docs/section/short')
    await w.page.goto(runtime + '/docs/section/index.html')
    await w.page.waitForURL(runtime + '/docs/section')
    await w.context.close()
  })

  it('redirects in the browser too, when a static host answers /x.html with the 404 page', async () => {
    const w = await openPage(browser())
    const notFound = await (await w.context.request.get(runtime + '/404.html')).text()
    // A host without chemdocs' redirects: any .html path gets the built 404.html, status 404.
    await w.page.route(/\.html(\?.*)?$/, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: notFound }))
    await w.page.goto(runtime + '/docs/section/short.html?x=1#part')
    await w.page.waitForURL(runtime + '/docs/section/short?x=1#part')
    await expect.poll(() => w.page.textContent('article h1')).toBe('Short page')
    await w.page.goto(runtime + '/docs/section/index.html')
    await w.page.waitForURL(runtime + '/docs/section')
    await w.context.close()
  })
})

describe('prefetch', () => {
  it('prefetches visible links with <link rel=prefetch>, and nothing on a 2g connection', async () => {
    const w = await openPage(browser())
    await w.page.goto(runtime + '/docs')
    await waitForHydration(w.page)
    await expect.poll(() => w.page.locator('link[rel=prefetch][href*="/assets/routes/"]').count()).toBeGreaterThan(0)
    await w.context.close()
    const slow = await openPage(browser())
    await slow.page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g', saveData: false } }))
    await slow.page.goto(runtime + '/docs')
    await waitForHydration(slow.page)
    await slow.page.waitForTimeout(300)
    expect(await slow.page.locator('link[rel=prefetch]').count()).toBe(0)
    await slow.context.close()
  })

  it('preloads a chunk when its link is hovered, before any click', async () => {
    const w = await openPage(browser())
    const scripts: string[] = []
    w.page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
    await w.page.goto(runtime + '/docs')
    await waitForHydration(w.page)
    expect(scripts.filter((u) => u.includes('/routes/docs_section_short.'))).toEqual([])
    await w.page.hover('article a[href="/docs/section/short"]')
    await expect.poll(() => scripts.filter((u) => u.includes('/routes/docs_section_short.')).length).toBe(1)
    expect(w.page.url()).toBe(runtime + '/docs')
    await w.context.close()
  })

  it('falls back to a GET where <link rel=prefetch> is not supported', async () => {
    const w = await openPage(browser())
    await w.page.addInitScript(() => {
      const supports = DOMTokenList.prototype.supports
      DOMTokenList.prototype.supports = function (token: string) {
        return token === 'prefetch' ? false : supports.call(this, token)
      }
    })
    const fetched: string[] = []
    w.page.on('request', (r) => r.resourceType() === 'fetch' && r.url().includes('/assets/routes/') && fetched.push(r.url()))
    await w.page.goto(runtime + '/docs')
    await waitForHydration(w.page)
    await expect.poll(() => fetched.length).toBeGreaterThan(0)
    expect(await w.page.locator('link[rel=prefetch]').count()).toBe(0)
    await w.context.close()
  })

  it('prefetches and preloads nothing with data saver on', async () => {
    const w = await openPage(browser())
    await w.page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } }))
    await w.page.goto(runtime + '/docs')
    await waitForHydration(w.page)
    await w.page.hover('article a[href="/docs/section/short"]')
    await w.page.waitForTimeout(500)
    expect(await w.page.locator('link[rel=prefetch]').count()).toBe(0)
    expect(w.requests.filter((u) => u.includes('/assets/routes/'))).toEqual([])
    // Following the link still works: it loads the chunk then.
    await w.page.click('article a[href="/docs/section/short"]')
    await expect.poll(() => w.page.textContent('article h1')).toBe('Short page')
    await w.context.close()
  })
})

describe('mobile sidebar', () => {
  it('opens from the hamburger, locks scrolling, and is forced closed on desktop width', async () => {
    const w = await openPage(browser(), { viewport: { width: 600, height: 800 } })
    await w.page.goto(runtime + '/docs/section/short')
    await waitForHydration(w.page)
    await w.page.click('button[aria-label="Toggle navigation bar"]')
    await expect.poll(() => w.page.locator('nav.navbar-sidebar--show').count()).toBe(1)
    expect(await w.page.evaluate(() => document.body.style.overflow)).toBe('hidden')
    // The drawer's contents are a chunk fetched once the view is known to be narrow.
    await expect.poll(() => w.page.locator('button[aria-label="Close navigation bar"]').count()).toBe(1)
    await w.page.click('text=← Back to main menu')
    await w.page.setViewportSize({ width: 1200, height: 800 })
    await expect.poll(() => w.page.locator('nav.navbar-sidebar--show').count()).toBe(0)
    expect(await w.page.evaluate(() => document.body.style.overflow)).toBe('visible')
    await w.context.close()
  })

  it('is mobile up to 995 px and desktop from 996 px', async () => {
    const w = await openPage(browser(), { viewport: { width: 995, height: 800 } })
    await w.page.goto(runtime + '/docs/section/short')
    await waitForHydration(w.page)
    const toggle = 'button[aria-label="Toggle navigation bar"]'
    expect(await w.page.isVisible(toggle)).toBe(true)
    expect(await w.page.isVisible('aside nav.sidebar, nav.sidebar >> nth=0')).toBe(false)
    await w.page.click(toggle)
    await expect.poll(() => w.page.locator('nav.navbar-sidebar--show').count()).toBe(1)
    await w.page.setViewportSize({ width: 996, height: 800 })
    // Desktop: the drawer is forced closed, the hamburger hidden and the docs sidebar shown.
    await expect.poll(() => w.page.locator('nav.navbar-sidebar--show').count()).toBe(0)
    expect(await w.page.evaluate(() => document.body.style.overflow)).toBe('visible')
    expect(await w.page.isVisible(toggle)).toBe(false)
    expect(await w.page.isVisible('nav.sidebar >> nth=0')).toBe(true)
    await w.context.close()
  })

  it("closes with 'Close navigation bar' and with the browser's Back, which then stays on the page", async () => {
    const w = await openPage(browser(), { viewport: { width: 600, height: 800 } })
    await w.page.goto(runtime + '/docs')
    await waitForHydration(w.page)
    await w.page.click('article a[href="/docs/section/short"]')
    await expect.poll(() => w.page.textContent('article h1')).toBe('Short page')
    const open = async () => {
      await w.page.click('button[aria-label="Toggle navigation bar"]')
      await expect.poll(() => w.page.locator('nav.navbar-sidebar--show').count()).toBe(1)
      expect(await w.page.evaluate(() => document.body.style.overflow)).toBe('hidden')
    }
    await open()
    await w.page.click('button[aria-label="Close navigation bar"]')
    await expect.poll(() => w.page.locator('nav.navbar-sidebar--show').count()).toBe(0)
    expect(await w.page.evaluate(() => document.body.style.overflow)).toBe('visible')
    await open()
    await w.page.evaluate(() => history.back())
    await expect.poll(() => w.page.locator('nav.navbar-sidebar--show').count()).toBe(0)
    await w.page.waitForTimeout(500)
    expect(w.page.url()).toBe(runtime + '/docs/section/short')
    expect(await w.page.textContent('article h1')).toBe('Short page')
    expect(await w.page.evaluate(() => document.body.style.overflow)).toBe('visible')
    // With the drawer closed, Back navigates again.
    await w.page.evaluate(() => history.back())
    await w.page.waitForURL(runtime + '/docs')
    await expect.poll(() => w.page.textContent('article h1')).toBe('Welcome')
    // Forward with the drawer open is held too, and leaves history working: the next Back moves.
    await open()
    await w.page.evaluate(() => history.forward())
    await expect.poll(() => w.page.locator('nav.navbar-sidebar--show').count()).toBe(0)
    await w.page.waitForTimeout(500)
    expect(w.page.url()).toBe(runtime + '/docs')
    expect(await w.page.textContent('article h1')).toBe('Welcome')
    await w.page.evaluate(() => history.back())
    await w.page.waitForURL(runtime + '/docs/section/short')
    await expect.poll(() => w.page.textContent('article h1')).toBe('Short page')
    expect(w.problems).toEqual([])
    await w.context.close()
  })
})

describe('collapsible sidebar categories', () => {
  it('animates height with a content-based duration, and 1 ms under reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const w = await openPage(browser(), { reducedMotion })
      await w.page.goto(runtime + '/docs')
      await waitForHydration(w.page)
      // Record every transition the animation sets (the 1 ms one is gone before a poll could see it).
      await w.page.evaluate(() => {
        const el = document.getElementById('sidebar-1-section')!
        const seen: string[] = ((window as unknown as { seen: string[] }).seen = [])
        new MutationObserver(() => el.style.transition && seen.push(el.style.transition)).observe(el, { attributes: true })
      })
      await w.page.click('button.menu__link--sublist:has-text("Section")')
      await expect.poll(() => w.page.evaluate(() => (window as unknown as { seen: string[] }).seen.join('|'))).toMatch(reducedMotion === 'reduce' ? /^height 1ms ease-in-out/ : /^height \d{3}ms ease-in-out/)
      await expect.poll(() => w.page.isVisible('#sidebar-1-section a[href="/docs/section/long"]')).toBe(true)
      await w.context.close()
    }
  })
})

describe('announcement bar', () => {
  it('closes on a click the moment the page says it has hydrated, on a first visit', async () => {
    const w = await openPage(browser())
    // data-has-hydrated means that every control answers: a click the moment it is set (here from
    // a MutationObserver, before any test step could run) closes the bar for good.
    await w.page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hasHydrated !== 'true') return
        observer.disconnect()
        document.querySelector<HTMLButtonElement>('.announcement-bar__close')!.click()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] })
    })
    await w.page.goto(runtime + '/docs')
    await waitForHydration(w.page)
    await w.page.waitForTimeout(1000)
    expect(await w.page.locator('.announcement-bar').count()).toBe(0)
    expect(await w.page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true')
    await w.context.close()
  })

  it('stays dismissed across loads, and a new bar id shows it again', async () => {
    const w = await openPage(browser())
    await w.page.goto(runtime + '/')
    await waitForHydration(w.page)
    expect(await w.page.isVisible('text=Version 2 is out.')).toBe(true)
    await w.page.click('.announcement-bar button[aria-label="Close"]')
    await w.page.reload()
    await waitForHydration(w.page)
    expect(await w.page.isVisible('text=Version 2 is out.')).toBe(false)
    await w.page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'release-1'))
    await w.page.reload()
    await waitForHydration(w.page)
    await expect.poll(() => w.page.isVisible('text=Version 2 is out.')).toBe(true)
    await w.context.close()
  })
})

describe('colour mode', () => {
  it('toggles, persists under "theme", syncs to a second tab, and has no wrong-theme flash', async () => {
    const w = await openPage(browser())
    await w.page.goto(runtime + '/docs')
    await waitForHydration(w.page)
    const second = await w.context.newPage()
    await second.goto(runtime + '/docs')
    await waitForHydration(second)
    await w.page.click('button.color-toggle')
    expect(await w.page.getAttribute('html', 'data-theme')).toBe('dark')
    expect(await w.page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    await expect.poll(() => second.getAttribute('html', 'data-theme')).toBe('dark')
    // Before any script of ours but the inline one runs, the stored theme is applied.
    await w.page.route('**/assets/entry.*', (r) => r.abort())
    await w.page.reload()
    expect(await w.page.getAttribute('html', 'data-theme')).toBe('dark')
    await w.context.close()
  })

  it('is disabled on the Chemotion site: no switch, light mode; a stored or requested theme is ignored and the stored one removed', async () => {
    const w = await openPage(browser(), { colorScheme: 'dark' })
    await w.page.goto(site + '/docs')
    await waitForHydration(w.page)
    expect(await w.page.locator('button.color-toggle').count()).toBe(0)
    expect(await w.page.getAttribute('html', 'data-theme')).toBe('light')
    // A choice left from when the switch existed, and one asked for in the URL.
    await w.page.evaluate(() => localStorage.setItem('theme', 'dark'))
    await w.page.goto(site + '/docs?docusaurus-theme=dark')
    expect(await w.page.getAttribute('html', 'data-theme')).toBe('light')
    await waitForHydration(w.page)
    expect(await w.page.getAttribute('html', 'data-theme')).toBe('light')
    await expect.poll(() => w.page.evaluate(() => localStorage.getItem('theme'))).toBe(null)
    await w.context.close()
  })

  it('follows the system setting live when respectPrefersColorScheme is on and no choice is stored; ignores it when off', async () => {
    // The fixture has it off; this page's site data turns it on (the switch reads it from there).
    const w = await openPage(browser(), { colorScheme: 'light' })
    await w.page.route('**/assets/site.*.json', async (route) => {
      const data = (await (await route.fetch()).json()) as { colorMode: { respectPrefersColorScheme: boolean } }
      data.colorMode.respectPrefersColorScheme = true
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify(data) })
    })
    await w.page.goto(runtime + '/docs')
    await waitForHydration(w.page)
    expect(await w.page.getAttribute('html', 'data-theme')).toBe('light')
    await w.page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => w.page.getAttribute('html', 'data-theme')).toBe('dark')
    await w.page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => w.page.getAttribute('html', 'data-theme')).toBe('light')
    // A stored choice wins over the system.
    await w.page.evaluate(() => localStorage.setItem('theme', 'light'))
    await w.page.emulateMedia({ colorScheme: 'dark' })
    await w.page.waitForTimeout(300)
    expect(await w.page.getAttribute('html', 'data-theme')).toBe('light')
    await w.context.close()
    // As built (off): the system setting changes nothing.
    const off = await openPage(browser(), { colorScheme: 'light' })
    await off.page.goto(runtime + '/docs')
    await waitForHydration(off.page)
    await off.page.emulateMedia({ colorScheme: 'dark' })
    await off.page.waitForTimeout(300)
    expect(await off.page.getAttribute('html', 'data-theme')).toBe('light')
    await off.context.close()
  })
})

describe('blocked storage', () => {
  it('logs one warning and keeps working', async () => {
    const w = await openPage(browser())
    await w.page.addInitScript(() => Object.defineProperty(window, 'localStorage', { get() { throw new Error('denied') } }))
    await w.page.goto(runtime + '/docs')
    await waitForHydration(w.page)
    await w.page.click('article a[href="/docs/section/short"]')
    await w.page.waitForURL(runtime + '/docs/section/short')
    expect(w.problems.filter((p) => p.includes('storage is not available'))).toHaveLength(1)
    await w.context.close()
  })
})

describe('base-URL banner', () => {
  it('tells the reader the site did not load and suggests a base URL when the scripts cannot load', async () => {
    const w = await openPage(browser())
    await w.page.route('**/assets/**', (r) => r.abort())
    await w.page.goto(runtime + '/')
    await expect.poll(() => w.page.isVisible('#__chemdocs-base-url-issue-banner')).toBe(true)
    const text = await w.page.textContent('#__chemdocs-base-url-issue-banner')
    expect(text).toContain('did not load properly')
    expect(text).toContain('We suggest trying baseUrl = /')
    await w.context.close()
  })
})

describe('accessibility labels and keyboard', () => {
  it('has the skip link first, and it moves focus to the main content', async () => {
    const w = await openPage(browser())
    await w.page.goto(site + '/docs/eln')
    await waitForHydration(w.page)
    await w.page.keyboard.press('Tab')
    expect(await w.page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content')
    await w.page.keyboard.press('Enter')
    expect(await w.page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
    await w.context.close()
  })
})
