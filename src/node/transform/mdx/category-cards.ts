import { slug } from 'github-slugger'
import type { CategoryCard } from '../../../shared/types.js'
import { withBase } from '../../../shared/url.js'
import { slugToRoute } from '../../site/route-path.js'
import type { CategoryMeta, SourceFile } from '../../types.js'
import { compareText } from '../../../shared/compare-text.js'

/** What the cards need besides the pages: the docs' route prefix and the folders' `_category_` files. */
export interface CardFolders {
  /** `docs.routeBasePath`: generated category pages live under it. */
  routeBasePath: string
  /** The `_category_` metadata of a folder (relative to docs/), if it has any. */
  categoryOf: (dir: string) => Pick<CategoryMeta, 'label' | 'position' | 'link'> | undefined
}

const NO_FOLDERS: CardFolders = { routeBasePath: 'docs', categoryOf: () => undefined }

type Sorted = { key: [number, string]; card: CategoryCard }

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

/** The sidebar items of one folder: its docs (not its index page) and its subfolders. */
function itemsOf(dir: string, site: readonly SourceFile[], folders: CardFolders): Sorted[] {
  const docs = site.filter((f) => f.dir === dir && !f.isCategoryIndex).map(docItem)
  const prefix = dir === '' ? '' : `${dir}/`
  const children = [...new Set(site.filter((f) => f.dir.startsWith(prefix) && f.dir !== dir).map((f) => prefix + f.dir.slice(prefix.length).split('/')[0]))].sort()
  return [...docs, ...children.flatMap((child) => folderItem(child, site, folders) ?? [])]
}

function docItem(f: SourceFile): Sorted {
  return {
    key: [f.position ?? Infinity, f.relPath.split('/').pop()!],
    card: { label: labelOf(f), href: f.route, description: f.frontmatter.description ?? '', isCategory: false },
  }
}

function folderItem(dir: string, site: readonly SourceFile[], folders: CardFolders): Sorted | undefined {
  const meta = folders.categoryOf(dir)
  const index = site.find((f) => f.dir === dir && f.isCategoryIndex)
  const items = itemsOf(dir, site, folders).sort(compareSorted)
  const folderName = dir.split('/').pop()!
  const label = meta?.label ?? (index ? labelOf(index) : humanize(folderName.replace(/^\d+[-_.]\s*/, '') || folderName))
  let href = index?.route
  let description = index?.frontmatter.description ?? ''
  const link = meta?.link
  if (link?.type === 'doc') href = site.find((f) => f.id === link.id)?.route ?? href
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
  return f.frontmatter.sidebar_label ?? f.frontmatter.title ?? humanize(f.name)
}

function humanize(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
