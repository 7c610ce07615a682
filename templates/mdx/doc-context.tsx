import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react'
import type { DocContextData, PropSidebarItem, PropVersionDoc } from '../../src/shared/types.js'

// The doc hooks of `@docusaurus/plugin-content-docs/client`: the doc being rendered, the sidebar it
// is shown with and its version's docs. Docusaurus' doc page provides them through contexts; an
// MDX page of chemdocs is rendered on the server, where the render worker sets the page's data
// (src/node/transform/mdx/render-page-module.ts); in the browser, the page's island chunk wraps
// its components in the same data (island-modules.ts); a site's own providers still win.

declare global {
  // Set by chemdocs' render worker to the doc being rendered; undefined on other pages.
  var __chemdocsDoc: DocContextData | undefined
}

/** What `useDoc()` gives: the doc's metadata, front matter, table of contents, title and assets. */
export type DocContextValue = Pick<DocContextData, 'metadata' | 'frontMatter' | 'toc' | 'contentTitle' | 'assets'>

/** What `useDocsSidebar()` gives: the sidebar's name and items, or null for a doc shown without one. */
export type DocsSidebarValue = { name: string; items: PropSidebarItem[] } | null

/** Docusaurus' error for a hook used where its provider is missing (a doc hook outside a doc page). */
export class ReactContextError extends Error {
  override name = 'ReactContextError'
  constructor(hook: string, providerName: string, additionalInfo?: string) {
    super(`Hook ${hook} is called outside the <${providerName}>. ${additionalInfo ?? ''}`)
  }
}

const NO_PROVIDER = Symbol('no provider')
const DocContext = createContext<DocContextValue | null>(null)
const SidebarContext = createContext<DocsSidebarValue | typeof NO_PROVIDER>(NO_PROVIDER)
const VersionDocsContext = createContext<Record<string, PropVersionDoc> | null>(null)

/** The page's data as the render worker set it; in the browser, none (see withDocData). */
function renderedDoc(): DocContextData | undefined {
  return typeof window === 'undefined' ? globalThis.__chemdocsDoc : undefined
}

/** `<DocProvider content>`: gives `useDoc()` the doc of `content` (a doc page's MDX module). */
export function DocProvider({ content, children }: { content: DocContextValue; children: ReactNode }) {
  const { metadata, frontMatter, toc, contentTitle, assets } = content
  const value = useMemo(() => ({ metadata, frontMatter, toc, contentTitle, assets }), [metadata, frontMatter, toc, contentTitle, assets])
  return <DocContext.Provider value={value}>{children}</DocContext.Provider>
}

/** `useDoc()`: the doc being shown; throws outside a doc page, as Docusaurus does. */
export function useDoc(): DocContextValue {
  const doc = useContext(DocContext) ?? renderedDoc()
  if (!doc) throw new ReactContextError('useDoc', 'DocProvider')
  return doc
}

/** `<DocsSidebarProvider name items>`: the sidebar `useDocsSidebar()` gives below it (null without both). */
export function DocsSidebarProvider({ name, items, children }: { name: string | undefined; items: PropSidebarItem[] | undefined; children: ReactNode }) {
  const value = useMemo(() => (name && items ? { name, items } : null), [name, items])
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>
}

/** `useDocsSidebar()`: the sidebar the doc is shown with, null for none; throws outside a doc page. */
export function useDocsSidebar(): DocsSidebarValue {
  const given = useContext(SidebarContext)
  if (given !== NO_PROVIDER) return given
  const doc = renderedDoc()
  if (!doc) throw new ReactContextError('useDocsSidebar', 'DocsSidebarProvider')
  return doc.sidebar
}

/** `useDocById(id)`: a doc of the current version (title, description, sidebar); undefined for no id; throws for an unknown one. */
export function useDocById(id: string | undefined): PropVersionDoc | undefined {
  const docs = useContext(VersionDocsContext) ?? renderedDoc()?.docs
  // Docusaurus asks for the version first: outside a doc page even no id throws.
  if (!docs) throw new ReactContextError('useDocsVersion', 'DocsVersionProvider')
  if (!id) return undefined
  const doc = docs[id]
  if (!doc) throw new Error(`no version doc found by id=${id}`)
  return doc
}

/** `<DocsVersionProvider version>`: the version whose docs `useDocById()` looks in. */
export function DocsVersionProvider({ version, children }: { version: { docs: Record<string, PropVersionDoc> } | null; children: ReactNode }) {
  return <VersionDocsContext.Provider value={version?.docs ?? null}>{children}</VersionDocsContext.Provider>
}

/**
 * A hydrated component given the doc data its page was rendered with (what the render worker set on
 * the server): a page's island chunk wraps each of its components so. Providers render no element
 * and call no useId, so the tree hydrates as the server rendered it.
 */
export function withDocData<P extends object>(Component: ComponentType<P>, data: DocContextData): ComponentType<P> {
  const { sidebar, docs, ...doc } = data
  function WithDocData(props: P) {
    return (
      <DocContext.Provider value={doc}>
        <SidebarContext.Provider value={sidebar}>
          <VersionDocsContext.Provider value={docs}>
            <Component {...props} />
          </VersionDocsContext.Provider>
        </SidebarContext.Provider>
      </DocContext.Provider>
    )
  }
  return WithDocData
}
