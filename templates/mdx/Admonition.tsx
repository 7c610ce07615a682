import type { ReactNode } from 'react'
import { ADMONITION_ICONS, ADMONITIONS, type AdmonitionType } from '../../src/shared/admonitions.js'
import { Icon } from '../Icon.js'

const TITLES: Record<string, string> = ADMONITIONS

export interface AdmonitionProps {
  type?: string
  title?: ReactNode
  children?: ReactNode
}

/** `<Admonition type="tip">` in MDX: the same markup as a `:::tip` block, so it is styled alike. */
export default function Admonition({ type = 'note', title, children }: AdmonitionProps) {
  const known = (type in TITLES ? type : 'note') as AdmonitionType
  // Under a title of its own, the icon says the type (a 'Good to know' tip); else the title does.
  return (
    <div className={`admonition admonition-${known}`} role="note">
      <div className="admonition-heading">
        <Icon name={ADMONITION_ICONS[known]} className="admonition-icon" {...(title !== undefined && { label: TITLES[known] })} />
        {title ?? TITLES[known]}
      </div>
      <div className="admonition-content">{children}</div>
    </div>
  )
}
