import type { SiteData } from '../src/shared/types.js'
import type { buildFixture } from './helpers.js'

// Readers of a fixture's build shared by the docs tests (versions, docs instances): the site data,
// a search index's pages, and the sidebar's and version dropdown's links in a page's HTML.

/** A fixture as buildFixture built it. */
export type Built = Awaited<ReturnType<typeof buildFixture>>

/** The site data the build wrote (assets/site.<hash>.json). */
export function siteOf(built: Built): SiteData {
  const file = [...built.writer.files.keys()].find((p) => /^assets\/site\.[0-9a-f]{8}\.json$/.test(p))!
  return JSON.parse(built.writer.read(file)!) as SiteData
}

/** The URLs of the pages a search index file holds. */
export const indexedUrls = (built: Built, file: string): string[] => (JSON.parse(built.writer.read(file)!) as { pages: [string][] }).pages.map((p) => p[0]).sort()

/** The HTML from the first match of `start` up to `end`, or ''. */
export function between(html: string, start: RegExp, end: string): string {
  const at = html.search(start)
  return at < 0 ? '' : html.slice(at, html.indexOf(end, at))
}

/** The docs sidebar's links (href list). */
export const sidebarLinks = (html: string) => [...between(html, /<aside class="doc-sidebar">/, '</aside>').matchAll(/href="([^"]+)"/g)].map((m) => m[1])

/** The versions dropdown's entries as `label -> href`. */
export const dropdown = (html: string) => [...between(html, /<ul class="dropdown__menu"/, '</ul>').matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} -> ${m[1]}`)
