import type { ReactNode } from 'react'

/** Default titles, the same as the `:::type` directives get (node/markdown/remark-admonitions.ts). */
const TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
}

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
