import type { IndexLocation } from '../shared/search-protocol.js'

/**
 * The URL of a version's index file: its file resolved against the base URL, and, like the
 * original's "Unexpected version url", only on the base URL's own origin (a crafted file such
 * as '//elsewhere.example/x.json' must not make the worker fetch from another site).
 */
export function indexUrlOf({ baseUrl, version, file }: IndexLocation): string {
  const url = new URL(file, baseUrl)
  if (url.origin !== new URL(baseUrl).origin) throw new Error(`search index of version ${version} is on another origin: ${url.href}`)
  return url.href
}
