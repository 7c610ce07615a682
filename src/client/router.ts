import type { PageData, SiteData } from '../shared/types.js'
import { stripBase, toRoute, withBase } from '../shared/url.js'
import type { RouterApi } from '../../templates/context.js'
import type { LoadStatus } from '../../templates/PageLoader.js'
import { isSlowConnection, prefetchUrl } from './prefetch.js'
import { preloadPage } from '../../templates/lazy-pages.js'

/** Delay before the progress bar shows (spec: 200 ms). */
export const PROGRESS_DELAY_MS = 200
/** Delay before the page loader's spinner shows (spec: 200 ms by default). */
export const LOADER_DELAY_MS = 200

export interface RouterState {
  page: PageData
  status: LoadStatus
  api: RouterApi
}

const RELOAD_FLAG = 'chemdocs:chunk-reload'
/** A chunk failure this soon after a chunk-failure reload means reloading did not help. */
const RELOAD_WINDOW_MS = 10_000

/**
 * Client-side navigation: loads a route's chunk on demand, swaps the page, keeps history, scroll
 * and focus right. A chunk that fails to load (say, after a redeploy) triggers one full reload of
 * the target; if that was already tried, the page loader shows the error with a Retry button.
 */
export function createRouter(site: SiteData, initial: PageData, notFound: (route: string) => PageData) {
  const listeners = new Set<() => void>()
  const modules = new Map<string, Promise<PageData>>()
  let loadId = 0
  let state: RouterState
  let scrollAfterRender: (() => void) | null = null
  let blocker: (() => void) | undefined

  const routeOf = (url: URL) => toRoute(stripBase(site.base, url.pathname) ?? url.pathname)

  const makeApi = (): RouterApi => ({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    navigate: (url, options) => void navigate(url, options?.replace ? 'replace' : 'push'),
    prefetch: (url) => {
      // Not a chunk already loaded or loading, such as the current page's (B8).
      const chunk = site.chunks[routeOf(new URL(url, location.href))]
      if (chunk && !modules.has(chunk)) prefetchUrl(chunk)
    },
    preload: (url) => {
      const chunk = site.chunks[routeOf(new URL(url, location.href))]
      if (chunk && !isSlowConnection()) void loadChunk(chunk).catch(() => undefined)
    },
    block: (onBack) => {
      // A blocked Back or Forward puts this entry back on top (a step of go() could land short of
      // the history's end and would fire a popstate of its own), then runs onBack instead.
      const here = location.href
      const entry = history.state
      const run = () => {
        history.pushState(entry, '', here)
        onBack()
      }
      blocker = run
      return () => {
        if (blocker === run) blocker = undefined
      }
    },
  })
  state = { page: initial, status: { state: 'idle' }, api: makeApi() }

  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next, api: makeApi() }
    listeners.forEach((l) => l())
  }

  // Set once `chemdocs serve` has replaced the article in place (live-reload.ts): route chunks keep
  // their URLs between dev rebuilds, and the browser would give the modules it already has.
  let fresh = ''
  addEventListener('chemdocs:article', () => {
    modules.clear()
    fresh = `?${Date.now()}`
    // A new page object, the same html: React leaves the replaced article as it is, and its
    // widgets and islands are set up again, as for a page change.
    set({ page: { ...state.page } })
  })
  const loadChunk = (url: string): Promise<PageData> => {
    let p = modules.get(url)
    if (!p) {
      p = Promise.all([import('./route-page.js'), import(/* @vite-ignore */ url + fresh)]).then(([r, chunk]) => r.pageOfChunk(url, chunk))
      p.catch(() => modules.delete(url))
      modules.set(url, p)
    }
    return p
  }
  // The first page came with the HTML: Back to it must not download its article again.
  const initialChunk = site.chunks[initial.route]
  if (initialChunk) modules.set(initialChunk, Promise.resolve(initial))

  // The bar's code is only needed once a change is slow: it is fetched then. Both calls queue on
  // the same promise, so a done() always runs after the start() it follows.
  let progress: Promise<typeof import('./progress.js')> | undefined
  const startProgress = () => void (progress ??= import('./progress.js')).then((m) => m.startProgress())
  const doneProgress = () => void progress?.then((m) => m.doneProgress())

  async function navigate(href: string, mode: 'push' | 'replace' | 'pop'): Promise<void> {
    const url = new URL(href, location.href)
    if (url.origin !== location.origin) {
      location.assign(url.href)
      return
    }
    // By route: '/docs/x/' and '/docs/x' are one page, whose data is already shown.
    const samePage = routeOf(url) === state.page.route
    if (samePage && mode !== 'pop') {
      // Hash or query change only: no load, no progress bar. No saved position: Back and Forward
      // to this entry go to its hash, as for a plain anchor link.
      if (mode === 'push') history.pushState(null, '', url.href)
      else history.replaceState(history.state, '', url.href)
      set({})
      if (url.hash) scrollToHash(url.hash, true)
      return
    }
    if (mode === 'push') history.replaceState({ ...(history.state ?? {}), scrollY: window.scrollY }, '')
    const id = ++loadId
    const route = routeOf(url)
    const chunk = site.chunks[route]
    const progressTimer = window.setTimeout(startProgress, PROGRESS_DELAY_MS)
    const spinner = window.setTimeout(() => id === loadId && set({ status: { state: 'loading', pastDelay: true } }), LOADER_DELAY_MS)
    set({ status: { state: 'loading', pastDelay: false } })
    try {
      const [page, r] = await Promise.all([chunk ? loadChunk(chunk) : notFound(route), import('./route-page.js')])
      // A page kind with code of its own (category, home…) shows whole, not after an empty moment.
      await preloadPage(page.kind)
      if (id !== loadId) return
      if (mode === 'push') history.pushState({ scrollY: 0 }, '', url.href)
      else if (mode === 'replace') history.replaceState({ scrollY: 0 }, '', url.href)
      const savedY = mode === 'pop' ? (history.state as { scrollY?: number } | null)?.scrollY : undefined
      scrollAfterRender = () => {
        r.updateHead(site, page)
        afterRender(url, mode, savedY, r.settleScroll)
      }
      set({ page, status: { state: 'idle' } })
    } catch (error) {
      if (id !== loadId) return
      console.warn(error)
      // A full reload helps when a redeploy removed the chunk; a chunk without page data it cannot fix.
      if (!(error as { noDefault?: true }).noDefault && mayReload()) {
        location.assign(url.href)
        return
      }
      // A failed push never reached history: Retry pushes, so Back still returns to the page left.
      set({ status: { state: 'error', error: String(error), retry: () => void navigate(url.href, mode === 'pop' ? 'replace' : mode) } })
    } finally {
      window.clearTimeout(progressTimer)
      window.clearTimeout(spinner)
      doneProgress()
    }
  }

  function afterRender(url: URL, mode: string, savedY: number | undefined, settle: Settle): void {
    scrollAfterChange(url, savedY, false, settle)
    if (mode === 'push' && !url.hash) document.getElementById('skip-region')?.focus({ preventScroll: true })
  }

  window.addEventListener('popstate', () => {
    if (blocker) return blocker()
    const url = new URL(location.href)
    if (routeOf(url) !== state.page.route) return void navigate(url.href, 'pop')
    // A hash-only step (a TOC or heading link, or Back/Forward between them) stays on the page
    // shown: it only scrolls, and supersedes a load still under way.
    loadId++
    set({ status: { state: 'idle' } })
    scrollAfterChange(url, (history.state as { scrollY?: number } | null)?.scrollY, true)
  })
  history.scrollRestoration = 'manual'

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getState: () => state,
    /** Runs once after the DOM shows a newly loaded page. */
    didRender() {
      const fn = scrollAfterRender
      scrollAfterRender = null
      fn?.()
    },
    prefetch: (url: string) => state.api.prefetch(withBase(site.base, url)),
    preload: (url: string) => state.api.preload(withBase(site.base, url)),
  }
}

