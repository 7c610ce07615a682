import { lazy } from 'react'
import type { NavbarItem, SiteData } from '../src/shared/types.js'

// The browser twin of lazy-shell.ts: each part is its own chunk, fetched when first rendered.
const loaders = {
  announcement: () => import('./AnnouncementBar.js').then((m) => ({ default: m.AnnouncementBar })),
  colorMode: () => import('./ColorModeToggle.js').then((m) => ({ default: m.ColorModeToggle })),
  versions: () => import('./navbar/VersionDropdown.js').then((m) => ({ default: m.VersionDropdown })),
}

export const AnnouncementBar = lazy(loaders.announcement)
export const ColorModeToggle = lazy(loaders.colorMode)
export const VersionDropdown = lazy(loaders.versions)

/**
 * Fetches the parts this site shows before hydration, so that they are interactive as soon as
 * the page is (a keyboard user may press the bar's close button at once).
 */
export async function preloadShell(site: SiteData): Promise<void> {
  await Promise.all([
    site.announcement && loaders.announcement(),
    !site.colorMode.disableSwitch && loaders.colorMode(),
    site.navbar.some((item: NavbarItem) => item.type === 'docsVersionDropdown') && loaders.versions(),
  ])
}
