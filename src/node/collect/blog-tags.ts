/** A tag of a post: its label and the URL of its page. */
export interface BlogTag {
  label: string
  permalink: string
}

/** The tags a blog's `tags.yml` defines, by key: `{ label, permalink }` each part optional. */
export type DefinedTags = ReadonlyMap<string, { label?: string | undefined; permalink?: string | undefined }>

/**
 * A post's tags, as Docusaurus makes them: a key of `tags.yml` takes the label and permalink it
 * defines there; another label becomes `<tags URL>/<label in kebab case>`; a tag written as
 * `{ label, permalink }` keeps its permalink, below the tags URL.
 */
export function tagsOf(tags: readonly (string | { label: string; permalink?: string | undefined })[], tagsBase: string, defined: DefinedTags = new Map()): BlogTag[] {
  const seen = new Set<string>()
  const out: BlogTag[] = []
  for (const tag of tags) {
    const known = typeof tag === 'string' ? defined.get(tag) : undefined
    const label = typeof tag === 'string' ? (known?.label ?? tag) : tag.label
    const own = typeof tag === 'string' ? known?.permalink : tag.permalink
    const permalink = `${tagsBase}/${own !== undefined ? own.replace(/^\/+/, '') : kebabCase(label)}`
    if (seen.has(permalink)) continue
    seen.add(permalink)
    out.push({ label, permalink })
  }
  return out
}

/** 'Hello World' -> 'hello-world', 'fooBar' -> 'foo-bar', as lodash's kebabCase (letters and digits kept, any script). */
export function kebabCase(text: string): string {
  return (text.match(/\p{Lu}?\p{Ll}+|\p{Lu}+(?!\p{Ll})|\p{N}+|\p{L}+/gu) ?? []).map((w) => w.toLowerCase()).join('-')
}
