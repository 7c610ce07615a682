import { useEffect, useState } from 'react'

/**
 * `@docusaurus/useIsBrowser`: false on the server and in the render that hydrates the page (so
 * both give the same HTML), true once the page runs in the browser.
 */
export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false)
  useEffect(() => setIsBrowser(true), [])
  return isBrowser
}
