import { decodeEntities } from './markdown/rehype-raw-html.js'

/** A React page's HTML without the head elements it rendered, and what they said. */
export interface PageHead {
  html: string
  title?: string
  description?: string
}

/**
 * A React page names itself by rendering `<title>` and `<meta name="description">` (Docusaurus'
 * `<Layout title description>` and `<Head>` do). React's server render leaves them where they
 * were rendered, inside the article; the page's head is the shell's, so the first of each is
 * taken out of the HTML and becomes the page's title and description. In the browser React moves
 * the same elements into the head itself.
 */
export function takePageHead(html: string): PageHead {
  const head: PageHead = { html }
  head.html = head.html.replace(/<title>([^<]*)<\/title>/, (_m, text: string) => {
    head.title = decodeEntities(text)
    return ''
  })
  head.html = head.html.replace(/<meta name="description" content="([^"]*)"\/>/, (_m, text: string) => {
    head.description = decodeEntities(text)
    return ''
  })
  return head
}
