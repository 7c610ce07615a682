import type { NavItem, PageData, SiteData } from '../src/shared/types.js'

const NONE: NavItem[] = []

/** The sidebar a page is shown with: the site's first, another by name, or none (see PageData.sidebar). */
export function sidebarOf(site: SiteData, page: PageData): NavItem[] {
  if (page.sidebar === undefined) return site.sidebar
  return site.sidebars?.[page.sidebar] ?? NONE
}
