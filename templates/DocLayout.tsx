import type { ReactNode } from 'react'
import type { PageData } from '../src/shared/types.js'
import { useSite } from './context.js'
import { Sidebar } from './Sidebar.js'
import { Toc } from './Toc.js'

/**
 * Sidebar, the page's column, and the table of contents. With `hideableSidebar`, two buttons hide
 * and show the sidebar on wide screens; CSS shows the one that applies (the state is
 * `data-sidebar-hidden` on <html>), so server HTML and hydrated tree agree. What they do is in the
 * theme script (render.ts' sidebarScript), before paint and with no code in the app bundle.
 */
export function DocLayout({ page, children }: { page: PageData; children: ReactNode }) {
  const site = useSite()
  const hasToc = !page.hideToc && page.toc.length > 0
  return (
    <div className="doc-layout">
      <aside className="doc-sidebar">
        {/* The page's own sidebar ('' is the empty one), else the first (see PageData.sidebar); inline: this bundle is near its size limit. */}
        <Sidebar items={site.sidebars?.[page.sidebar as string] ?? site.sidebar} activeRoute={page.route} />
        {site.hideableSidebar && (
          <button type="button" className="sidebar-collapse" aria-label="Collapse sidebar">
            «
          </button>
        )}
      </aside>
      {site.hideableSidebar && (
        <button type="button" className="sidebar-expand" aria-label="Expand sidebar">
          »
        </button>
      )}
      {/* The class says a TOC follows the article, before the article arrives: see styles.css' .doc-main--toc. */}
      <main className={hasToc ? 'doc-main doc-main--toc' : 'doc-main'}>
        <div className="doc-column">{children}</div>
        {hasToc && (
          <div className="doc-toc">
            <Toc items={page.toc} />
          </div>
        )}
      </main>
    </div>
  )
}
