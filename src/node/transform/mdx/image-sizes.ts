/** Pixel size of an image, when known. */
export interface ImageSize {
  width?: number
  height?: number
}

/** Image sizes by the URL the images are served under. */
export type ImageSizes = ReadonlyMap<string, ImageSize>

/** Islands are hydrated: their HTML must stay exactly what the component renders in the browser. */
const ISLAND = /(<chemdocs-island\b[\s\S]*?<\/chemdocs-island>)/

/**
 * Adds width and height to `<img>` tags of rendered MDX whose source is an imported or
 * `require()`d image, so the browser reserves the space (markdown images get theirs from
 * remarkImages). The page only knows the URL string the import gave it, so the size is matched by
 * URL in the HTML. Tags that already set a width or height are left as written.
 */
export function addImageSizes(html: string, sizes: ImageSizes): string {
  if (sizes.size === 0) return html
  return html
    .split(ISLAND)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/<img\b[^>]*>/g, (tag) => sizedTag(tag, sizes))))
    .join('')
}

function sizedTag(tag: string, sizes: ImageSizes): string {
  if (/\s(width|height)=/.test(tag)) return tag
  const src = /\ssrc="([^"]*)"/.exec(tag)?.[1]
  const size = src === undefined ? undefined : sizes.get(src.replace(/&amp;/g, '&'))
  if (!size?.width || !size.height) return tag
  return tag.replace(/^<img\b/, `<img width="${size.width}" height="${size.height}"`)
}
