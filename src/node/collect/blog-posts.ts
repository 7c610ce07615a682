import { existsSync, realpathSync, statSync } from 'node:fs'
import path from 'node:path'
import { translatedFile } from './translated-file.js'
import type { ResolvedConfig } from '../config/config-schema.js'
import type { Diagnostic } from '../diagnostics.js'
import { linesOutsideFences } from '../transform/markdown/lines-outside-fences.js'
import type { SourceFile } from '../types.js'
import { slugToRoute } from '../site/route-path.js'
import { readBlogAuthors, readBlogYaml, postAuthors } from './blog-authors.js'
import { readSource, sourceFolders, type ReadFile } from './collect.js'
import { tagsOf, type DefinedTags } from './blog-tags.js'
import { listPageFiles } from './site-pages.js'
import { readingMinutes } from './reading-time.js'
import { isCompiledAsMdx } from '../transform/mdx/mdx-in-markdown.js'
import { withBase } from '../../shared/url.js'
import { editUrlFromBase } from '../site/page-meta.js'

/** The blog options, defaults applied. */
export type BlogOptions = NonNullable<ResolvedConfig['blog']>

/**
 * A date in a post's path, as Docusaurus reads it: `2024-05-01-title.md`, `2024/05/01/title.md` or
 * a folder `2024-05-01-title/index.md`; what comes before is kept as a folder of the URL.
 */
const DATED = /^(?<folder>.*?)(?<y>\d{4})[-/](?<m>\d{1,2})[-/](?<d>\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/i

/** The marker above which a post's list entry stops, in Markdown or MDX; alone on its line. */
const TRUNCATE = /^\s*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/

/**
 * What the marker becomes, to cut the HTML at (see blog-routes.ts): in MDX an empty element; in
 * Markdown an HTML comment, which (unlike a `<div>`, whose HTML block runs on to the next blank
 * line) ends on its own line, so that a heading right under the marker is still a heading.
 */
export const TRUNCATE_ELEMENT = '<div data-truncate></div>'
const TRUNCATE_COMMENT = '<!-- truncate -->'

/**
 * The blog's posts as pages of their own: every `.md`/`.mdx` file in the blog folder (not `_`
 * files or folders), with its date, authors, tags and URL. A draft is left out.
 */
export function collectBlogPosts(config: ResolvedConfig, blog: BlogOptions, diagnostics: Diagnostic[], read: ReadFile): SourceFile[] {
  const dir = path.resolve(config.root, blog.path)
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return []
  const authors = readBlogAuthors(dir, diagnostics, read)
  const defined: DefinedTags = new Map(Object.entries(readBlogYaml(dir, 'tags', diagnostics, read)).map(([key, v]) => [key, typeof v === 'object' && v !== null ? (v as { label?: string; permalink?: string }) : {}]))
  const base = '/' + blog.routeBasePath.replace(/^\/+|\/+$/g, '')
  const posts: SourceFile[] = []
  const root = realpathSync(dir)
  for (const rel of listPageFiles(dir, '', { root, ancestors: [root], allowed: sourceFolders(config) }, diagnostics, (name) => /\.mdx?$/i.test(name))) {
    const place = translatedFile(config, 'blog', path.join(dir, rel), rel)
    const abs = place.path
    const read1 = readSource(config, abs, rel, diagnostics, read)
    const source = read1 && place.otherPath ? { ...read1, otherPath: place.otherPath } : read1
    if (!source || source.frontmatter.draft) continue
    const dated = DATED.exec(rel)?.groups
    const slug = source.frontmatter.slug ?? (dated ? `${dated.folder}${dated.y}/${dated.m!.padStart(2, '0')}/${dated.d!.padStart(2, '0')}/${dated.text}` : rel.replace(/(?:\/index)?\.mdx?$/i, ''))
    const date = source.frontmatter.date ?? (dated ? `${dated.y}-${dated.m!.padStart(2, '0')}-${dated.d!.padStart(2, '0')}` : statSync(abs).mtime.toISOString())
    const route = joinRoute(base, slugToRoute(slug, ''))
    const locale = config.locale?.current.locale ?? 'en'
    const { text, truncated } = markTruncation(source.text, isCompiledAsMdx({ path: abs, text: source.text }, config.markdown.format) ? TRUNCATE_ELEMENT : TRUNCATE_COMMENT)
    posts.push({
      ...source,
      text,
      id: `blog:${rel}`,
      route,
      isCategoryIndex: false,
      sitePage: true,
      blogPost: {
        date: new Date(date).toISOString(),
        authors: postAuthors(source, authors, diagnostics),
        tags: tagsOf(source.frontmatter.tags ?? [], `${base}/tags`, defined),
        truncated,
        unlisted: source.frontmatter.unlisted === true,
        ...(blog.showReadingTime && { readingTime: readingMinutes(source.text, locale) }),
        ...editUrlOf(source.frontmatter.custom_edit_url, blog, { root: config.root, dir, file: abs, permalink: withBase(config.base, route), locale }),
      },
    })
  }
  return posts
}

/**
 * A post's "Edit this page" URL, as Docusaurus' blog makes it: frontmatter `custom_edit_url` (a
 * URL, or null for none) wins; a string `editUrl` is a base the post's path from the site folder
 * is appended to; a function gets the blog folder, the post's path in it, its URL and locale.
 */
function editUrlOf(custom: string | null | undefined, blog: BlogOptions, at: { root: string; dir: string; file: string; permalink: string; locale: string }): { editUrl?: string } {
  const posix = (p: string) => p.split(path.sep).join('/')
  if (custom !== undefined) return custom ? { editUrl: custom } : {}
  const editUrl = blog.editUrl
  if (typeof editUrl === 'string') return { editUrl: editUrlFromBase(editUrl, at.root, at.file) }
  if (typeof editUrl !== 'function') return {}
  const url = editUrl({ blogDirPath: posix(path.relative(at.root, at.dir)), blogPath: posix(path.relative(at.dir, at.file)), permalink: at.permalink, locale: at.locale })
  return typeof url === 'string' && url ? { editUrl: url } : {}
}

function joinRoute(base: string, rest: string): string {
  return path.posix.resolve('/', `${base}/${rest}`)
}

/** The post's text with its truncate marker (outside code) made into `mark`; lines stay where they were. */
function markTruncation(text: string, mark: string): { text: string; truncated: boolean } {
  for (const { line, index } of linesOutsideFences(text)) {
    if (!TRUNCATE.test(line)) continue
    const lines = text.split('\n')
    lines[index] = mark
    return { text: lines.join('\n'), truncated: true }
  }
  return { text, truncated: false }
}
