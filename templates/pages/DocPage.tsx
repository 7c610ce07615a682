import { useRef } from 'react'
import type { PageData } from '../../src/shared/types.js'
import { Breadcrumbs } from '../Breadcrumbs.js'
import { DocLayout } from '../DocLayout.js'
import { useArticleLinks } from '../hooks/useArticleLinks.js'
import { Paginator } from '../Paginator.js'
import { Toc } from '../Toc.js'

/** A markdown page: breadcrumbs, title, the article HTML, edit link and date, previous/next. */
export function DocPage({ page }: { page: PageData }) {
  const article = useRef<HTMLDivElement>(null)
  useArticleLinks(article, page.html)
  return (
    <DocLayout page={page}>
      {/* A versioned site: the version's banner and badge, made on the server (site/versioned-docs.ts). */}
      {page.versionHtml && <div className="doc-version" dangerouslySetInnerHTML={{ __html: page.versionHtml }} />}
      <Breadcrumbs items={page.breadcrumbs} current={page.title} />
      {/* "On this page" where the side TOC is hidden (narrow screens): the same TOC in a <details>,
          which opens without any script, animated as B16 says once hydrated (client/details.ts);
          the scroll-spy (client/toc-spy.ts) closes it on a jump. */}
      {!page.hideToc && page.toc.length > 0 && (
        <details className="toc-collapsible">
          <summary className="toc-collapsible__button">On this page</summary>
          <Toc items={page.toc} />
        </details>
      )}
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
