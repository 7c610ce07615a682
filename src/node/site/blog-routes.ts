import type { PageData } from '../../shared/types.js'
import type { BlogOptions } from '../collect/blog-posts.js'
import { kebabCase } from '../collect/blog-tags.js'
import { escapeHtml } from '../render/render.js'
import type { BlogAuthor, Page } from '../types.js'
import { docFooterHtml } from './page-meta.js'
import { authorsList, byYear, linkList, listEntry, pager, postHeader, postTags, recentPosts, type ListedPost } from './blog-html.js'

// The blog's routes besides its posts: list pages (paginated), a page per tag and per author with
// a page, the tags and authors indexes and the archive; and each post's page completed with its
// date, authors, tags and links to the newer and older post. All are pages of the page layout.

/** The truncate marker as it comes out of MDX (an element) and Markdown (a comment; see blog-posts.ts). */
export const TRUNCATE_MARK = /<div data-truncate(?:="[^"]*")?><\/div>|<!-- truncate -->/

/** The blog's posts (newest first) with the site's routes: completes the posts' routes and adds the others. */
export function blogRoutes(posts: Page[], routes: Map<string, PageData>, blog: BlogOptions, base: string): Map<string, PageData> {
  const root = '/' + blog.routeBasePath.replace(/^\/+|\/+$/g, '')
  const listed: ListedPost[] = posts
    .filter((p) => p.source.blogPost && routes.has(p.source.route))
    .sort((a, b) => b.source.blogPost!.date.localeCompare(a.source.blogPost!.date) || a.source.route.localeCompare(b.source.route))
    .map((p) => ({ route: p.source.route, title: p.title, meta: p.source.blogPost!, excerpt: p.html.split(TRUNCATE_MARK)[0]! }))
  const authorPage = (a: BlogAuthor) => (a.page && a.key !== undefined ? `${root}/authors/${a.permalink ?? kebabCase(a.key)}` : undefined)
  const out = new Map<string, PageData>()
  // The recent posts: the listed ones, as Docusaurus leaves unlisted posts out of its sidebar.
  const recent = listed.filter((p) => !p.meta.unlisted)
  /**
   * A page's content beside the recent posts sidebar, with its h1 unless it has its own: the whole
   * page (fullPage), laid out by the stylesheet's .blog-layout. As it was when the sidebar is off.
   */
  const withSidebar = (data: PageData): PageData => {
    const aside = recentPosts(recent, blog.blogSidebarCount, blog.blogSidebarTitle, data.route, base)
    if (aside === '') return data
    const h1 = data.h1InBody ? '' : `<h1>${escapeHtml(data.heading ?? data.title)}</h1>`
    // The sidebar beside <main>, not in it, as Docusaurus lays the blog out.
    return { ...data, fullPage: true, html: `<div class="container blog-layout">${aside}<main class="blog-main prose">${h1}${data.html}</main></div>` }
  }
  /** A page of the blog; `h1InBody`: the page has its own h1, or none (a list page), not the title's. */
  const page = (route: string, title: string, html: string, description = title, h1InBody = false, sidebar = true): void => {
    const data: PageData = { route, kind: 'page', title, description, html, ...(h1InBody && { h1InBody: true }), toc: [], breadcrumbs: [], hideToc: true }
    out.set(route, sidebar ? withSidebar(data) : data)
  }

  // Each post: its header and tags around its text, and the newer and older post.
  listed.forEach((post, i) => {
    const data = routes.get(post.route)!
    const newer = listed[i - 1]
    const older = listed[i + 1]
    const nav = pager(newer && { href: newer.route, label: newer.title, sub: 'Newer post' }, older && { href: older.route, label: older.title, sub: 'Older post' }, base, 'Blog post page navigation')
    const html = data.html.replace(TRUNCATE_MARK, '')
    const edit = post.meta.editUrl ? `<footer class="doc-footer">${docFooterHtml({ editUrl: post.meta.editUrl })}</footer>` : ''
    out.set(post.route, withSidebar({ ...data, html: `<article class="blog-post">${postHeader(post.meta, authorPage, base)}<div class="markdown">${html}</div>${postTags(post.meta, base)}${edit}</article>${nav}` }))
  })

  /** List pages of some posts: the first at `at`, the others at `at/page/2`, … */
  const lists = (at: string, title: string, items: ListedPost[], description: string, heading?: string): void => {
    const size = blog.postsPerPage === 'ALL' ? Math.max(items.length, 1) : blog.postsPerPage
    const count = Math.max(1, Math.ceil(items.length / size))
    const href = (n: number) => (n === 1 ? at : `${at === '/' ? '' : at}/page/${n}`)
    for (let n = 1; n <= count; n++) {
      const entries = items.slice((n - 1) * size, n * size).map((p) => listEntry(p, authorPage, base))
      const nav = pager(n > 1 ? { href: href(n - 1), label: 'Newer entries', sub: '' } : undefined, n < count ? { href: href(n + 1), label: 'Older entries', sub: '' } : undefined, base, 'Blog list page navigation')
      const h1 = heading === undefined ? '' : `<h1>${escapeHtml(heading)}</h1>`
      page(href(n), n === 1 ? title : `${title} - page ${n}`, `${h1}${entries.join('')}${nav}`, description, true)
    }
  }
  lists(root, blog.blogTitle, listed.filter((p) => !p.meta.unlisted), blog.blogDescription)

  const tags = new Map<string, { label: string; posts: ListedPost[] }>()
  for (const post of listed) {
    if (post.meta.unlisted) continue
    for (const t of post.meta.tags) {
      const entry = tags.get(t.permalink) ?? { label: t.label, posts: [] }
      entry.posts.push(post)
      tags.set(t.permalink, entry)
    }
  }
  if (tags.size > 0) {
    const all = [...tags].sort((a, b) => a[1].label.localeCompare(b[1].label))
    // Grouped by first letter under a heading of it, as Docusaurus lists them.
    const letters = new Map<string, typeof all>()
    for (const tag of all) {
      const letter = tag[1].label.charAt(0).toUpperCase()
      letters.set(letter, [...(letters.get(letter) ?? []), tag])
    }
    const groups = [...letters].map(([letter, tags]) => `<h2 id="${escapeHtml(letter)}">${escapeHtml(letter)}</h2>${linkList(tags.map(([href, t]) => ({ href, label: t.label, note: `(${t.posts.length})` })), base)}`)
    page(`${root}/tags`, 'Tags', groups.join(''))
    for (const [href, t] of all) {
      const heading = `${t.posts.length === 1 ? 'One post' : `${t.posts.length} posts`} tagged with "${t.label}"`
      lists(href, heading, t.posts, `Blog posts tagged with "${t.label}"`, heading)
    }
  }

  const authors = new Map<string, { author: BlogAuthor; posts: ListedPost[] }>()
  for (const post of listed) {
    for (const a of post.meta.authors) {
      const href = authorPage(a)
      if (href === undefined || post.meta.unlisted) continue
      const entry = authors.get(href) ?? { author: a, posts: [] }
      entry.posts.push(post)
      authors.set(href, entry)
    }
  }
  // The authors page lists every author of authors.yml who wrote a listed post, as Docusaurus does,
  // those without a page of their own linked to their URL.
  const known = new Map<string, { author: BlogAuthor; posts: number }>()
  for (const post of listed) {
    if (post.meta.unlisted) continue
    for (const a of post.meta.authors) if (a.key !== undefined) known.set(a.key, { author: a, posts: (known.get(a.key)?.posts ?? 0) + 1 })
  }
  if (known.size > 0) page(`${root}/authors`, 'Authors', authorsList([...known.values()].map(({ author, posts }) => ({ href: authorPage(author), author, posts })), base))
  if (authors.size > 0) {
    for (const [href, a] of authors) lists(href, a.author.name, a.posts, `Blog posts by ${a.author.name}`, a.author.name)
  }

  const years = byYear(recent)
  // The archive has no sidebar in Docusaurus either: it is the list of every post.
  page(`${root}/archive`, 'Archive', [...years].map(([year, ps]) => `<h3 id="${year}">${year}</h3>${linkList(ps.map((p) => ({ href: p.route, label: p.title })), base)}`).join(''), 'Archive', false, false)
  return out
}
