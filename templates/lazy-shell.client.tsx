import type { AnnouncementBarData, NavbarItem, SiteData } from '../src/shared/types.js'
import { preloadable } from './preloadable.js'

// The browser twin of lazy-shell.ts: each part is its own chunk, fetched when first rendered.
const loaders = {
  announcement: () => import('./AnnouncementBar.js').then((m) => m.AnnouncementBar),
  colorMode: () => import('./ColorModeToggle.js').then((m) => m.ColorModeToggle),
  versions: () => import('./navbar/VersionDropdown.js').then((m) => m.VersionDropdown),
  crash: () => import('./CrashScreen.js').then((m) => m.CrashScreen),
  locales: () => import('./navbar/LocaleDropdown.js').then((m) => m.LocaleDropdown),
  links: () => import('./navbar/LinkDropdown.js').then((m) => m.LinkDropdown),
}
const parts = preloadable(loaders)

export const AnnouncementBar = parts.component<{ bar: AnnouncementBarData }>('announcement')
export const ColorModeToggle = parts.component('colorMode')
export const VersionDropdown = parts.component('versions')
export const CrashScreen = parts.component<{ error: Error; onRetry: () => void }>('crash')
export const LocaleDropdown = parts.component('locales')
export const LinkDropdown = parts.component('links')

/**
 * Fetches the parts this site shows before hydration, so that they are interactive as soon as
 * the page is (a keyboard user may press the bar's close button at once).
 */
export async function preloadShell(site: SiteData): Promise<void> {
  await Promise.all([
    site.announcement && parts.preload('announcement'),
    !site.colorMode.disableSwitch && parts.preload('colorMode'),
    site.navbar.some((item: NavbarItem) => item.type === 'docsVersionDropdown') && parts.preload('versions'),
    site.navbar.some((item: NavbarItem) => item.type === 'localeDropdown') && parts.preload('locales'),
    site.navbar.some((item: NavbarItem) => item.type === 'dropdown') && parts.preload('links'),
  ])
}
