import type { HTMLAttributes, ReactNode } from 'react'

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The element: `h1` … `h6`. */
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
  children?: ReactNode
}

/**
 * `@theme/Heading`: a heading; one with an id (below h1) gets the `#` link Docusaurus puts after
 * it, so it can be linked to and copied like a Markdown heading.
 */
export default function Heading({ as: As, id, children, className, ...rest }: HeadingProps) {
  if (As === 'h1' || !id) return <As id={id} className={className} {...rest}>{children}</As>
  return (
    <As id={id} className={className ? `anchor ${className}` : 'anchor'} {...rest}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label="Direct link to this heading" title="Direct link to this heading">
        {'\u200B'}
      </a>
    </As>
  )
}
