import type { CSSProperties } from 'react'

/** What `require('./x.png')` gives: the URL, an ES module namespace holding it, or ideal-image's object. */
type ImageSource = string | { default?: string; src?: string | { src?: string; width?: number; height?: number } }

export interface IdealImageProps {
  img: ImageSource
  alt?: string
  className?: string
  style?: CSSProperties
  width?: number
  height?: number
}

/**
 * `@theme/IdealImage` (@docusaurus/plugin-ideal-image): the image as one `<img>`, lazily loaded.
 * No responsive set nor blurred placeholder: the build gives the tag the image's width and height
 * (image-sizes.ts, by its URL), so the page does not shift while it loads. The plugin's other
 * props (placeholder, theme, shouldAutoDownload…) change only how it loads, and are not used.
 */
export default function IdealImage({ img, alt, className, style, width, height }: IdealImageProps) {
  const source = typeof img === 'string' ? { src: img } : typeof img?.src === 'object' ? img.src : { src: img?.default ?? img?.src }
  return <img src={source.src} alt={alt ?? ''} loading="lazy" className={className} style={style} width={width ?? source.width} height={height ?? source.height} />
}
