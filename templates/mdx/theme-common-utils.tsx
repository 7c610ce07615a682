import { Component, useEffect, useMemo, useState, type ErrorInfo, type ReactNode } from 'react'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import Head from './Head.js'
import Layout from './Layout.js'

// The smaller helpers of `@docusaurus/theme-common` that swizzled components and site code use,
// with Docusaurus' behaviour.

const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other']

/** `usePluralForm()`: `selectMessage(count, 'One item|{count} items')` picks the locale's plural form. */
export function usePluralForm(): { selectMessage: (count: number, messages: string) => string } {
  const { i18n } = useDocusaurusContext() as { i18n?: { currentLocale?: string } }
  const locale = i18n?.currentLocale ?? 'en'
  return useMemo(() => {
    const rules = new Intl.PluralRules(locale)
    const forms = PLURAL_ORDER.filter((form) => rules.resolvedOptions().pluralCategories.includes(form as Intl.LDMLPluralRule))
    return {
      selectMessage(count: number, messages: string) {
        const parts = messages.split('|')
        // Too few messages for the locale's forms: the last one ("other") stands for the rest.
        return parts[Math.min(forms.indexOf(rules.select(count)), parts.length - 1)]!
      },
    }
  }, [locale])
}

/** `useWindowSize()`: 'ssr' on the server and while hydrating, then 'desktop' (wider than 996 px) or 'mobile'. */
export function useWindowSize({ desktopBreakpoint = 996 }: { desktopBreakpoint?: number } = {}): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr')
  useEffect(() => {
    const update = () => setSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile')
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [desktopBreakpoint])
  return size
}

/** `isRegexpStringMatch(regex, value)`: the value matches the regular expression written as a string (case-insensitive). */
export function isRegexpStringMatch(regexAsString: string | undefined, valueToTest: string | undefined): boolean {
  if (regexAsString === undefined || valueToTest === undefined) return false
  return new RegExp(regexAsString, 'gi').test(valueToTest)
}

/** `<ErrorCauseBoundary onError>`: rethrows a child's error as the one `onError` makes of it. */
export class ErrorCauseBoundary extends Component<{ children?: ReactNode; onError: (error: Error, info: ErrorInfo) => Error }> {
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    throw this.props.onError(error, info)
  }
  override render(): ReactNode {
    return this.props.children
  }
}

/** `<PageMetadata>`: the page's title and description, as `@theme/Layout` sets them, and other head elements. */
export function PageMetadata({ title, description, children }: { title?: string; description?: string; children?: ReactNode }) {
  return (
    <>
      <Layout {...(title !== undefined && { title })} {...(description !== undefined && { description })} />
      {children ? <Head>{children}</Head> : null}
    </>
  )
}

/** `<HtmlClassNameProvider className>`: adds its classes to <html> while mounted (in the browser). */
export function HtmlClassNameProvider({ className, children }: { className?: string; children?: ReactNode }) {
  useEffect(() => {
    const classes = (className ?? '').split(/\s+/).filter(Boolean)
    document.documentElement.classList.add(...classes)
    return () => document.documentElement.classList.remove(...classes)
  }, [className])
  return <>{children}</>
}
