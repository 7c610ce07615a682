import type { ReactNode } from 'react'
import circleAlert from 'chemdocs-icon:circle-alert'
import flame from 'chemdocs-icon:flame'
import info from 'chemdocs-icon:info'
import lightbulb from 'chemdocs-icon:lightbulb'
import triangleAlert from 'chemdocs-icon:triangle-alert'
import { ADMONITION_ICONS, ADMONITIONS, type AdmonitionIconName, type AdmonitionType } from '../../src/shared/admonitions.js'

const TITLES: Record<string, string> = ADMONITIONS

/** The drawings of the icons ADMONITION_ICONS names (the type checks that none is missing). */
const DRAWINGS: Record<AdmonitionIconName, string> = { info, lightbulb, 'triangle-alert': triangleAlert, flame, 'circle-alert': circleAlert }

export interface AdmonitionProps {
  type?: string
  title?: ReactNode
  children?: ReactNode
}

/** `<Admonition type="tip">` in MDX: the same markup as a `:::tip` block, so it is styled alike. */
export default function Admonition({ type = 'note', title, children }: AdmonitionProps) {
  const known = (type in TITLES ? type : 'note') as AdmonitionType
  // Under a title of its own, the icon says the type (a 'Good to know' tip); else the title does.
  const a11y = title !== undefined ? { role: 'img', 'aria-label': TITLES[known] } : { 'aria-hidden': true }
  return (
    <div className={`admonition admonition-${known}`} role="note">
      <div className="admonition-heading">
        <svg className="icon admonition-icon" viewBox="0 0 24 24" focusable="false" {...a11y} dangerouslySetInnerHTML={{ __html: DRAWINGS[ADMONITION_ICONS[known]] }} />
        {title ?? TITLES[known]}
      </div>
      <div className="admonition-content">{children}</div>
    </div>
  )
}
