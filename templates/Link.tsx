import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react'
import { isExternal, withBase } from '../src/shared/url.js'
import { useRouter, useSite } from './context.js'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site route ('/docs/x#a') or an external URL. */
  to: string
  children: ReactNode
}

/**
 * Internal links navigate on the client and prefetch their route chunk when they scroll into
 * view (preload on hover); external links open in a new tab and say so to screen readers.
 */
export function Link({ to, children, onClick, ...rest }: LinkProps) {
  const site = useSite()
  const router = useRouter()
  const ref = useRef<HTMLAnchorElement>(null)
  const external = isExternal(to)
  const href = external || to.startsWith('#') ? to : withBase(site.base, to)

  useEffect(() => {
    const el = ref.current
    if (external || to.startsWith('#') || !el) return
    if (typeof IntersectionObserver === 'undefined') {
      router.prefetch(href)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        router.prefetch(href)
        observer.disconnect()
      }
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [href, external, to, router])

  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {/* The external-link icon of the page's sprite (src/shared/icons.ts), by its id written out:
            importing the names would put that module in the entry script, whose budget it exceeds. */}
        <svg className="icon external-icon" aria-hidden="true" focusable="false">
          <use href="#chemdocs-icon-external-link" />
        </svg>
        <span className="sr-only">(opens in new tab)</span>
      </a>
    )
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (to.startsWith('#')) return
    event.preventDefault()
    router.navigate(href)
  }
  return (
    <a ref={ref} href={href} onClick={handleClick} onMouseEnter={() => router.preload(href)} onTouchStart={() => router.preload(href)} {...rest}>
      {children}
    </a>
  )
}
