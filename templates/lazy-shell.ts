/**
 * Parts of the app shell few sites enable (this one enables none of them). On the server plain
 * imports; the client bundle swaps this module for lazy-shell.client.tsx (see node/bundle.ts),
 * which loads each part only when it is shown. Render them inside <Suspense> on both sides, so
 * that hydration sees the same tree.
 */
export { AnnouncementBar } from './AnnouncementBar.js'
export { ColorModeToggle } from './ColorModeToggle.js'
export { VersionDropdown } from './navbar/VersionDropdown.js'
export { CrashScreen } from './CrashScreen.js'
export { LocaleDropdown } from './navbar/LocaleDropdown.js'
export { LinkDropdown } from './navbar/LinkDropdown.js'

/** Nothing to load on the server. */
export function preloadShell(_site: unknown): Promise<void> {
  return Promise.resolve()
}
