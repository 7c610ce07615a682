import type { ReactNode } from 'react'

export interface TabItemProps {
  /** Identifies the tab within its Tabs. */
  value: string
  /** The tab's button text; the value when absent. */
  label?: ReactNode
  /** Shown first when no other tab asks to be. */
  default?: boolean
  /** Set by Tabs: the panel's id and its tab's id, and whether it is hidden. */
  id?: string
  labelledBy?: string
  hidden?: boolean
  children?: ReactNode
}

/** One panel of `@theme/Tabs`; Tabs decides which panel is visible. */
export default function TabItem({ id, labelledBy, hidden, children }: TabItemProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} hidden={hidden} className="tabs__panel">
      {children}
    </div>
  )
}
