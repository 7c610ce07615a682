import type { ReactNode } from 'react'
import { ADMONITIONS } from '../../src/shared/admonitions.js'

const TITLES: Record<string, string> = ADMONITIONS

export interface AdmonitionProps {
  type?: string
  title?: ReactNode
  children?: ReactNode
}

/** `<Admonition type="tip">` in MDX: the same markup as a `:::tip` block, so it is styled alike. */
export default function Admonition({ type = 'note', title, children }: AdmonitionProps) {
  const known = type in TITLES ? type : 'note'
  return (
    <div className={`admonition admonition-${known}`} role="note">
      <div className="admonition-heading">{title ?? TITLES[known]}</div>
      <div className="admonition-content">{children}</div>
    </div>
  )
}
