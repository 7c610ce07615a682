import { existsSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { createDiagnostic, suggest, withSuggestion, type Diagnostic } from '../diagnostics.js'
import { display } from '../display-path.js'
import type { BlogAuthor, SourceFile } from '../types.js'
import { frontmatterKeyPosition, splitFrontmatter } from './frontmatter.js'
import type { ReadFile } from './collect.js'
import { regularFileProblem } from './regular-file.js'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown) => (typeof v === 'string' ? v : undefined)

/**
 * A blog folder's `<name>.yml` (or `.yaml`, `.json`) as an object of entries; {} without one. A
 * file that cannot be parsed is an error naming it.
 */
export function readBlogYaml(dir: string, name: 'authors' | 'tags', diagnostics: Diagnostic[], read: ReadFile): Obj {
  const file = [`${name}.yml`, `${name}.yaml`, `${name}.json`].map((n) => path.join(dir, n)).find((f) => existsSync(f))
  if (file === undefined) return {}
  const unreadable = regularFileProblem(file, `an ${name} file`, 1024 * 1024)
  if (unreadable !== undefined) {
    diagnostics.push(createDiagnostic('unreadable-file', `${path.basename(file)} ${unreadable}`, { file: display(file), line: 1, column: 1 }))
    return {}
  }
  try {
    const raw: unknown = parseYaml(read(file).toString('utf8'))
    return isObj(raw) ? raw : {}
  } catch (error) {
    diagnostics.push(createDiagnostic('invalid-frontmatter', `${name} file cannot be parsed: ${(error as Error).message.split('\n')[0]}`, { file: display(file), line: 1, column: 1 }))
    return {}
  }
}

/** The authors of a blog folder's `authors.yml`, by key. */
export function readBlogAuthors(dir: string, diagnostics: Diagnostic[], read: ReadFile): Map<string, BlogAuthor> {
  const authors = new Map<string, BlogAuthor>()
  for (const [key, value] of Object.entries(readBlogYaml(dir, 'authors', diagnostics, read))) {
    const author = authorOf(value, key)
    if (author) authors.set(key, author)
  }
  return authors
}

/** An author written as an object (in authors.yml or inline), or undefined without a name. */
function authorOf(value: unknown, key?: string): BlogAuthor | undefined {
  if (!isObj(value)) return undefined
  const name = str(value.name)
  if (name === undefined) return undefined
  const title = str(value.title)
  const url = str(value.url)
  const imageUrl = str(value.image_url) ?? str(value.imageURL)
  const permalink = isObj(value.page) ? str(value.page.permalink) : undefined
  return { ...(key !== undefined && { key }), ...(permalink !== undefined && { permalink: permalink.replace(/^\/+/, '') }), name, ...(title !== undefined && { title }), ...(url !== undefined && { url }), ...(imageUrl !== undefined && { imageUrl }), page: value.page === true || isObj(value.page) }
}

/**
 * A post's authors: `authors` (a key of authors.yml, an inline author, or a list of them), or the
 * older `author`, `author_title`, `author_url` and `author_image_url`. A key authors.yml does not
 * have is an error at the key, with the closest one.
 */
export function postAuthors(source: SourceFile, known: Map<string, BlogAuthor>, diagnostics: Diagnostic[]): BlogAuthor[] {
  const { yaml } = splitFrontmatter(source.text)
  let fm: unknown
  try {
    fm = yaml === undefined ? {} : parseYaml(yaml)
  } catch {
    return [] // reported by the frontmatter check
  }
  if (!isObj(fm)) return []
  const listed = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors]
  const out: BlogAuthor[] = []
  for (const entry of listed) {
    if (typeof entry === 'string') {
      const author = known.get(entry)
      if (author) out.push(author)
      else diagnostics.push(createDiagnostic('missing-author', withSuggestion(`author \`${entry}\` is not in the blog's authors.yml`, suggest(entry, known.keys())), { file: source.displayPath, ...frontmatterKeyPosition(source.text, 'authors') }))
    } else {
      const author = authorOf(entry)
      if (author) out.push(author)
    }
  }
  const legacy = authorOf({ name: fm.author, title: fm.author_title ?? fm.authorTitle, url: fm.author_url ?? fm.authorURL, image_url: fm.author_image_url ?? fm.authorImageURL })
  if (out.length === 0 && legacy) out.push(legacy)
  return out
}
