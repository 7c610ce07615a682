import type { AnchorHTMLAttributes, ReactNode } from 'react'
import useBaseUrl from '@docusaurus/useBaseUrl'
import isInternalUrl from './is-internal-url.js'
import { useLocation } from './router.js'

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Docusaurus' name for the target; `href` is accepted as well. */
  to?: string
  /** `false` writes a site path as given, without the base URL. */
  autoAddBaseUrl?: boolean
  children?: ReactNode
}

/** A relative path (`.#part`, `../x`, `setup`): not from the root, not an anchor alone, no scheme. */
const RELATIVE = /^(?![/#?]|[a-z][a-z0-9+.-]*:)/i

/**
 * `@docusaurus/Link`: an anchor whose site paths get the base URL, as Docusaurus' Link adds it
 * (never twice: a path that already starts with the base is kept). A relative path resolves
 * against the page's URL, as react-router resolves it in Docusaurus (`.#x` on `/d/page` is
 * `/d/#x`). Full URLs and `#anchors` are written as given.
 */
export default function Link({ to, href, autoAddBaseUrl = true, children, ...rest }: LinkProps) {
  const target = to ?? href
  const { pathname } = useLocation()
  const withBase = useBaseUrl(target ?? '')
  const internal = target !== undefined && isInternalUrl(target) && !target.startsWith('#')
  const relative = internal && RELATIVE.test(target)
  const resolved = relative ? resolveFrom(pathname, target) : internal && autoAddBaseUrl ? withBase : target
  return (
    <a href={resolved} {...rest}>
      {children}
    </a>
  )
}

/** `target` resolved against the page's path (which has the base URL already). */
function resolveFrom(pathname: string, target: string): string {
  const url = new URL(target, `http://site${pathname}`)
  return url.pathname + url.search + url.hash
}
