/**
 * `@docusaurus/useBrokenLinks`: Docusaurus' components report the links and anchors they render
 * through it. chemdocs checks every link and id in a page's rendered HTML, so there is nothing to
 * collect: the calls are accepted and the check still happens.
 */
export default function useBrokenLinks(): { collectLink: (link: string | undefined) => void; collectAnchor: (anchor: string | undefined) => void } {
  return { collectLink: () => undefined, collectAnchor: () => undefined }
}
