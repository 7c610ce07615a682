/**
 * Navbar parts few sites enable. On the server plain imports; the client bundle swaps this module
 * for lazy-navbar.client.tsx (see node/bundle.ts), which loads each part only when it is shown.
 * Render them inside <Suspense> on both sides.
 */
export { ColorModeToggle } from './ColorModeToggle.js'
export { VersionDropdown } from './navbar/VersionDropdown.js'
