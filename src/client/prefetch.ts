/** Prefetch and preload of route chunks, skipped on slow or data-saving connections. */

interface NetworkInformation {
  effectiveType?: string
  saveData?: boolean
}

export function isSlowConnection(): boolean {
  const c = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return !!c && ((c.effectiveType ?? '').includes('2g') || c.saveData === true)
}

const prefetched = new Set<string>()

/** Fetches a chunk into the HTTP cache without running it. */
export function prefetchUrl(url: string): void {
  if (prefetched.has(url) || isSlowConnection()) return
  prefetched.add(url)
  const link = document.createElement('link')
  if (link.relList?.supports?.('prefetch')) {
    link.rel = 'prefetch'
    link.href = url
    link.as = 'script'
    document.head.appendChild(link)
  } else {
    fetch(url, { credentials: 'include' }).catch(() => undefined)
  }
}
