import type { ReactNode } from 'react'
import type { PageData } from '../src/shared/types.js'
import { useSite } from './context.js'
import { Sidebar } from './Sidebar.js'
import { SidebarCollapseButton, SidebarExpandButton } from './SidebarHideButtons.js'
import { Toc } from './Toc.js'

/** Sidebar, the page's column, and the table of contents. */
export function DocLayout({ page, children }: { page: PageData; children: ReactNode }) {
  const site = useSite()
  return (
    <div className="doc-layout">
      <aside className="doc-sidebar">
        <Sidebar items={site.sidebar} activeRoute={page.route} />
        {site.hideableSidebar && <SidebarCollapseButton />}
      </aside>
      {site.hideableSidebar && <SidebarExpandButton />}
      <main className="doc-main">
        <div className="doc-column">{children}</div>
        {!page.hideToc && page.toc.length > 0 && (
          <div className="doc-toc">
            <Toc items={page.toc} />
          </div>
        )}
      </main>
    </div>
  )
}
