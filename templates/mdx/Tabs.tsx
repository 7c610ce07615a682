import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react'
import type { TabItemProps } from './TabItem.js'

/** One entry of Docusaurus' `values` prop: a tab's value and its button text. */
export interface TabValue {
  value: string
  label?: ReactNode
}

export interface TabsProps {
  /** The value of the tab shown first; else the TabItem marked `default`, else the first. */
  defaultValue?: string
  /** The tabs' order and labels, as older Docusaurus pages give them; a TabItem's own label wins. */
  values?: TabValue[]
  /** Tabs with the same groupId on a page switch together (src/client/tabs.ts). */
  groupId?: string
  children?: ReactNode
}

/**
 * `@theme/Tabs`, rendered on the server: every panel is in the HTML (so search and readers without
 * JavaScript see all of it), the first one visible and the others `hidden`. Switching, keyboard
 * and groupId syncing are done by src/client/tabs.ts on this markup.
 */
export default function Tabs({ defaultValue, values, groupId, children }: TabsProps) {
  const baseId = useId()
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c))
  const tabs = (values ?? items.map(({ props }) => props)).map(({ value }) => {
    const item = items.find((i) => i.props.value === value)?.props
    return { value, label: item?.label ?? values?.find((v) => v.value === value)?.label ?? value }
  })
  const selected = defaultValue ?? items.find((c) => c.props.default)?.props.value ?? tabs[0]?.value
  const idOf = (value: string, part: string) => `${baseId}-${part}-${value}`
  return (
    <div className="tabs-container" data-group-id={groupId}>
      <div role="tablist" aria-orientation="horizontal" className="tabs">
        {tabs.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={idOf(value, 'tab')}
            aria-controls={idOf(value, 'panel')}
            aria-selected={value === selected}
            tabIndex={value === selected ? 0 : -1}
            className="tabs__item"
            data-value={value}
          >
            {label}
          </button>
        ))}
      </div>
      {items.map((item) =>
        cloneElement(item, {
          key: item.props.value,
          id: idOf(item.props.value, 'panel'),
          labelledBy: idOf(item.props.value, 'tab'),
          hidden: item.props.value !== selected,
        }),
      )}
    </div>
  )
}
