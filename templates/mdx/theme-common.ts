/**
 * The sidebar items of the page's category, as Docusaurus v2 pages pass them to DocCardList:
 * `<DocCardList items={useCurrentSidebarCategory().items} />`. chemdocs knows the category's cards
 * at build time and hands them to DocCardList itself, so the hook returns a marker that tells
 * DocCardList to show those cards.
 */
export const CURRENT_CATEGORY_ITEMS: never[] = Object.freeze([]) as never[]

/** `useCurrentSidebarCategory` of `@docusaurus/theme-common` (v2) and `@docusaurus/plugin-content-docs/client` (v3). */
export function useCurrentSidebarCategory(): { items: never[] } {
  return { items: CURRENT_CATEGORY_ITEMS }
}
