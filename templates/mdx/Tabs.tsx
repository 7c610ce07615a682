import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react'
import type { TabItemProps } from './TabItem.js'

export interface TabsProps {
  /** The value of the tab shown first; else the TabItem marked `default`, else the first. */
  defaultValue?: string
  /** Tabs with the same groupId on a page switch together (src/client/tabs.ts). */
  groupId?: string
  children?: ReactNode
}

/**
 * `@theme/Tabs`, rendered on the server: every panel is in the HTML (so search and readers without
 * JavaScript see all of it), the first one visible and the others `hidden`. Switching, keyboard
 * and groupId syncing are done by src/client/tabs.ts on this markup.
 */
export default function Tabs({ defaultValue, groupId, children }: TabsProps) {
  const baseId = useId()
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c))
  const selected = defaultValue ?? items.find((c) => c.props.default)?.props.value ?? items[0]?.props.value
  const idOf = (value: string, part: string) => `${baseId}-${part}-${value}`
  return (
    <div className="tabs-container" data-group-id={groupId}>
      <div role="tablist" aria-orientation="horizontal" className="tabs">
        {items.map(({ props }) => (
          <button
            key={props.value}
            type="button"
            role="tab"
            id={idOf(props.value, 'tab')}
            aria-controls={idOf(props.value, 'panel')}
            aria-selected={props.value === selected}
            tabIndex={props.value === selected ? 0 : -1}
            className="tabs__item"
            data-value={props.value}
          >
            {props.label ?? props.value}
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
