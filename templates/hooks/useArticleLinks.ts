import { useEffect, type RefObject } from 'react'
import { isFilePath } from '../../src/shared/url.js'
import { useRouter } from '../context.js'

/**
 * Links inside the article HTML (rendered from markdown, not React) get the same treatment as
 * <Link>: client-side navigation on a plain click, prefetch when visible, preload on hover. A link
 * to a file (a figure's full-size image, a PDF) is left to the browser: it is not a route.
 */
export function useArticleLinks(ref: RefObject<HTMLElement | null>, html: string): void {
  const router = useRouter()
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const internal = (a: HTMLAnchorElement) =>
      a.origin === location.origin && !isFilePath(a.pathname) && !a.target && !a.hasAttribute('download') && a.getAttribute('href')?.startsWith('#') !== true
    const onClick = (event: MouseEvent) => {
      const a = (event.target as Element | null)?.closest?.('a')
      if (!a || !internal(a) || event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      router.navigate(a.href)
    }
    const onOver = (event: MouseEvent) => {
      const a = (event.target as Element | null)?.closest?.('a')
      if (a && internal(a)) router.preload(a.href)
    }
    root.addEventListener('click', onClick)
    root.addEventListener('mouseover', onOver)
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => {
            for (const e of entries) {
              if (!e.isIntersecting) continue
              router.prefetch((e.target as HTMLAnchorElement).href)
              observer?.unobserve(e.target)
            }
          })
    root.querySelectorAll('a').forEach((a) => internal(a) && observer?.observe(a))
    return () => {
      root.removeEventListener('click', onClick)
      root.removeEventListener('mouseover', onOver)
      observer?.disconnect()
    }
  }, [ref, html, router])
}
