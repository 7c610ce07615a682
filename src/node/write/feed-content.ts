import { parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5'

// A post's HTML as a feed carries it. A feed reader shows the post away from the site, with no page
// URL to resolve `/blog/x`, `img.png` or `#details` against, so each link's href and each image's
// src and srcset are made absolute, resolved against the post's own URL: the elements and
// attributes Docusaurus' feed rewrites, and no others, so that both feeds read alike. Nor has it the
// site's stylesheet and icon sprite: the external-link icon and visually hidden "(opens in new
// tab)" chemdocs adds to a post's outside links would show as an empty box and as text, so they
// are left out (Docusaurus adds neither to a post's links).

type ParentNode = DefaultTreeAdapterTypes.ParentNode
type Element = DefaultTreeAdapterTypes.Element

/** `html` (a post's body) for a feed: the URLs of its links and images absolute, resolved against `postUrl`. */
export function feedHtml(html: string, postUrl: string): string {
  const fragment = parseFragment(html)
  const resolve = (url: string) => (URL.canParse(url, postUrl) ? new URL(url, postUrl).href : url)
  forEachElement(fragment, (element) => {
    if (element.tagName === 'a') element.childNodes = element.childNodes.filter((child) => !isLinkDecoration(child))
    for (const attr of element.attrs) {
      if (element.tagName === 'a' && attr.name === 'href' && attr.value !== '') attr.value = resolve(attr.value)
      else if (element.tagName === 'img' && attr.name === 'src' && attr.value !== '') attr.value = resolve(attr.value)
      else if (element.tagName === 'img' && attr.name === 'srcset') attr.value = srcsetCandidates(attr.value).map(({ url, descriptor }) => `${resolve(url)}${descriptor && ` ${descriptor}`}`).join(', ')
    }
  })
  return serialize(fragment)
}

/** The icon and the screen-reader text rehype-external-links.ts puts in an outside link. */
function isLinkDecoration(node: DefaultTreeAdapterTypes.ChildNode): boolean {
  const classes = 'attrs' in node ? (node.attrs.find((a) => a.name === 'class')?.value.split(/\s+/) ?? []) : []
  return classes.includes('external-icon') || classes.includes('sr-only')
}

function forEachElement(parent: ParentNode, visit: (element: Element) => void): void {
  for (const node of parent.childNodes) {
    if (!('tagName' in node)) continue
    visit(node)
    forEachElement(node, visit)
  }
}

/**
 * A srcset's image candidates, `url [descriptor]` each, as the HTML spec splits them: a URL runs to
 * the next white space (it may hold commas: `data:` URLs do), and commas ending it end the
 * candidate; otherwise its descriptor runs to the next comma.
 */
export function srcsetCandidates(srcset: string): { url: string; descriptor: string }[] {
  const candidates: { url: string; descriptor: string }[] = []
  const token = /[\s,]*([^\s]+)/y
  let at = 0
  for (let m = token.exec(srcset); m; m = token.exec(srcset)) {
    at = token.lastIndex
    const url = m[1]!.replace(/,+$/, '')
    let descriptor = ''
    if (url === m[1]) {
      const end = srcset.indexOf(',', at)
      descriptor = srcset.slice(at, end === -1 ? undefined : end).trim()
      at = end === -1 ? srcset.length : end + 1
    }
    if (url !== '') candidates.push({ url, descriptor })
    token.lastIndex = at
  }
  return candidates
}
