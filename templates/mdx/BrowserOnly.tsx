import type { ReactNode } from 'react'
import useIsBrowser from './use-is-browser.js'

export interface BrowserOnlyProps {
  /** Called in the browser only, after hydration: code that needs `window` goes here. */
  children: () => ReactNode
  /** What the server (and the first browser render) shows instead. */
  fallback?: ReactNode
}

/** `@docusaurus/BrowserOnly`: its children function runs in the browser only. */
export default function BrowserOnly({ children, fallback = null }: BrowserOnlyProps) {
  return <>{useIsBrowser() ? children() : fallback}</>
}
