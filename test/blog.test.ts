import { beforeAll, describe, expect, it } from 'vitest'
import { build } from '../src/node/build.js'
import { loadConfig } from '../src/node/config/config.js'
import { MemoryWriter } from '../src/node/write/write.js'
import { fromDocusaurusConfig } from '../src/node/config/docusaurus-config.js'
import { formatDiagnostics } from '../src/node/logger.js'
import { articleOf, buildFixture, FIXTURES } from './helpers.js'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

type Built = Awaited<ReturnType<typeof buildFixture>>

/** Output file names with their content hash hidden. */
const strip = (s: string) => s.replace(/\.[0-9a-f]{8}\./g, '.HASH.')

describe('blog-posts: a blog of dated posts, two to a list page', () => {
  let built: Built
  const page = (file: string) => built.writer.read(file) ?? ''
  const main = (file: string) => /<main[\s\S]*<\/main>/.exec(page(file))?.[0] ?? ''
  /** A blog page's own content, beside the recent posts. */
  const content = (file: string) => /<main class="blog-main prose">[\s\S]*<\/main>/.exec(page(file))?.[0] ?? ''
  beforeAll(async () => {
    built = await buildFixture('blog-posts')
  })

  it('builds every blog route, and none for a draft (post or doc); the docs link to them unbroken', () => {
    expect(built.diagnostics).toEqual([])
    expect(built.writer.read('docs/unfinished/index.html')).toBeUndefined()
    expect([...built.writer.files.keys()].filter((f) => f.startsWith('blog/')).sort()).toEqual([
      'blog/2024/01/05/first/index.html',
      'blog/2024/03/01/third/index.html',
      'blog/archive/index.html',
      'blog/atom.xml',
      'blog/authors/ada/index.html',
      'blog/authors/index.html',
      'blog/index.html',
      'blog/page/2/index.html',
      'blog/rss.xml',
      'blog/second/index.html',
      'blog/tags/getting-started/index.html',
      'blog/tags/index.html',
      'blog/tags/releases/index.html',
    ])
  })

  it('lists posts newest first, each cut at its truncate marker (Markdown and MDX) with a "Read more" link, and pages on', () => {
    const list = main('blog/index.html')
    expect([...list.matchAll(/<h2 class="blog-list__title"><a href="([^"]+)">/g)].map((m) => m[1])).toEqual(['/blog/2024/03/01/third', '/blog/second'])
    expect(list).toContain('<p>Post number <b>two</b>.</p>')
    expect(list).not.toContain('Below the fold')
    expect(list).toContain('<a href="/blog/second"><b>Read more</b></a>')
    expect(list).toContain('<a href="/blog/page/2" class="pagination-nav__link pagination-nav__link--next">')
    expect(page('blog/index.html')).toContain('<title>News | Blog Lab</title>')
    const second = main('blog/page/2/index.html')
    expect(second).toContain('<p>The summary of the first post.</p>')
    expect(second).not.toContain('The rest of the first post')
  })

  it('shows a post whole, with its date, authors (from authors.yml or inline), tags, and the newer and older post', () => {
    const first = main('blog/2024/01/05/first/index.html')
    expect(first).toContain('<h1>First light</h1>')
    expect(first).toContain('<time datetime="2024-01-05T00:00:00.000Z">January 5, 2024</time>')
    expect(first).toContain('<a href="/blog/authors/ada">Ada Lovelace</a></div><small class="avatar__subtitle">Engineer</small>')
    expect(first).toContain('<h2 id="details">Details</h2>')
    expect(first).not.toContain('data-truncate')
    expect(first).toContain('<a href="/blog/tags/getting-started" class="tag__link">Getting Started</a>')
    expect(first).toMatch(/<a href="\/blog\/second" class="pagination-nav__link pagination-nav__link--prev"><div class="pagination-nav__sublabel">Newer post<\/div>/)
    expect(main('blog/second/index.html')).toContain('<div class="avatar__name">Bob Builder</div><small class="avatar__subtitle">Guest</small>')
  })

  it('makes tag, author and archive pages', () => {
    // tags.yml gives `release` its label and permalink.
    expect(main('blog/tags/releases/index.html')).toContain('<h1>2 posts tagged with &quot;Release&quot;</h1>')
    expect(main('blog/tags/index.html')).toContain('<a href="/blog/tags/getting-started">Getting Started</a> (1)')
    expect(main('blog/authors/ada/index.html')).toContain('<a href="/blog/2024/01/05/first">First light</a>')
    expect(content('blog/authors/ada/index.html')).not.toContain('Second wind')
    // The authors page: a card per author with a page, the name a heading linking there, the number of posts, the title.
    expect(content('blog/authors/index.html')).toContain('<li><div class="avatar margin-bottom--sm"><div class="avatar__intro"><div class="avatar__name"><a href="/blog/authors/ada"><h2 class="blog-authors__name">Ada Lovelace</h2></a><span class="blog-authors__count" title="2 posts">2</span></div><small class="avatar__subtitle">Engineer</small></div></div></li>')
    expect(main('blog/archive/index.html')).toContain('<h3 id="2024">2024</h3>')
    expect(main('blog/tags/index.html')).toContain('<h2 id="G">G</h2>')
  })

  it('shows the recent posts beside a post, the list, tag and author pages, grouped by year, the post read marked; not on the archive', () => {
    const post = page('blog/second/index.html')
    const aside = /<aside class="blog-sidebar">[\s\S]*?<\/aside>/.exec(post)?.[0] ?? ''
    expect(aside).toContain('<nav aria-label="Blog recent posts navigation"><div class="blog-sidebar__title">Recent posts</div><div role="group"><h3 class="blog-sidebar__year">2024</h3>')
    expect([...aside.matchAll(/<li><a href="([^"]+)"( aria-current="page")?>/g)].map((m) => `${m[1]}${m[2] ? ' (current)' : ''}`)).toEqual(['/blog/2024/03/01/third', '/blog/second (current)', '/blog/2024/01/05/first'])
    // The post's title is its h1, beside the sidebar, once.
    expect(content('blog/second/index.html').match(/<h1>/g)).toHaveLength(1)
    for (const file of ['blog/index.html', 'blog/page/2/index.html', 'blog/tags/releases/index.html', 'blog/tags/index.html', 'blog/authors/ada/index.html']) expect(page(file), file).toContain('<aside class="blog-sidebar">')
    expect(page('blog/archive/index.html')).not.toContain('blog-sidebar')
  })

  it('links no post to an editor when editUrl is unset', () => {
    expect(page('blog/second/index.html')).not.toContain('Edit this page')
  })

  it('shows each post\'s reading time beside its date, on its page and in the lists, as Docusaurus does by default', () => {
    expect(page('blog/second/index.html')).toMatch(/<div class="blog-post__date margin-vert--md"><time datetime="2024-02-10T00:00:00.000Z">February 10, 2024<\/time> · One min read<\/div>/)
    expect(main('blog/index.html')).toContain('</time> · One min read</div>')
  })

  it('writes RSS and Atom feeds with absolute links, newest first', () => {
    const rss = page('blog/rss.xml')
    expect([...rss.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1])).toEqual(['https://example.org/blog', 'https://example.org/blog/2024/03/01/third', 'https://example.org/blog/second', 'https://example.org/blog/2024/01/05/first'])
    expect(page('blog/atom.xml')).toContain('<entry><title>Third time</title><id>https://example.org/blog/2024/03/01/third</id>')
  })

  it("titles and describes the feeds `<site title> Blog`, as Docusaurus' feedOptions default (not the list pages' blogTitle), in RSS 2.0's language", () => {
    expect(page('blog/rss.xml')).toContain('<channel><title>Blog Lab Blog</title><link>https://example.org/blog</link><description>Blog Lab Blog</description>')
    expect(page('blog/rss.xml')).toContain('<language>en</language>')
    expect(page('blog/atom.xml')).toContain('<title>Blog Lab Blog</title>')
    expect(page('blog/atom.xml')).toContain('<subtitle>Blog Lab Blog</subtitle>')
  })

  it('carries each post in full, below its truncate marker too, its links absolute: RSS content:encoded, Atom content', () => {
    const whole = '<![CDATA[<p>The summary of the first post.</p>\n\n<h2 id="details">Details</h2>\n<p>The rest of the first post, with a link back to the <a href="https://example.org/docs">docs</a>.</p>]]>'
    expect(page('blog/rss.xml')).toContain(`<content:encoded>${whole}</content:encoded>`)
    expect(page('blog/atom.xml')).toContain(`<content type="html">${whole}</content>`)
  })

  it("names each post's tags by their label: RSS category, Atom category with label and term", () => {
    expect(page('blog/rss.xml')).toContain('<category>Release</category><category>Getting Started</category></item>')
    expect(page('blog/atom.xml')).toContain('<category label="Release" term="Release"/><category label="Getting Started" term="Getting Started"/></entry>')
  })

  it("names the feeds in every page's head, as Docusaurus' blog does", () => {
    const links = (file: string) => [...page(file).matchAll(/<link rel="alternate" type="([^"]+)" href="([^"]+)" title="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`)
    const expected = ['application/rss+xml /blog/rss.xml Blog Lab RSS Feed', 'application/atom+xml /blog/atom.xml Blog Lab Atom Feed']
    expect(links('docs/index.html')).toEqual(expected)
    expect(links('blog/second/index.html')).toEqual(expected)
  })

  it('keeps posts out of the search index unless search.indexBlog asks', () => {
    const index = [...built.writer.files.keys()].find((f) => /^assets\/search-index\./.test(f))!
    expect(page(index)).not.toContain('First light')
    expect(articleOf(page('docs/index.html'))).toContain('<a href="/blog/tags/releases">')
  })
})

describe('blog-posts with every feed and the sidebar off', () => {
  it("writes feed.json (JSON Feed) besides RSS and Atom for feedTypes 'all', with each post's HTML and absolute links; blogSidebarCount 0 shows no sidebar, showReadingTime false no reading time; editUrl as a function links a post to its editor", async () => {
    const config = await loadConfig(path.join(FIXTURES, 'blog-posts'))
    config.blog = { ...config.blog!, feedTypes: 'all', blogSidebarCount: 0, showReadingTime: false, editUrl: ({ blogDirPath, blogPath, permalink, locale }) => (blogPath.startsWith('2024-02') ? `https://example.org/edit/${blogDirPath}/${blogPath}?at=${permalink}&in=${locale}` : undefined) }
    const writer = new MemoryWriter()
    await build(config, { mode: 'production', writer })
    expect(['blog/rss.xml', 'blog/atom.xml', 'blog/feed.json'].map((f) => writer.files.has(f))).toEqual([true, true, true])
    expect(writer.read('index.html')).toContain('<link rel="alternate" type="application/json" href="/blog/feed.json" title="Blog Lab JSON Feed">')
    const feed = JSON.parse(writer.read('blog/feed.json')!) as { version: string; title: string; home_page_url: string; description: string; items: { id: string; url: string; title: string; content_html: string; date_modified: string; tags: string[] }[] }
    expect(feed.version).toBe('https://jsonfeed.org/version/1')
    expect([feed.title, feed.description]).toEqual(['Blog Lab Blog', 'Blog Lab Blog'])
    expect(feed.home_page_url).toBe('https://example.org/blog')
    expect(feed.items.map((i) => i.url)).toEqual(['https://example.org/blog/2024/03/01/third', 'https://example.org/blog/second', 'https://example.org/blog/2024/01/05/first'])
    expect(feed.items[0]!.title).toBe('Third time')
    expect(feed.items.every((i) => i.content_html.length > 0 && !i.content_html.includes('data-truncate') && !/(href|src)="\/[^/]/.test(i.content_html))).toBe(true)
    expect(feed.items[2]!.content_html).toContain('<p>The rest of the first post, with a link back to the <a href="https://example.org/docs">docs</a>.</p>')
    expect(feed.items.map((i) => i.tags)).toEqual([['Release'], [], ['Release', 'Getting Started']])
    expect(writer.read('blog/second/index.html')).not.toContain('blog-sidebar')
    expect(writer.read('blog/second/index.html')).not.toContain('min read')
    // editUrl as Docusaurus' function; a post it gives no URL has no link.
    expect(writer.read('blog/second/index.html')).toMatch(/<footer class="doc-footer"><a class="doc-footer__edit" href="https:\/\/example\.org\/edit\/blog\/2024-02-10-second\/index\.mdx\?at=\/blog\/second&amp;in=en" target="_blank" rel="noopener noreferrer">(<svg[^>]*>[\s\S]*?<\/svg>)?Edit this page<\/a><\/footer><\/article>/)
    expect(writer.read('blog/2024/01/05/first/index.html')).not.toContain('Edit this page')
  })
})

describe("blog-posts with the feeds' own title, description, copyright, language and limit", () => {
  it('writes them in each feed, the newest feedLimit posts only, and names the feeds in the head by feedTitle', async () => {
    const config = await loadConfig(path.join(FIXTURES, 'blog-posts'))
    config.blog = { ...config.blog!, feedTypes: 'all', feedTitle: 'Lab news', feedDescription: 'What the lab ships', feedCopyright: 'Copyright © Blog Lab', feedLanguage: 'de', feedLimit: 2 }
    const writer = new MemoryWriter()
    await build(config, { mode: 'production', writer })
    const rss = writer.read('blog/rss.xml')!
    expect(rss).toContain('<channel><title>Lab news</title><link>https://example.org/blog</link><description>What the lab ships</description><lastBuildDate>Fri, 01 Mar 2024 00:00:00 GMT</lastBuildDate><language>de</language><copyright>Copyright © Blog Lab</copyright><item>')
    expect([...rss.matchAll(/<item><title>([^<]+)/g)].map((m) => m[1])).toEqual(['Third time', 'Second wind'])
    const atom = writer.read('blog/atom.xml')!
    expect(atom).toContain('<title>Lab news</title>')
    expect(atom).toContain('<subtitle>What the lab ships</subtitle><rights>Copyright © Blog Lab</rights>')
    expect([...atom.matchAll(/<entry><title>([^<]+)/g)].map((m) => m[1])).toEqual(['Third time', 'Second wind'])
    const feed = JSON.parse(writer.read('blog/feed.json')!) as { title: string; description: string; items: unknown[] }
    expect([feed.title, feed.description, feed.items.length]).toEqual(['Lab news', 'What the lab ships', 2])
    expect(writer.read('docs/index.html')).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Lab news RSS Feed">')
  })
})

describe('blog-docusaurus-feeds: feedOptions as the classic template sets them, under a base URL', () => {
  let built: Built
  const page = (file: string) => built.writer.read(file) ?? ''
  beforeAll(async () => {
    built = await buildFixture('blog-docusaurus-feeds')
  })

  it('names xslt and createFeedItems, which chemdocs does not do, at their place in the config, with what is lost', () => {
    expect(formatDiagnostics(built.diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/blog-docusaurus-feeds/docusaurus.config.js
        test/fixtures/blog-docusaurus-feeds/docusaurus.config.js:17:13  warning  presets.0.blog.feedOptions.xslt: chemdocs writes the feeds without an XSLT stylesheet: a browser opening rss.xml or atom.xml shows the raw XML, not a styled page (feed readers are not affected)  unsupported-config
        test/fixtures/blog-docusaurus-feeds/docusaurus.config.js:19:13  warning  presets.0.blog.feedOptions.createFeedItems: chemdocs does not call it: each feed lists the blog's newest posts as Docusaurus' default items do, whatever the function would add, change or leave out  unsupported-config

      ⚠ 2 warnings"
    `)
  })

  it("titles and describes every feed `<site title> Blog`, Docusaurus' default, with the copyright; Atom's icon is the favicon", () => {
    expect(page('blog/rss.xml')).toContain('<channel><title>Feed Lab Blog</title><link>https://feeds.example.org/lab/blog</link><description>Feed Lab Blog</description><lastBuildDate>Wed, 01 May 2024 00:00:00 GMT</lastBuildDate><language>en</language><copyright>Copyright © 2024 Feed Lab</copyright>')
    expect(page('blog/atom.xml')).toContain('<title>Feed Lab Blog</title><updated>2024-05-01T00:00:00.000Z</updated><link rel="alternate" href="https://feeds.example.org/lab/blog"/><subtitle>Feed Lab Blog</subtitle><icon>https://feeds.example.org/lab/img/dot.png</icon><rights>Copyright © 2024 Feed Lab</rights>')
    const feed = JSON.parse(page('blog/feed.json')) as { title: string; description: string }
    expect([feed.title, feed.description]).toEqual(['Feed Lab Blog', 'Feed Lab Blog'])
  })

  it('carries each post in full in all three feeds, its links and images absolute as Docusaurus resolves them against the post', () => {
    const body = (html: string) => {
      const from = html.indexOf('<p>The summary, above the fold.</p>')
      return strip(html.slice(from, html.indexOf('</p>', html.indexOf('alt="A flask"', from)) + 4))
    }
    const whole = [
      '<p>The summary, above the fold.</p>',
      '',
      '<h2 id="below-the-fold">Below the fold</h2>',
      '<p>Read the <a href="https://feeds.example.org/lab/docs/intro">intro</a>, the <a href="https://feeds.example.org/lab/blog/2024/03/01/older">older post</a> and <a href="https://feeds.example.org/lab/blog/2024/04/01/links#below-the-fold">this part</a>.</p>',
      '<p><img src="https://feeds.example.org/lab/assets/img/flask.HASH.png" alt="A flask" loading="lazy" decoding="async" width="16" height="16"></p>',
    ].join('\n')
    const feed = JSON.parse(page('blog/feed.json')) as { items: { title: string; content_html: string; tags: string[] }[] }
    expect(body(page('blog/rss.xml'))).toBe(whole)
    expect(body(page('blog/atom.xml'))).toBe(whole)
    expect(body(feed.items[1]!.content_html)).toBe(whole)
    // An outside link as Docusaurus writes it: without the page's icon and screen-reader text, which a feed reader would show.
    expect(feed.items[0]!.content_html).toBe('<p>Short and whole, with <a href="https://example.com/page" target="_blank" rel="noopener noreferrer">an outside link</a>.</p>')
  })

  it('names the tags of each post: RSS and Atom categories, JSON Feed tags', () => {
    expect(page('blog/rss.xml')).toContain('<category>lab</category><category>Glassware</category></item>')
    expect(page('blog/atom.xml')).toContain('<category label="lab" term="lab"/><category label="Glassware" term="Glassware"/></entry>')
    const feed = JSON.parse(page('blog/feed.json')) as { items: { tags: string[] }[] }
    expect(feed.items.map((i) => i.tags)).toEqual([[], ['lab', 'Glassware'], ['lab']])
  })
})

describe('a post whose heading stands right under the truncate marker', () => {
  it('keeps the heading a heading in Markdown and MDX, and cuts the list entry above it; lists an author without a page on the authors page', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-truncate-'))
    try {
      const write = (rel: string, text: string) => {
        mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
        writeFileSync(path.join(dir, rel), text)
      }
      write('site.config.ts', "export default { title: 'T', url: 'https://example.org', blog: {} }\n")
      write('docs/index.md', '# Home\n\nText.\n')
      write('blog/authors.yml', 'kim:\n  name: Kim Ode\n  url: https://example.org/kim\n')
      write('blog/2024-05-01-plain.md', '---\ntitle: Plain\nauthors: kim\n---\n\nThe summary.\n<!-- truncate -->\n## Right under\n\nThe rest.\n')
      write('blog/2024-05-02-compiled.mdx', '---\ntitle: Compiled\n---\n\nThe summary.\n\n{/* truncate */}\n## Right under\n\nThe rest.\n')
      const writer = new MemoryWriter()
      await build(await loadConfig(dir), { mode: 'production', writer })
      for (const post of ['blog/2024/05/01/plain/index.html', 'blog/2024/05/02/compiled/index.html']) {
        expect(writer.read(post), post).toContain('<h2 id="right-under">Right under</h2>')
        expect(writer.read(post), post).not.toContain('## Right under')
      }
      const list = writer.read('blog/index.html')!
      expect(list).toContain('The summary.')
      expect(list).not.toContain('Right under')
      expect(list.match(/<b>Read more<\/b>/g)).toHaveLength(2)
      // An author of authors.yml without a page of their own is on the authors page, linked to their URL, as in Docusaurus.
      expect(writer.read('blog/authors/index.html')).toContain('<a href="https://example.org/kim" target="_blank" rel="noopener noreferrer"><h2 class="blog-authors__name">Kim Ode</h2></a><span class="blog-authors__count" title="One post">1</span>')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('blog-author-missing-reported', () => {
  it('reports an author key authors.yml lacks and a link to a post that does not exist', async () => {
    const { diagnostics } = await buildFixture('blog-author-missing-reported')
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "test/fixtures/blog-author-missing-reported/blog/2024-05-01-launch.md
        test/fixtures/blog-author-missing-reported/blog/2024-05-01-launch.md:3:1  error  author \`adah\` is not in the blog's authors.yml; did you mean \`ada\`?  missing-author
        test/fixtures/blog-author-missing-reported/blog/2024-05-01-launch.md:6:9  error  link to \`/blog/2020/01/01/gone\` points to a page that does not exist; did you mean \`/blog/2024/05/01/launch\`?  missing-page

      ✖ 2 errors"
    `)
  })
})

describe('the Docusaurus config: blog and navbar options', () => {
  it('turn the classic preset blog on when its folder exists, mapping its options', () => {
    const file = path.join(FIXTURES, 'blog-posts', 'docusaurus.config.js')
    const config = (blog: unknown) => fromDocusaurusConfig({ title: 'x', url: 'https://x.org', presets: [['classic', { blog }]] }, file)
    expect(config({ postsPerPage: 5, blogTitle: 'Notes', feedOptions: { type: 'rss' }, showReadingTime: false }).config.blog).toEqual({ path: 'blog', postsPerPage: 5, blogTitle: 'Notes', feedTypes: 'rss', showReadingTime: false })
    // feedOptions.type as Docusaurus takes it: unset (its default, RSS and Atom), 'all', a list, null for none.
    expect([undefined, 'all', ['rss', 'json'], null].map((type) => config({ feedOptions: { type } }).config.blog?.feedTypes)).toEqual([undefined, 'all', ['rss', 'json'], 'none'])
    expect(config({ blogSidebarCount: 'ALL', blogSidebarTitle: 'All posts' }).config.blog).toEqual({ path: 'blog', blogSidebarCount: 'ALL', blogSidebarTitle: 'All posts' })
    expect(config({ editUrl: 'https://example.org/edit/' }).config.blog).toEqual({ path: 'blog', editUrl: 'https://example.org/edit/' })
    expect(config({ readingTime: () => 1 }).warnings.map((w) => w.message)).toEqual(['presets.0.blog.readingTime: not supported by the chemdocs blog, ignored'])
    // feedOptions as Docusaurus documents them; limit false or null: every post.
    const feeds = config({ feedOptions: { title: 'T', description: 'D', copyright: 'C', language: 'fr', limit: 5 } })
    expect([feeds.config.blog, feeds.warnings]).toEqual([{ path: 'blog', feedTitle: 'T', feedDescription: 'D', feedCopyright: 'C', feedLanguage: 'fr', feedLimit: 5 }, []])
    expect([false, null].map((limit) => config({ feedOptions: { limit } }).config.blog?.feedLimit)).toEqual([false, false])
    // xslt false or null asks for nothing chemdocs lacks; what it cannot take is named.
    expect(config({ feedOptions: { xslt: false, limit: -1, title: 3, atomLink: true } }).warnings.map((w) => w.message)).toEqual([
      'presets.0.blog.feedOptions.limit: expected a number of posts, false or null; the feeds hold the newest 20',
      'presets.0.blog.feedOptions.title: expected a string, ignored',
      'presets.0.blog.feedOptions.atomLink: not supported by the chemdocs blog feeds, ignored',
    ])
    expect(config(false).config.blog).toBeUndefined()
    expect(config({ path: 'news' }).config.blog).toBeUndefined()
  })

  it('build a versions.json site without a warning, passing the docs plugin version options on', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-versions-'))
    writeFileSync(path.join(dir, 'versions.json'), '["1.0"]')
    const docs = { lastVersion: 'current', onlyIncludeVersions: ['current', '1.0'], includeCurrentVersion: true, versions: { current: { label: 'Dev', path: 'dev' } } }
    const { warnings, config } = fromDocusaurusConfig({ title: 'x', url: 'https://x.org', presets: [['classic', { docs, blog: false }]], themeConfig: { navbar: { items: [{ type: 'docsVersion' }, { type: 'docsVersionDropdown' }] } } }, path.join(dir, 'docusaurus.config.js'))
    expect(warnings.map((w) => w.message)).toEqual([])
    expect(config.docs).toMatchObject(docs)
    expect(config.navbar?.items?.map((i) => [i.type, i.label])).toEqual([['docsVersion', 'Dev'], ['docsVersionDropdown', 'Versions']])
    rmSync(dir, { recursive: true })
  })

  it('read a navbar or footer `to` without its leading slash from the site root, as Docusaurus does', () => {
    const { config } = fromDocusaurusConfig({ title: 'x', url: 'https://x.org', themeConfig: { navbar: { items: [{ label: 'Blog', to: 'blog' }] }, footer: { links: [{ label: 'Intro', to: 'docs/intro' }] } } }, 'docusaurus.config.js')
    expect([config.navbar?.items?.[0]?.to, config.footer?.links?.[0]?.to]).toEqual(['/blog', '/docs/intro'])
  })
})
