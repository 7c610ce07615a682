import type { CategoryCard } from '../../shared/types.js'
import { withBase } from '../../shared/url.js'
import type { SourceFile } from '../types.js'

/**
 * The cards `<DocCardList />` shows on a page: the other docs of its folder and the index pages of
 * its subfolders, in sidebar order (position, then name). Built from frontmatter alone because the
 * cards are rendered while pages are still being transformed.
 */
export function categoryCards(page: SourceFile, site: readonly SourceFile[], base: string): CategoryCard[] {
  const isChildFolderIndex = (f: SourceFile) => f.isCategoryIndex && parentOf(f.dir) === page.dir && f.dir !== page.dir
  return site
    .filter((f) => f !== page && f.path !== page.path && ((f.dir === page.dir && !f.isCategoryIndex) || isChildFolderIndex(f)))
    .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || a.name.localeCompare(b.name))
    .map((f) => ({
      label: f.frontmatter.sidebar_label ?? f.frontmatter.title ?? humanize(f.name),
      href: withBase(base, f.route),
      description: f.frontmatter.description ?? '',
      isCategory: f.isCategoryIndex,
    }))
}

function parentOf(dir: string): string {
  return dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : ''
}

function humanize(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
