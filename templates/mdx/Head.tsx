import type { ReactNode } from 'react'

/**
 * `@docusaurus/Head`: its children are head elements. React 19 moves `<title>`, `<meta>` and
 * `<link>` rendered anywhere into the document's head, so they are rendered as they are.
 */
export default function Head({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
