import { withBase } from '../../shared/url.js'
import { escapeHtml } from '../render/render.js'
import type { BlogAuthor, BlogPostMeta } from '../types.js'
import { readingTimeLabel } from '../collect/reading-time.js'

// The blog's pieces of HTML, made on the server like an article's: the date and authors above a
// post, its tags below, an entry of a list page, and the links between pages. Class names are
// Infima's and Docusaurus' own, so a site's CSS for its blog applies.

/** A post as the list pages show it. */
export interface ListedPost {
  route: string
  title: string
  meta: BlogPostMeta
  /** The HTML above the truncate marker, or the whole post. */
  excerpt: string
}

const DATE = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** 'May 28, 2019', as Docusaurus writes a post's date. */
export function formatPostDate(iso: string): string {
  return DATE.format(new Date(iso))
}

function link(base: string, href: string, text: string, className?: string): string {
  return `<a href="${escapeHtml(withBase(base, href))}"${className ? ` class="${className}"` : ''}>${text}</a>`
}

/** The date (with the reading time, when shown) and authors under a post's title. */
export function postHeader(meta: BlogPostMeta, authorPage: (a: BlogAuthor) => string | undefined, base: string): string {
  const reading = meta.readingTime === undefined ? '' : ` · ${readingTimeLabel(meta.readingTime)}`
  const date = `<div class="blog-post__date margin-vert--md"><time datetime="${meta.date}">${formatPostDate(meta.date)}</time>${reading}</div>`
  if (meta.authors.length === 0) return date
  const authors = meta.authors.map((a) => {
    const page = authorPage(a)
    const name = page ? link(base, page, escapeHtml(a.name)) : a.url ? `<a href="${escapeHtml(a.url)}">${escapeHtml(a.name)}</a>` : escapeHtml(a.name)
    return `<div class="avatar">${avatarPhoto(a, page, base)}<div class="avatar__intro"><div class="avatar__name">${name}</div>${a.title ? `<small class="avatar__subtitle">${escapeHtml(a.title)}</small>` : ''}</div></div>`
  })
  return `${date}<div class="blog-post__authors row margin-bottom--sm">${authors.join('')}</div>`
}

/** An author's photo, linked where the name is (their page, else their URL), as in Docusaurus; '' without one. */
function avatarPhoto(a: BlogAuthor, page: string | undefined, base: string): string {
  if (!a.imageUrl) return ''
  const photo = `<img class="avatar__photo" src="${escapeHtml(withBase(base, a.imageUrl))}" alt="${escapeHtml(a.name)}"/>`
  return page ? link(base, page, photo, 'avatar__photo-link') : a.url ? `<a href="${escapeHtml(a.url)}" class="avatar__photo-link">${photo}</a>` : photo
}

/**
 * The authors page: a card per author (photo, name as a heading, their number of posts, title),
 * as Docusaurus lists them; the name links to the author's page, else to their URL.
 */
export function authorsList(authors: { href: string | undefined; author: BlogAuthor; posts: number }[], base: string): string {
  const cards = authors.map(({ href, author: a, posts }) => {
    const title = a.title ? `<small class="avatar__subtitle">${escapeHtml(a.title)}</small>` : ''
    const heading = `<h2 class="blog-authors__name">${escapeHtml(a.name)}</h2>`
    const name = href ? link(base, href, heading) : a.url ? `<a href="${escapeHtml(a.url)}" target="_blank" rel="noopener noreferrer">${heading}</a>` : heading
    return `<li><div class="avatar margin-bottom--sm">${avatarPhoto(a, href, base)}<div class="avatar__intro"><div class="avatar__name">${name}<span class="blog-authors__count" title="${posts === 1 ? 'One post' : `${posts} posts`}">${posts}</span></div>${title}</div></div></li>`
  })
  return `<section class="margin-vert--lg"><ul class="blog-authors">${cards.join('')}</ul></section>`
}

/** The tags under a post. */
export function postTags(meta: BlogPostMeta, base: string): string {
  if (meta.tags.length === 0) return ''
  return `<footer class="blog-post__tags margin-vert--lg"><b>Tags:</b><ul class="padding--none">${meta.tags.map((t) => `<li class="tag">${link(base, t.permalink, escapeHtml(t.label), 'tag__link')}</li>`).join('')}</ul></footer>`
}

/** An entry of a list page: the title as a link, date and authors, the excerpt and, when cut, "Read more". */
export function listEntry(post: ListedPost, authorPage: (a: BlogAuthor) => string | undefined, base: string): string {
  const more = post.meta.truncated ? `<footer class="margin-top--md">${link(base, post.route, '<b>Read more</b>')}</footer>` : ''
  return `<article class="blog-list__post margin-bottom--xl"><header><h2 class="blog-list__title">${link(base, post.route, escapeHtml(post.title))}</h2>${postHeader(post.meta, authorPage, base)}</header><div class="markdown">${post.excerpt}</div>${postTags(post.meta, base)}${more}</article>`
}

/** Links to the page before and after, labelled as Docusaurus labels them. */
export function pager(prev: { href: string; label: string; sub: string } | undefined, next: { href: string; label: string; sub: string } | undefined, base: string, aria: string): string {
  if (!prev && !next) return ''
  const one = (p: { href: string; label: string; sub: string }, side: 'prev' | 'next') =>
    link(base, p.href, `<div class="pagination-nav__sublabel">${escapeHtml(p.sub)}</div><div class="pagination-nav__label">${escapeHtml(p.label)}</div>`, `pagination-nav__link pagination-nav__link--${side}`)
  return `<nav class="pagination-nav" aria-label="${aria}">${prev ? one(prev, 'prev') : ''}${next ? one(next, 'next') : ''}</nav>`
}

/** A list of links: tags, authors, the archive's posts by year. */
export function linkList(items: { href: string; label: string; note?: string }[], base: string): string {
  return `<ul>${items.map((i) => `<li>${link(base, i.href, escapeHtml(i.label))}${i.note ? ` ${escapeHtml(i.note)}` : ''}</li>`).join('')}</ul>`
}

/**
 * The "Recent posts" sidebar beside the blog's pages, as Docusaurus' BlogSidebar: the newest
 * `count` posts grouped under their year, the page being read marked. Shown from 997 px wide
 * (the stylesheet's .blog-sidebar); '' when the blog has it off (`count` 0) or no post.
 */
export function recentPosts(posts: readonly ListedPost[], count: number | 'ALL', title: string, current: string | undefined, base: string): string {
  const shown = count === 'ALL' ? posts : posts.slice(0, count)
  if (shown.length === 0) return ''
  const years = byYear(shown)
  const item = (p: ListedPost) => {
    const href = escapeHtml(withBase(base, p.route))
    return `<li><a href="${href}"${p.route === current ? ' aria-current="page"' : ''}>${escapeHtml(p.title)}</a></li>`
  }
  const groups = [...years].map(([year, ps]) => `<div role="group"><h3 class="blog-sidebar__year">${year}</h3><ul>${ps.map(item).join('')}</ul></div>`)
  return `<aside class="blog-sidebar"><nav aria-label="Blog recent posts navigation"><div class="blog-sidebar__title">${escapeHtml(title)}</div>${groups.join('')}</nav></aside>`
}

/** Posts grouped under the year of their date, in the order given (the archive and the recent posts). */
export function byYear(posts: readonly ListedPost[]): Map<string, ListedPost[]> {
  const years = new Map<string, ListedPost[]>()
  for (const post of posts) years.set(post.meta.date.slice(0, 4), [...(years.get(post.meta.date.slice(0, 4)) ?? []), post])
  return years
}
