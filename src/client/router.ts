import type { PageData, SiteData } from '../shared/types.js'
import { stripBase, toRoute, withBase } from '../shared/url.js'
import type { RouterApi } from '../../templates/context.js'
import type { LoadStatus } from '../../templates/PageLoader.js'
import { doneProgress, startProgress } from './progress.js'
import { isSlowConnection, prefetchUrl } from './prefetch.js'

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

  const routeOf = (url: URL) => toRoute(stripBase(site.base, url.pathname) ?? url.pathname)

  const makeApi = (): RouterApi => ({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    navigate: (url, options) => void navigate(url, options?.replace ? 'replace' : 'push'),
    prefetch: (url) => {
      const route = routeOf(new URL(url, location.href))
      // The current page's chunk is never needed: its data is already in the DOM.
      if (route === state.page.route) return
      const chunk = site.chunks[route]
      if (chunk) prefetchUrl(chunk)
    },
    preload: (url) => {
      if (isSlowConnection()) return
      const chunk = site.chunks[routeOf(new URL(url, location.href))]
      if (chunk) void loadChunk(chunk).catch(() => undefined)
    },
  })
  state = { page: initial, status: { state: 'idle' }, api: makeApi() }

  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next, api: makeApi() }
    listeners.forEach((l) => l())
  }

  const loadChunk = (url: string): Promise<PageData> => {
    let p = modules.get(url)
    if (!p) {
      p = import(/* @vite-ignore */ url).then((m: { default: PageData }) => m.default)
      p.catch(() => modules.delete(url))
      modules.set(url, p)
    }
    return p
  }

  async function navigate(href: string, mode: 'push' | 'replace' | 'pop'): Promise<void> {
    const url = new URL(href, location.href)
    if (url.origin !== location.origin) {
      location.assign(url.href)
      return
    }
    const samePage = url.pathname === location.pathname
    if (samePage && mode !== 'pop') {
      // Hash or query change only: no load, no progress bar.
      if (mode === 'push') history.pushState({ scrollY: 0 }, '', url.href)
      else history.replaceState(history.state, '', url.href)
      set({})
      if (url.hash) scrollToHash(url.hash, true)
      return
    }
    if (mode === 'push') history.replaceState({ ...(history.state ?? {}), scrollY: window.scrollY }, '')
    const id = ++loadId
    const route = routeOf(url)
    const chunk = site.chunks[route]
    const progress = window.setTimeout(startProgress, PROGRESS_DELAY_MS)
    const spinner = window.setTimeout(() => id === loadId && set({ status: { state: 'loading', pastDelay: true } }), LOADER_DELAY_MS)
    set({ status: { state: 'loading', pastDelay: false } })
    try {
      const page = chunk ? await loadChunk(chunk) : notFound(route)
      if (id !== loadId) return
      if (mode === 'push') history.pushState({ scrollY: 0 }, '', url.href)
      else if (mode === 'replace') history.replaceState({ scrollY: 0 }, '', url.href)
      const savedY = mode === 'pop' ? (history.state as { scrollY?: number } | null)?.scrollY : undefined
      scrollAfterRender = () => afterRender(page, url, mode, savedY)
      set({ page, status: { state: 'idle' } })
    } catch (error) {
      if (id !== loadId) return
      console.warn(error)
      if (!reloadedRecently()) {
        markReload()
        location.assign(url.href)
        return
      }
      set({ status: { state: 'error', error: String(error), retry: () => void navigate(url.href, 'replace') } })
    } finally {
      window.clearTimeout(progress)
      window.clearTimeout(spinner)
      doneProgress()
    }
  }

  function afterRender(page: PageData, url: URL, mode: string, savedY: number | undefined): void {
    document.title = page.kind === 'home' ? `${site.title} | ${site.tagline}` : `${page.title} | ${site.title}`
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.description)
    if (savedY !== undefined) window.scrollTo(0, savedY)
    else if (url.hash) scrollToHash(url.hash, false)
    else window.scrollTo(0, 0)
    if (mode === 'push' && !url.hash) document.getElementById('skip-region')?.focus({ preventScroll: true })
  }

  window.addEventListener('popstate', () => void navigate(location.href, 'pop'))
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

function reloadedRecently(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(RELOAD_FLAG) ?? 0) < RELOAD_WINDOW_MS
  } catch {
    return false
  }
}

function markReload(): void {
  try {
    sessionStorage.setItem(RELOAD_FLAG, String(Date.now()))
  } catch {
    /* without storage we still reload once per page load */
  }
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
  el.scrollIntoView({ behavior: smooth && !reduced ? 'smooth' : 'auto' })
}
