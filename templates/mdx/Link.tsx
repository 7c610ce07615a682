import type { AnchorHTMLAttributes, ReactNode } from 'react'

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Docusaurus' name for the target; `href` is accepted as well. */
  to?: string
  children?: ReactNode
}

/** `@docusaurus/Link`: a plain anchor. The target is written as given (no base path is added). */
export default function Link({ to, href, children, ...rest }: LinkProps) {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  )
}
