import type { SVGProps } from 'react'

/**
 * A `@theme/Icon/<Name>` component as Docusaurus' theme gives it (width, height and any SVG prop),
 * drawing `icon`, a Lucide icon's SVG content (`chemdocs-icon:<name>`, read from the icon set at
 * bundle time: src/node/icons.ts), in the text colour. Decorative unless the caller gives it a
 * name (`aria-label`, `role="img"`).
 */
export function iconComponent(icon: string, size = 24) {
  return function Icon({ width = size, height = size, children: _, ...rest }: SVGProps<SVGSVGElement>) {
    return (
      <svg width={width} height={height} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden={rest['aria-label'] ? undefined : true} focusable="false" {...rest} dangerouslySetInnerHTML={{ __html: icon }} />
    )
  }
}
