import type { ImgHTMLAttributes } from 'react'

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string }
}

/**
 * `@theme/ThemedImage`: an image per colour mode. Both are in the HTML (the mode is known only in
 * the browser) and the stylesheet shows the one of the current `data-theme` (see styles.css).
 */
export default function ThemedImage({ sources, className, alt, ...rest }: ThemedImageProps) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} src={sources[mode]} alt={alt} className={`themed-image themed-image--${mode}${className ? ` ${className}` : ''}`} {...rest} />
      ))}
    </>
  )
}
