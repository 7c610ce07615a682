import type { NavLink } from '../src/shared/types.js'

/**
 * Props a site's override gets in Docusaurus' shape as well as chemdocs', for the shell
 * components whose props differ. Used only in the bundle of a site that overrides the component
 * (render/shell-overrides.ts), so the prebuilt shell carries none of it.
 */

/** One side of the paginator: chemdocs' `href`/`label` and Docusaurus' `permalink`/`title`. */
export type PaginatorLink = NavLink & { permalink: string; title: string }

function paginatorLink(link: NavLink | undefined): PaginatorLink | undefined {
  return link && { ...link, permalink: link.href, title: link.label }
}

/**
 * `DocPaginator`: `previous` and `next` as a swizzled Docusaurus paginator reads them, and `prev`,
 * chemdocs' own name, so that either kind of override works and can pass its props on to
 * `@theme-original/DocPaginator`.
 */
export function docPaginatorProps(props: { prev?: NavLink | undefined; next?: NavLink | undefined }): { previous?: PaginatorLink | undefined; prev?: PaginatorLink | undefined; next?: PaginatorLink | undefined } {
  const previous = paginatorLink(props.prev)
  return { ...props, previous, prev: previous, next: paginatorLink(props.next) }
}
