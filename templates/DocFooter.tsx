import type { PageData } from '../src/shared/types.js'

// UTC and a fixed locale: the server and every reader's browser must print the same text.
const DATE = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** Under a doc's article, as in Docusaurus: its "Edit this page" link and when it was last updated. */
export function DocFooter({ page }: { page: PageData }) {
  if (!page.editUrl && page.lastUpdated === undefined) return null
  const date = page.lastUpdated === undefined ? undefined : new Date(page.lastUpdated * 1000)
  return (
    <footer className="doc-footer">
      {page.editUrl && (
        <a className="doc-footer__edit" href={page.editUrl} target="_blank" rel="noopener noreferrer">
          Edit this page
        </a>
      )}
      {date && (
        <span className="doc-footer__updated">
          Last updated on <time dateTime={date.toISOString()}>{DATE.format(date)}</time>
        </span>
      )}
    </footer>
  )
}
