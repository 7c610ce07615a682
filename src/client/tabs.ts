import { createStorageSlot, STORAGE_KEYS } from '../../templates/storage.js'

/**
 * Makes the server-rendered `@theme/Tabs` of MDX pages switchable. The article is an HTML string,
 * not React, so one delegated listener on the document serves every page the router shows. It is
 * a chunk of its own with code-copy.ts (article-widgets.ts), loaded by article-widgets-loader.ts the first time an article has tabs or code (the CSP allows
 * no inline scripts, and most pages have no tabs).
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

/**
 * Shows the stored choice of every tab group (`groupId`) in the document: call it after a page's
 * article is in the DOM, on load and after each navigation. The key is Docusaurus' own, so a choice
 * made on the old site carries over; groups whose tabs lack the stored value keep their default.
 */
export function restoreTabs(doc: Document): void {
  const groups = new Set([...doc.querySelectorAll<HTMLElement>('.tabs-container[data-group-id]')].map((c) => c.dataset.groupId!))
  for (const group of groups) {
    const value = createStorageSlot(STORAGE_KEYS.tabGroup(group)).get()
    if (value !== null) selectGroupValue(doc, group, value, undefined)
  }
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

/**
 * Shows a tab's panel; with `sync` (a reader's choice), tabs of the same groupId elsewhere on the
 * page follow and the choice is stored for other pages and later visits.
 */
function selectTab(doc: Document, tab: HTMLElement, sync: boolean): void {
  for (const other of tabsOf(tab)) {
    const selected = other === tab
    other.setAttribute('aria-selected', String(selected))
    other.tabIndex = selected ? 0 : -1
    const panel = doc.getElementById(other.getAttribute('aria-controls') ?? '')
    if (panel) panel.hidden = !selected
  }
  const group = tab.closest<HTMLElement>('.tabs-container')?.dataset.groupId
  const value = tab.dataset.value
  if (!sync || !group || value === undefined) return
  selectGroupValue(doc, group, value, tab)
  createStorageSlot(STORAGE_KEYS.tabGroup(group)).set(value)
}

/** Selects `value` in every tab group `group` of the page, except in the one holding `chosen`. */
function selectGroupValue(doc: Document, group: string, value: string, chosen: HTMLElement | undefined): void {
  for (const container of doc.querySelectorAll<HTMLElement>('.tabs-container')) {
    if (container.dataset.groupId !== group) continue
    const match = [...container.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.dataset.value === value)
    if (match && match !== chosen) selectTab(doc, match, false)
  }
}
