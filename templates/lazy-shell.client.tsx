import { lazy } from 'react'

// The browser twin of lazy-navbar.ts: each part is its own chunk, fetched when first rendered.
// Callers wrap them in Suspense on the server too, so that hydration sees the same tree.
export const ColorModeToggle = lazy(() => import('./ColorModeToggle.js').then((m) => ({ default: m.ColorModeToggle })))
export const VersionDropdown = lazy(() => import('./navbar/VersionDropdown.js').then((m) => ({ default: m.VersionDropdown })))
