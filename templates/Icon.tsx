import { ICONS, type IconName } from '../src/shared/icons.js'

/**
 * An icon of the set (src/shared/icons.ts), inline. Decorative unless `label` names it: then a
 * screen reader reads the label.
 */
export function Icon({ name, label, className }: { name: IconName; label?: string; className?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" focusable="false" {...a11y}>
      <path d={ICONS[name]} />
    </svg>
  )
}
