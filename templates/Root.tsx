import type { ReactNode } from 'react'

/**
 * `@theme/Root` as Docusaurus has it: renders its children. A site's `src/theme/Root` replaces it
 * and wraps the whole app shell, once per page load (render/shell-overrides.ts); this is what
 * `@theme-original/Root` gives such a wrapper.
 */
export function Root({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
