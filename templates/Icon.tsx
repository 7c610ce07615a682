import { spriteIconId, type SpriteIconName } from '../src/shared/icons.js'

/**
 * An icon of the page's sprite (src/shared/icons.ts), drawn with <use>: the script carries its
 * name, never its drawing. Decorative: the button or link around it has the name.
 */
export function Icon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} aria-hidden="true" focusable="false">
      <use href={`#${spriteIconId(name)}`} />
    </svg>
  )
}
