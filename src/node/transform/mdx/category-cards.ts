import { slug } from 'github-slugger'
import type { CategoryCard } from '../../../shared/types.js'
import { withBase } from '../../../shared/url.js'
import { stripNumberPrefix } from '../../collect/number-prefix.js'
import { folderLabel, untitledName } from '../../collect/humanize.js'
import { slugToRoute } from '../../site/route-path.js'
import { categoryLinkDoc, folderPageIsCategoryPage } from '../../site/category-link.js'
import type { CategoryMeta, SourceFile } from '../../types.js'
import { compareText } from '../../../shared/compare-text.js'

/** What the cards need besides the pages: the docs' route prefix and the folders' `_category_` files. */
export interface CardFolders {
  /** `docs.routeBasePath`: generated category pages live under it. */
  routeBasePath: string
  /** The `_category_` metadata of a folder (relative to docs/), if it has any. */
  categoryOf: (dir: string) => Pick<CategoryMeta, 'label' | 'position' | 'link'> | undefined
  /** `docs.numberPrefixes`: false keeps a folder's number prefix in its card's label, as in the sidebar. */
  numberPrefixes?: boolean
  /** `docs.namesAsWritten`: a folder without a label is named as written. */
  namesAsWritten?: boolean
}

const NO_FOLDERS: CardFolders = { routeBasePath: 'docs', categoryOf: () => undefined }

type Sorted = { key: [number, string]; card: CategoryCard; path?: string }

/**
 * The cards `<DocCardList />` shows on a page: the items of its folder as the sidebar lists them
 * (routes.ts), that is the other docs of the folder and one card per subfolder, with the
 * subfolder's `_category_` label, position and link (its index page, its generated index, the doc
 * it names, or else its first doc). Built from the sources because the cards are rendered while
 * pages are still being transformed; a doc's label is its sidebar label, title or file name.
 */
export function categoryCards(page: SourceFile, site: readonly SourceFile[], base: string, folders: CardFolders = NO_FOLDERS): CategoryCard[] {
  const listed = site.filter((f) => !f.frontmatter.unlisted && f.path !== page.path)
  return itemsOf(page.dir, listed, folders)
    .sort(compareSorted)
    .map(({ card }) => ({ ...card, href: withBase(base, card.href) }))
}

/**
 * categoryCards for every page of one site, each folder's items made once: asking page by page
 * went over the whole site for every page and folder (10,000 pages: 11 s). A page's cards are its
 * folder's items without its own; a page that a `_category_` link names (whose absence changes
 * that folder's card) gets them the page-by-page way.
 */
export function siteCategoryCards(site: readonly SourceFile[], base: string, folders: CardFolders = NO_FOLDERS): (page: SourceFile) => CategoryCard[] {
  const listed = site.filter((f) => !f.frontmatter.unlisted)
  const byDir = new Map<string, SourceFile[]>()
  const subfolders = new Map<string, Set<string>>()
  for (const f of listed) {
    const inDir = byDir.get(f.dir)
    if (inDir) inDir.push(f)
    else byDir.set(f.dir, [f])
    // Every folder above f's holds the next folder down towards it (as itemsOf's children).
    const parts = f.dir === '' ? [] : f.dir.split('/')
    for (let depth = 0; depth < parts.length; depth++) {
      const above = parts.slice(0, depth).join('/')
      const set = subfolders.get(above) ?? new Set()
      set.add(parts.slice(0, depth + 1).join('/'))
      subfolders.set(above, set)
    }
  }
  const linked = new Set<string>()
  const items = new Map<string, Sorted[]>()
  const itemsIn = (dir: string): Sorted[] => {
    let known = items.get(dir)
    if (known) return known
    const docs = (byDir.get(dir) ?? []).filter((f) => !isFolderPage(f, folders)).map(docItem)
    const children = [...(subfolders.get(dir) ?? [])].sort()
    known = [...docs, ...children.flatMap((child) => folderCard(child) ?? [])]
    items.set(dir, known)
    return known
  }
  const linkedDoc = (id: string, dir: string) => {
    const doc = categoryLinkDoc(id, dir, listed)
    if (doc) linked.add(doc.id)
    return doc
  }
  const folderCard = (dir: string) => makeFolderItem(dir, byDir.get(dir)?.find((f) => isFolderPage(f, folders)), [...itemsIn(dir)].sort(compareSorted), folders, (id) => linkedDoc(id, dir))
  return (page) => {
    // Made first: making a folder's items records the ids its subfolders' links name.
    const folder = itemsIn(page.dir)
    if (linked.has(page.id)) return categoryCards(page, site, base, folders)
    return folder.filter((item) => item.path !== page.path).sort(compareSorted).map(({ card }) => ({ ...card, href: withBase(base, card.href) }))
  }
}

