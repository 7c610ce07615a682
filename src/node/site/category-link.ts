/** What a category link needs of a doc: its id and its folder (relative to docs/). */
interface LinkableDoc {
  id: string
  dir: string
}

/**
 * The doc a `_category_` file's `link: { type: doc, id }` names, as Docusaurus finds it: first a
 * doc directly in the category's folder whose id ends in `id` (its short id: `intro` for
 * `00_intro/intro.md`), then the doc whose full id is `id`.
 */
export function categoryLinkDoc<T extends LinkableDoc>(id: string, dir: string, docs: Iterable<T>): T | undefined {
  let full: T | undefined
  for (const doc of docs) {
    if (doc.dir === dir && doc.id.split('/').pop() === id) return doc
    if (full === undefined && doc.id === id) full = doc
  }
  return full
}

/**
 * Whether a folder's own page (`index`, `README` or the folder's name) is its category's page: as
 * in Docusaurus, only when the folder's `_category_` does not ask for a generated index; with one,
 * that page is one more item of the category, and the category links to the generated page.
 */
export function folderPageIsCategoryPage(meta: { link?: { type: string } } | undefined): boolean {
  return meta?.link?.type !== 'generated-index'
}
