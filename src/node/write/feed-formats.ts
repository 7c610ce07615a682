// The three feed formats written from one description of the feed: RSS 2.0, Atom 1.0 and JSON Feed
// 1. Each writes the elements Docusaurus' blog writes (through the `feed` package) from the same
// data, so a reader subscribed to a Docusaurus site sees the same feed once it is built by chemdocs:
// the post in full (RSS `content:encoded`, Atom `content`, JSON `content_html`), its tags as
// categories, the favicon as Atom's `<icon>`, the copyright as RSS `<copyright>` and Atom `<rights>`.

/** A feed, ready to be written: URLs absolute, dates ISO, posts newest first. */
export interface FeedData {
  title: string
  description: string
  /** The blog's URL: the feed's id and link. */
  home: string
  /** The newest post's date (the feed's last change). */
  updated: string
  /** RSS `<language>`; Atom and JSON Feed carry none in Docusaurus' feeds. */
  language?: string
  copyright?: string
  /** The favicon's URL: Atom `<icon>` (Docusaurus passes no image, so RSS has no `<image>`). */
  icon?: string
  items: FeedItem[]
}

/** One post of a feed. */
export interface FeedItem {
  title: string
  url: string
  date: string
  description: string
  /** The post's whole body as HTML, its URLs absolute. */
  content: string
  authors: { name: string; url?: string }[]
  tags: string[]
}

/** Characters XML 1.0 does not allow anywhere, not even in CDATA: a feed holding one does not parse. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

function xml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
}

/** HTML as XML text, readable as it is: a CDATA section, its `]]>` split across two. */
function cdata(html: string): string {
  return `<![CDATA[${html.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
}

/** `<name>text</name>`, or nothing for no text (Docusaurus leaves empty elements out). */
function optional(name: string, text: string | undefined, as: (t: string) => string = xml): string {
  return text ? `<${name}>${as(text)}</${name}>` : ''
}

/** The feed as RSS 2.0 (`rss.xml`). */
export function rssFeed(feed: FeedData): string {
  const items = feed.items.map((item) => {
    const authors = item.authors.map((a) => `<dc:creator>${xml(a.name)}</dc:creator>`).join('')
    const categories = item.tags.map((t) => `<category>${xml(t)}</category>`).join('')
    return `<item><title>${xml(item.title)}</title><link>${xml(item.url)}</link><guid>${xml(item.url)}</guid><pubDate>${new Date(item.date).toUTCString()}</pubDate>${optional('description', item.description)}${optional('content:encoded', item.content, cdata)}${authors}${categories}</item>`
  })
  const channel = `<title>${xml(feed.title)}</title><link>${xml(feed.home)}</link><description>${xml(feed.description)}</description><lastBuildDate>${new Date(feed.updated).toUTCString()}</lastBuildDate>${optional('language', feed.language)}${optional('copyright', feed.copyright)}`
  return `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel>${channel}${items.join('')}</channel></rss>\n`
}

/** The feed as Atom 1.0 (`atom.xml`). */
export function atomFeed(feed: FeedData): string {
  const entries = feed.items.map((item) => {
    const authors = item.authors.map((a) => `<author><name>${xml(a.name)}</name>${optional('uri', a.url)}</author>`).join('')
    // Atom needs the term; the label is what readers show (both the tag's label, as in Docusaurus).
    const categories = item.tags.map((t) => `<category label="${xml(t)}" term="${xml(t)}"/>`).join('')
    const content = item.content ? `<content type="html">${cdata(item.content)}</content>` : ''
    return `<entry><title>${xml(item.title)}</title><id>${xml(item.url)}</id><link href="${xml(item.url)}"/><updated>${item.date}</updated>${optional('summary', item.description)}${content}${authors}${categories}</entry>`
  })
  const head = `<id>${xml(feed.home)}</id><title>${xml(feed.title)}</title><updated>${feed.updated}</updated><link rel="alternate" href="${xml(feed.home)}"/>${optional('subtitle', feed.description)}${optional('icon', feed.icon)}${optional('rights', feed.copyright)}`
  return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">${head}${entries.join('')}</feed>\n`
}

/** The feed as JSON Feed 1 (`feed.json`): one author a post, as the format then allowed. */
export function jsonFeed(feed: FeedData): string {
  const items = feed.items.map((item) => {
    const author = item.authors[0]
    return {
      id: item.url,
      content_html: item.content,
      url: item.url,
      title: item.title,
      ...(item.description && { summary: item.description }),
      date_modified: item.date,
      ...(author && { author: { name: author.name, ...(author.url && { url: author.url }) } }),
      tags: item.tags,
    }
  })
  const head = { version: 'https://jsonfeed.org/version/1', title: feed.title, home_page_url: feed.home, ...(feed.description && { description: feed.description }) }
  return `${JSON.stringify({ ...head, items }, null, 2)}\n`
}
