import type { ReactNode } from 'react'

export interface LayoutProps {
  /** The page's title: the page head shows `<title> | <site title>`. */
  title?: string
  /** The page's meta description. */
  description?: string
  /** Classes on the wrapper of the page's content, as Docusaurus puts them on its main wrapper. */
  wrapperClassName?: string
  /** Hides the site's footer on this page, as Docusaurus does (a full-screen page, say). */
  noFooter?: boolean
  children?: ReactNode
}

// Read once at load, not during render: the server and the browser differ by design here.
const ON_SERVER = typeof window === 'undefined'

/**
 * `@theme/Layout`: Docusaurus pages wrap themselves in it to get the navbar and footer. chemdocs'
 * app shell already draws those (and Docusaurus' main wrapper) around every page, so it renders
 * the content, in a wrapper only for the classes a page gives. On the server the title and
 * description are rendered as head elements, which the build moves into the page's head (see
 * react-page-head.ts); in the browser the head is already right, and a hydrating React would
 * insert a second <title> without the site's name.
 */
export default function Layout({ title, description, wrapperClassName, noFooter, children }: LayoutProps) {
  return (
    <>
      {ON_SERVER && title ? <title>{title}</title> : null}
      {ON_SERVER && description ? <meta name="description" content={description} /> : null}
      {/* The footer belongs to chemdocs' app shell, outside the page: hidden while this page shows. */}
      {noFooter ? <style>{'.footer{display:none}'}</style> : null}
      {wrapperClassName ? <div className={wrapperClassName}>{children}</div> : children}
    </>
  )
}
