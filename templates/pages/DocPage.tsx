import { useRef } from 'react'
import type { PageData } from '../../src/shared/types.js'
import { Breadcrumbs } from '../Breadcrumbs.js'
import { DocLayout } from '../DocLayout.js'
import { useArticleLinks } from '../hooks/useArticleLinks.js'
import { Paginator } from '../Paginator.js'
import { TocCollapsible } from '../TocCollapsible.js'

/** A markdown page: breadcrumbs, title, the article HTML, edit link and date, previous/next. */
export function DocPage({ page }: { page: PageData }) {
  const article = useRef<HTMLDivElement>(null)
  useArticleLinks(article, page.html)
  return (
    <DocLayout page={page}>
      <Breadcrumbs items={page.breadcrumbs} current={page.title} />
      {!page.hideToc && <TocCollapsible key={page.route} items={page.toc} />}
      <article>
        {/* A page whose own `# Heading` opens its body shows that h1 where it stands (as Docusaurus does). */}
        {(!page.h1InBody || page.appliesTo) && (
          <header>
            {!page.h1InBody && <h1>{page.heading ?? page.title}</h1>}
            {page.appliesTo && <p className="applies-to">Applies to {page.appliesTo}</p>}
          </header>
        )}
        <div ref={article} className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
      {/* "Edit this page" and the date of the last update, made on the server (site/page-meta.ts). */}
      {page.footerHtml && <footer className="doc-footer" dangerouslySetInnerHTML={{ __html: page.footerHtml }} />}
      <Paginator prev={page.prev} next={page.next} />
    </DocLayout>
  )
}
