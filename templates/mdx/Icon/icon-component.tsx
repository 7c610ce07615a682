import type { SVGProps } from 'react'

/**
 * A `@theme/Icon/<Name>` component as Docusaurus' theme gives it (width, height and any SVG prop),
 * drawn with `path`, an outline icon of chemdocs' set (src/shared/icons.ts), in the text colour.
 * Decorative unless the caller gives it a name (`aria-label`, `role="img"`).
 */
export function iconComponent(path: string) {
  return function Icon({ width = 24, height = 24, ...rest }: SVGProps<SVGSVGElement>) {
    return (
      <svg width={width} height={height} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden={rest['aria-label'] ? undefined : true} {...rest}>
        <path d={path} />
      </svg>
    )
  }
}
