import { createContext, useContext } from 'react'
import type { SiteData } from '../src/shared/types.js'

/** Where the reader is, and how to move. On the server navigation does nothing. */
export interface RouterApi {
  pathname: string
  search: string
  hash: string
  /** Client-side navigation to a URL (with base). */
  navigate(url: string, options?: { replace?: boolean }): void
  /** Fetches a route's chunk ahead of time (link visible). */
  prefetch(url: string): void
  /** Loads and runs a route's chunk ahead of time (link hovered). */
  preload(url: string): void
  /**
   * While set, the browser's Back does not navigate: it calls `onBack` and the page stays (the
   * open mobile drawer closes this way, B17). Returns the function that lifts the block.
   */
  block?(onBack: () => void): () => void
}

export const SiteContext = createContext<SiteData | null>(null)

const serverRouter: RouterApi = {
  pathname: '/',
  search: '',
  hash: '',
  navigate: () => undefined,
  prefetch: () => undefined,
  preload: () => undefined,
}

export const RouterContext = createContext<RouterApi>(serverRouter)

/** The site data; throws a developer error when rendered outside the provider. */
export function useSite(): SiteData {
  const site = useContext(SiteContext)
  if (!site) throw new Error('Hook useSite is called outside the <SiteContext.Provider>.')
  return site
}

export function useRouter(): RouterApi {
  return useContext(RouterContext)
}
