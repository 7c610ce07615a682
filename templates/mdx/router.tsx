import { useEffect, useSyncExternalStore, type ReactNode } from 'react'

/** What `useLocation()` gives: the parts of the page's URL react-router's location has. */
export interface RouterLocation {
  pathname: string
  search: string
  hash: string
}

declare global {
  // Set by chemdocs' render worker to the page being rendered (see render-page-module.ts).
  var __chemdocsPathname: string | undefined
}

let current: RouterLocation | undefined

// One object per URL, as useSyncExternalStore needs a stable snapshot.
function browserLocation(): RouterLocation {
  const { pathname, search, hash } = window.location
  if (!current || current.pathname !== pathname || current.search !== search || current.hash !== hash) current = { pathname, search, hash }
  return current
}

let served: RouterLocation | undefined

// On the server, the page's path; in the browser while hydrating, the same path without the query
// and hash the server never saw, so the first render matches the server's HTML.
function serverLocation(): RouterLocation {
  const pathname = typeof window === 'undefined' ? (globalThis.__chemdocsPathname ?? '/') : window.location.pathname
  if (!served || served.pathname !== pathname) served = { pathname, search: '', hash: '' }
  return served
}

function subscribe(onChange: () => void): () => void {
  for (const event of ['popstate', 'hashchange']) window.addEventListener(event, onChange)
  return () => {
    for (const event of ['popstate', 'hashchange']) window.removeEventListener(event, onChange)
  }
}

/** `useLocation()` of `@docusaurus/router`: the page's URL path (base included), query and hash. */
export function useLocation(): RouterLocation {
  return useSyncExternalStore(subscribe, browserLocation, serverLocation)
}

/** `useHistory()`: push and replace load the URL (chemdocs' pages are separate documents). */
export function useHistory() {
  const location = useLocation()
  return {
    location,
    push: (to: string) => window.location.assign(to),
    replace: (to: string) => window.location.replace(to),
    goBack: () => window.history.back(),
    goForward: () => window.history.forward(),
    listen: (listener: () => void) => subscribe(listener),
  }
}

/** `<Redirect to>`: renders nothing, and sends the browser on once the page runs. */
export function Redirect({ to }: { to: string }): ReactNode {
  useEffect(() => window.location.replace(to), [to])
  return null
}
