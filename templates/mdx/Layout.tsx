import type { ReactNode } from 'react'

export interface LayoutProps {
  /** The page's title: the page head shows `<title> | <site title>`. */
  title?: string
  /** The page's meta description. */
  description?: string
  /** Classes on the wrapper of the page's content, as Docusaurus puts them on its main wrapper. */
  wrapperClassName?: string
  /** Docusaurus hides the footer; chemdocs' app shell always shows it (see the README). */
  noFooter?: boolean
  children?: ReactNode
}

/**
 * `@theme/Layout`: Docusaurus pages wrap themselves in it to get the navbar and footer. chemdocs'
 * app shell already draws those (and Docusaurus' main wrapper) around every page, so it renders
 * the content, in a wrapper only for the classes a page gives. The title and description are rendered as React 19 head elements: the server
 * render gives them first, and the build moves them into the page's head (see react-pages.ts).
 */
export default function Layout({ title, description, wrapperClassName, children }: LayoutProps) {
  return (
    <>
      {title ? <title>{title}</title> : null}
      {description ? <meta name="description" content={description} /> : null}
      {wrapperClassName ? <div className={wrapperClassName}>{children}</div> : children}
    </>
  )
}
