import type { AnchorHTMLAttributes, ReactNode } from 'react'
import useBaseUrl from '@docusaurus/useBaseUrl'
import isInternalUrl from './is-internal-url.js'

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Docusaurus' name for the target; `href` is accepted as well. */
  to?: string
  /** `false` writes a site path as given, without the base URL. */
  autoAddBaseUrl?: boolean
  children?: ReactNode
}

/**
 * `@docusaurus/Link`: an anchor whose site paths get the base URL, as Docusaurus' Link adds it
 * (never twice: a path that already starts with the base is kept). Full URLs and `#anchors` are
 * written as given.
 */
export default function Link({ to, href, autoAddBaseUrl = true, children, ...rest }: LinkProps) {
  const target = to ?? href
  const withBase = useBaseUrl(target ?? '')
  const internal = target !== undefined && isInternalUrl(target) && !target.startsWith('#')
  return (
    <a href={internal && autoAddBaseUrl ? withBase : target} {...rest}>
      {children}
    </a>
  )
}
