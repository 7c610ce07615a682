import type { ReactNode } from 'react'

/**
 * `@theme/MDXContent`: Docusaurus wraps a page's MDX in it to provide the MDXComponents map.
 * chemdocs gives each MDX page its global components when compiling it, so it renders its children.
 */
export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
