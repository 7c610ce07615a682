import type { ReactNode } from 'react'

/**
 * `@theme/Root` where MDX pages and their components import it: renders its children, as
 * Docusaurus' does. A site's `src/theme/Root` wraps it (`@theme-original/Root`); chemdocs renders
 * that override around the app shell (render/shell-overrides.ts) and around a page's MDX content
 * and its client components (transform/mdx/site-wrappers.ts), so its context reaches both.
 */
export default function Root({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