/** The sidebar items of one folder: its docs (not its index page) and its subfolders. */
function itemsOf(dir: string, site: readonly SourceFile[], folders: CardFolders): Sorted[] {
  const docs = site.filter((f) => f.dir === dir && !isFolderPage(f, folders)).map(docItem)
  const prefix = dir === '' ? '' : `${dir}/`
  const children = [...new Set(site.filter((f) => f.dir.startsWith(prefix) && f.dir !== dir).map((f) => prefix + f.dir.slice(prefix.length).split('/')[0]))].sort()
  return [...docs, ...children.flatMap((child) => folderItem(child, site, folders) ?? [])]
}

function docItem(f: SourceFile): Sorted {
  return {
    key: [f.position ?? Infinity, f.relPath.split('/').pop()!],
    card: { label: labelOf(f), href: f.route, description: f.frontmatter.description ?? '', isCategory: false },
    path: f.path,
  }
}

function folderItem(dir: string, site: readonly SourceFile[], folders: CardFolders): Sorted | undefined {
  const index = site.find((f) => f.dir === dir && isFolderPage(f, folders))
  return makeFolderItem(dir, index, itemsOf(dir, site, folders).sort(compareSorted), folders, (id) => categoryLinkDoc(id, dir, site))
}

/** A subfolder's card from its index page, its sorted items and the doc of a given id (a `_category_` link). */
function makeFolderItem(dir: string, index: SourceFile | undefined, items: Sorted[], folders: CardFolders, docOfId: (id: string) => SourceFile | undefined): Sorted | undefined {
  const meta = folders.categoryOf(dir)
  const folderName = dir.split('/').pop()!
  const label = meta?.label ?? (index ? labelOf(index) : folderLabel(folders.numberPrefixes === false ? folderName : stripNumberPrefix(folderName), folders.namesAsWritten))
  let href = index?.route
  let description = index?.frontmatter.description ?? ''
  const link = meta?.link
  if (link?.type === 'doc') href = docOfId(link.id)?.route ?? href
  else if (link?.type === 'generated-index' && !index) {
    const slugPath = link.slug ?? `/category/${slug(label)}`
    // As routes.ts names the generated page: the slug below the docs' base path, encoded alike.
    href = `/${folders.routeBasePath.replace(/^\/+|\/+$/g, '')}${slugToRoute(slugPath, '')}`.replace(/^\/\//, '/')
    description = link.description ?? ''
  }
  href ??= items[0]?.card.href
  if (href === undefined) return undefined
  return {
    key: [meta?.position ?? index?.position ?? Infinity, folderName],
    card: { label, href, description: description || `${items.length} item${items.length === 1 ? '' : 's'}`, isCategory: true },
  }
}

function compareSorted(a: Sorted, b: Sorted): number {
  // Infinity - Infinity is NaN (falsy): two unpositioned items fall through to the name, as in routes.ts.
  return a.key[0] - b.key[0] || compareText(a.key[1], b.key[1])
}

function labelOf(f: SourceFile): string {
  return f.frontmatter.sidebar_label ?? f.frontmatter.title ?? untitledName(f)
}

/** A folder's own page that is its category's page (see folderPageIsCategoryPage); the docs root's is never a card. */
function isFolderPage(f: SourceFile, folders: CardFolders): boolean {
  return f.isCategoryIndex && (f.dir === '' || folderPageIsCategoryPage(folders.categoryOf(f.dir)))
}
