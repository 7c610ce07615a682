import { useEffect } from 'react'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import { useLocation } from './router.js'

// `@docusaurus/theme-common/internal`: everything `@docusaurus/theme-common` gives, and the
// internal helpers swizzled navbars and layouts import, with Docusaurus v3's behaviour. (v3 moved
// useDoc and useDocsSidebar to `@docusaurus/plugin-content-docs/client`; they are not here.)
export * from './theme-common-exports.js'

/** The class the body gets while the reader moves through the page with the Tab key. */
export const keyboardFocusedClassName = 'navigation-with-keyboard'

/** `useKeyboardNavigation()`: marks the body while the keyboard is used, so outlines show only then. */
export function useKeyboardNavigation(): void {
  useEffect(() => {
    const onInput = (event: KeyboardEvent | MouseEvent) => {
      if (event.type === 'keydown' && (event as KeyboardEvent).key === 'Tab') document.body.classList.add(keyboardFocusedClassName)
      if (event.type === 'mousedown') document.body.classList.remove(keyboardFocusedClassName)
    }
    document.addEventListener('keydown', onInput)
    document.addEventListener('mousedown', onInput)
    return () => {
      document.body.classList.remove(keyboardFocusedClassName)
      document.removeEventListener('keydown', onInput)
      document.removeEventListener('mousedown', onInput)
    }
  }, [])
}

/** `splitNavbarItems(items)`: the items on the left (the default position), then those on the right. */
export function splitNavbarItems<T extends { position?: 'left' | 'right' }>(items: T[]): [T[], T[]] {
  const onLeft = (item: T) => (item.position ?? 'left') === 'left'
  return [items.filter(onLeft), items.filter((item) => !onLeft(item))]
}

/** `isSamePath(a, b)`: the same path, whatever the case and a trailing slash. */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const normalize = (p: string | undefined) => (!p || p.endsWith('/') ? p : `${p}/`)?.toLowerCase()
  return normalize(a) === normalize(b)
}

/** `useLocalPathname()`: the page's path without the site's base URL (starting with `/`). */
export function useLocalPathname(): string {
  const baseUrl = String(useDocusaurusContext().siteConfig.baseUrl ?? '/')
  return useLocation().pathname.replace(baseUrl, '/')
}

/** `useDateTimeFormat(options)`: an Intl date format in the site's current locale. */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const { i18n } = useDocusaurusContext() as { i18n?: { currentLocale?: string } }
  return new Intl.DateTimeFormat(i18n?.currentLocale ?? 'en', options)
}
