import { isExternal, withBase } from '../../shared/url.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import type { OutputFile, Page } from '../types.js'
import { TRUNCATE_MARK } from '../site/blog-routes.js'
import { feedHtml } from './feed-content.js'
import { atomFeed, jsonFeed, rssFeed, type FeedData, type FeedItem } from './feed-formats.js'

// The blog's feeds: RSS 2.0 (`rss.xml`), Atom (`atom.xml`) and JSON Feed (`feed.json`) under the
// blog's URL, as Docusaurus names them: its newest `feedLimit` posts (20), newest first, each in
// full with its title, absolute link, date, description, authors and tags; titled and described
// `<site title> Blog` unless `feedTitle` and `feedDescription` say otherwise, as Docusaurus'
// `feedOptions` are.

type Blog = NonNullable<ResolvedConfig['blog']>
type FeedType = 'rss' | 'atom' | 'json'

/** The blog's URL path below the base, without slashes ('' for a blog at the root). */
function blogRoot(blog: Blog): string {
  return blog.routeBasePath.replace(/^\/+|\/+$/g, '')
}

/** The feeds `feedTypes` asks for: 'all' is the three, as in Docusaurus. */
function feedsOf(types: Blog['feedTypes']): Set<FeedType> {
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
 * (feed readers and browsers find the feeds from any page): type, URL and `<feedTitle> RSS Feed`,
 * the site's title standing in for an unset `feedTitle` (not the feeds' own `<site title> Blog`).
 */
export function blogFeedLinks(config: Pick<ResolvedConfig, 'base' | 'title' | 'blog'>): { type: string; href: string; title: string }[] {
  const blog = config.blog
  if (!blog) return []
  const root = blogRoot(blog)
  return [...feedsOf(blog.feedTypes)].map((feed) => ({
    type: FEED_FILES[feed].type,
    href: withBase(config.base, `/${root === '' ? '' : `${root}/`}${FEED_FILES[feed].file}`),
    title: `${blog.feedTitle ?? config.title} ${FEED_FILES[feed].name}`,
  }))
}

/** The feed files of the blog's newest (listed, not draft) posts; none when `feedTypes` is 'none'. */
export function blogFeedFiles(config: Pick<ResolvedConfig, 'url' | 'base' | 'title' | 'favicon' | 'locale' | 'blog'>, pages: Page[]): OutputFile[] {
  const blog = config.blog
  const feeds = feedsOf(blog?.feedTypes ?? 'none')
  if (!blog || feeds.size === 0) return []
  const feed = feedDataOf(config, blog, pages)
  const dir = blogRoot(blog) === '' ? '' : `${blogRoot(blog)}/`
  const write: Record<FeedType, (feed: FeedData) => string> = { rss: rssFeed, atom: atomFeed, json: jsonFeed }
  return [...feeds].map((type) => ({ path: `${dir}${FEED_FILES[type].file}`, contents: write[type](feed) }))
}

/** What every feed says: the blog's options with Docusaurus' defaults, and its newest posts. */
function feedDataOf(config: Pick<ResolvedConfig, 'url' | 'base' | 'title' | 'favicon' | 'locale'>, blog: Blog, pages: Page[]): FeedData {
  const at = (route: string) => `${config.url}${withBase(config.base, route)}`
  const posts = pages
    .filter((p) => p.source.blogPost && !p.source.blogPost.unlisted)
    .sort((a, b) => b.source.blogPost!.date.localeCompare(a.source.blogPost!.date))
    .slice(0, blog.feedLimit === false ? undefined : blog.feedLimit)
  const items = posts.map((p): FeedItem => {
    const meta = p.source.blogPost!
    const url = at(p.source.route)
    return {
      title: p.title,
      url,
      date: meta.date,
      description: p.description,
      content: feedHtml(p.html.replace(TRUNCATE_MARK, ''), url),
      authors: meta.authors.map((a) => ({ name: a.name, ...(a.url && { url: a.url }) })),
      tags: meta.tags.map((t) => t.label),
    }
  })
  const favicon = config.favicon && (isExternal(config.favicon) ? config.favicon : at(config.favicon))
  return {
    title: blog.feedTitle ?? `${config.title} Blog`,
    description: blog.feedDescription ?? `${config.title} Blog`,
    home: at(`/${blogRoot(blog)}`),
    updated: posts[0]?.source.blogPost!.date ?? new Date(0).toISOString(),
    language: blog.feedLanguage ?? config.locale?.current.locale ?? 'en',
    ...(blog.feedCopyright && { copyright: blog.feedCopyright }),
    ...(favicon && { icon: favicon }),
    items,
  }
}
