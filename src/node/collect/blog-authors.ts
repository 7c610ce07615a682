import { existsSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { createDiagnostic, suggest, withSuggestion, type Diagnostic } from '../diagnostics.js'
import { display } from '../display-path.js'
import type { BlogAuthor, SourceFile } from '../types.js'
import { frontmatterKeyPosition, splitFrontmatter } from './frontmatter.js'
import type { ReadFile } from './collect.js'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown) => (typeof v === 'string' ? v : undefined)

/** The authors of a blog folder's `authors.yml` (or `.json`), by key. */
export function readBlogAuthors(dir: string, diagnostics: Diagnostic[], read: ReadFile): Map<string, BlogAuthor> {
  const file = ['authors.yml', 'authors.yaml', 'authors.json'].map((name) => path.join(dir, name)).find((f) => existsSync(f))
  const authors = new Map<string, BlogAuthor>()
  if (file === undefined) return authors
  let raw: unknown
  try {
    raw = parseYaml(read(file).toString('utf8'))
  } catch (error) {
    diagnostics.push(createDiagnostic('invalid-frontmatter', `authors file cannot be parsed: ${(error as Error).message.split('\n')[0]}`, { file: display(file), line: 1, column: 1 }))
    return authors
  }
  for (const [key, value] of Object.entries(isObj(raw) ? raw : {})) {
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
  return { ...(key !== undefined && { key }), name, ...(title !== undefined && { title }), ...(url !== undefined && { url }), ...(imageUrl !== undefined && { imageUrl }), page: value.page === true || isObj(value.page) }
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
