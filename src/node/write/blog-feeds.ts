import { withBase } from '../../shared/url.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import type { OutputFile, Page } from '../types.js'
import { TRUNCATE_MARK } from '../site/blog-routes.js'

// The blog's feeds: RSS 2.0 (`rss.xml`), Atom (`atom.xml`) and JSON Feed (`feed.json`) under the
// blog's URL, as Docusaurus names them, newest post first, each entry with its title, absolute
// link, date, description and authors.

/** The number of posts a feed holds, as Docusaurus' default `feedOptions.limit`. */
const LIMIT = 20

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
}

type FeedType = 'rss' | 'atom' | 'json'

/** The feeds `feedTypes` asks for: 'all' is the three, as in Docusaurus. */
function feedsOf(types: NonNullable<ResolvedConfig['blog']>['feedTypes']): Set<FeedType> {
  if (types === 'none') return new Set()
  if (types === 'all') return new Set(['rss', 'atom', 'json'])
  return new Set(typeof types === 'string' ? [types] : types)
}

const FEED_FILES: Record<FeedType, { type: string; file: string; name: string }> = {
  rss: { type: 'application/rss+xml', file: 'rss.xml', name: 'RSS Feed' },
  atom: { type: 'application/atom+xml', file: 'atom.xml', name: 'Atom Feed' },
  json: { type: 'application/json', file: 'feed.json', name: 'JSON Feed' },
}

/**
 * The `<link rel="alternate">` every page's head has for each feed, as Docusaurus' blog adds them
 * (feed readers and browsers find the feeds from any page): type, URL and `<site title> RSS Feed`.
 */
export function blogFeedLinks(config: Pick<ResolvedConfig, 'base' | 'title' | 'blog'>): { type: string; href: string; title: string }[] {
  const blog = config.blog
  if (!blog) return []
  const root = blog.routeBasePath.replace(/^\/+|\/+$/g, '')
  return [...feedsOf(blog.feedTypes)].map((feed) => ({
    type: FEED_FILES[feed].type,
    href: withBase(config.base, `/${root === '' ? '' : `${root}/`}${FEED_FILES[feed].file}`),
    title: `${config.title} ${FEED_FILES[feed].name}`,
  }))
}

/** Root-relative links and images of a post's HTML made absolute, as a feed reader needs them. */
function absoluteUrls(html: string, origin: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`)
}

/** The feed files of the blog's (listed, not draft) posts; none when `feedTypes` is 'none'. */
export function blogFeedFiles(config: Pick<ResolvedConfig, 'url' | 'base' | 'title' | 'blog'>, pages: Page[]): OutputFile[] {
  const blog = config.blog
  const feeds = feedsOf(blog?.feedTypes ?? 'none')
  if (!blog || feeds.size === 0) return []
  const root = blog.routeBasePath.replace(/^\/+|\/+$/g, '')
  const at = (route: string) => `${config.url}${withBase(config.base, route)}`
  const posts = pages
    .filter((p) => p.source.blogPost && !p.source.blogPost.unlisted)
    .sort((a, b) => b.source.blogPost!.date.localeCompare(a.source.blogPost!.date))
    .slice(0, LIMIT)
  const home = at(`/${root}`.replace(/^\/\/+/, '/'))
  const title = `${config.title} ${blog.blogTitle}`
  const updated = posts[0]?.source.blogPost!.date ?? new Date(0).toISOString()
  const files: OutputFile[] = []
  const dir = root === '' ? '' : `${root}/`
  if (feeds.has('rss')) {
    const items = posts.map((p) => {
      const meta = p.source.blogPost!
      const authors = meta.authors.map((a) => `<dc:creator>${xml(a.name)}</dc:creator>`).join('')
      return `<item><title>${xml(p.title)}</title><link>${xml(at(p.source.route))}</link><guid>${xml(at(p.source.route))}</guid><pubDate>${new Date(meta.date).toUTCString()}</pubDate><description>${xml(p.description)}</description>${authors}${meta.tags.map((t) => `<category>${xml(t.label)}</category>`).join('')}</item>`
    })
    files.push({ path: `${dir}${FEED_FILES.rss.file}`, contents: `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>${xml(title)}</title><link>${xml(home)}</link><description>${xml(blog.blogDescription)}</description><lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>${items.join('')}</channel></rss>\n` })
  }
  if (feeds.has('atom')) {
    const entries = posts.map((p) => {
      const meta = p.source.blogPost!
      const authors = meta.authors.map((a) => `<author><name>${xml(a.name)}</name>${a.url ? `<uri>${xml(a.url)}</uri>` : ''}</author>`).join('')
      return `<entry><title>${xml(p.title)}</title><id>${xml(at(p.source.route))}</id><link href="${xml(at(p.source.route))}"/><updated>${meta.date}</updated><summary>${xml(p.description)}</summary>${authors}</entry>`
    })
    files.push({ path: `${dir}${FEED_FILES.atom.file}`, contents: `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><id>${xml(home)}</id><title>${xml(title)}</title><updated>${updated}</updated><link rel="alternate" href="${xml(home)}"/><subtitle>${xml(blog.blogDescription)}</subtitle>${entries.join('')}</feed>\n` })
  }
  if (feeds.has('json')) {
    const items = posts.map((p) => {
      const meta = p.source.blogPost!
      const author = meta.authors[0]
      return {
        id: at(p.source.route),
        content_html: absoluteUrls(p.html.replace(TRUNCATE_MARK, ''), config.url),
        url: at(p.source.route),
        title: p.title,
        summary: p.description,
        date_modified: meta.date,
        ...(author && { author: { name: author.name, ...(author.url && { url: author.url }) } }),
        tags: meta.tags.map((t) => t.label),
      }
    })
    files.push({ path: `${dir}${FEED_FILES.json.file}`, contents: `${JSON.stringify({ version: 'https://jsonfeed.org/version/1', title, home_page_url: home, description: blog.blogDescription, items }, null, 2)}\n` })
  }
  return files
}
