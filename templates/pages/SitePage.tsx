import { useRef } from 'react'
import type { PageData } from '../../src/shared/types.js'
import { useArticleLinks } from '../hooks/useArticleLinks.js'

/**
 * A page of the site's pages folder. A Markdown page is an article in the page layout (navbar and
 * footer, no docs sidebar); a React page rendered itself whole, and its HTML is shown as it is.
 */
export function SitePage({ page }: { page: PageData }) {
  const content = useRef<HTMLDivElement>(null)
  useArticleLinks(content, page.html)
  if (page.fullPage) return <div ref={content} className="site-page" dangerouslySetInnerHTML={{ __html: page.html }} />
  return (
    <main className="container prose">
      {!page.h1InBody && <h1>{page.heading ?? page.title}</h1>}
      <div ref={content} className="site-page" dangerouslySetInnerHTML={{ __html: page.html }} />
    </main>
  )
}