/** Runs an instant scroll and keeps its result against a smooth scroll still running (settle-scroll.ts). */
type Settle = (apply: () => void) => void

/**
 * A page change lands at once, and stays landed even when a smooth scroll was still running
 * (`settle`, from the route-page chunk that every page change loads: the entry stays small);
 * smooth scrolling is kept for jumps within a page.
 */
function scrollAfterChange(url: URL, savedY: number | undefined, samePage: boolean, settle: Settle = (apply) => apply()): void {
  if (url.hash && savedY === undefined) {
    if (samePage) scrollToHash(url.hash, true)
    else settle(() => scrollToHash(url.hash, false))
  } else settle(() => window.scrollTo({ top: savedY ?? 0, behavior: 'instant' }))
}

/**
 * Whether a chunk failure may reload the page, marking the reload when it may: not when one was
 * made moments ago, as reloading did not help then. Without session storage: always, once per
 * page load (the page that reloads starts over).
 */
function mayReload(): boolean {
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOAD_FLAG) ?? 0) < RELOAD_WINDOW_MS) return false
    sessionStorage.setItem(RELOAD_FLAG, String(Date.now()))
  } catch {
    /* no storage: reload */
  }
  return true
}

/** Scrolls to an element by hash; smooth for same-page jumps unless reduced motion is preferred. */
export function scrollToHash(hash: string, smooth: boolean): void {
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    /* keep the raw id */
  }
  const el = document.getElementById(id)
  if (!el) return
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  // 'instant', not 'auto': 'auto' would follow the stylesheet's smooth scroll-behavior.
  el.scrollIntoView({ behavior: smooth && !reduced ? 'smooth' : 'instant' })
}
