/**
 * Makes the server-rendered `@theme/Tabs` of MDX pages switchable. The article is an HTML string,
 * not React, so one delegated listener on the document serves every page the router shows; it is
 * part of the entry bundle, as the CSP allows no inline scripts.
 */
export function installTabs(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest?.('.tabs-container [role="tab"]')
    if (tab instanceof HTMLElement) selectTab(doc, tab, true)
  })
  doc.addEventListener('keydown', (event) => {
    const tab = (event.target as Element | null)?.closest?.('.tabs-container [role="tab"]')
    if (!(tab instanceof HTMLElement)) return
    const tabs = tabsOf(tab)
    const next = nextTabIndex(event.key, tabs.indexOf(tab), tabs.length)
    if (next === undefined) return
    event.preventDefault()
    const target = tabs[next]!
    selectTab(doc, target, true)
    target.focus()
  })
}

/** The tab a key moves to (arrows wrap, Home/End jump), or undefined for other keys. */
export function nextTabIndex(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined
  if (key === 'ArrowRight') return (index + 1) % count
  if (key === 'ArrowLeft') return (index - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

function tabsOf(tab: HTMLElement): HTMLElement[] {
  return [...(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])]
}

/** Shows a tab's panel; with `sync`, tabs of the same groupId elsewhere on the page follow. */
function selectTab(doc: Document, tab: HTMLElement, sync: boolean): void {
  for (const other of tabsOf(tab)) {
    const selected = other === tab
    other.setAttribute('aria-selected', String(selected))
    other.tabIndex = selected ? 0 : -1
    const panel = doc.getElementById(other.getAttribute('aria-controls') ?? '')
    if (panel) panel.hidden = !selected
  }
  const group = tab.closest<HTMLElement>('.tabs-container')?.dataset.groupId
  if (!sync || !group) return
  for (const container of doc.querySelectorAll<HTMLElement>('.tabs-container')) {
    if (container.dataset.groupId !== group) continue
    const match = [...container.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.dataset.value === tab.dataset.value)
    if (match && match !== tab) selectTab(doc, match, false)
  }
}
