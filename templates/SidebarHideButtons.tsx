import { createStorageSlot, STORAGE_KEYS } from './storage.js'

/**
 * Shows or hides the docs sidebar on wide screens (`hideableSidebar`). The state is an attribute
 * on <html>, set before paint from local storage by the theme script (render.ts), so a hidden
 * sidebar does not flash in; both buttons are always rendered and CSS shows the one that applies,
 * so the server's HTML and the hydrated tree agree. Focus follows to the other button.
 */
function setSidebarHidden(hidden: boolean): void {
  document.documentElement.setAttribute('data-sidebar-hidden', String(hidden))
  createStorageSlot(STORAGE_KEYS.sidebarHidden).set(String(hidden))
  document.querySelector<HTMLElement>(hidden ? '.sidebar-expand' : '.sidebar-collapse')?.focus()
}

/** The button at the foot of the sidebar that hides it. */
export function SidebarCollapseButton() {
  return (
    <button type="button" className="sidebar-collapse" title="Collapse sidebar" aria-label="Collapse sidebar" onClick={() => setSidebarHidden(true)}>
      <span aria-hidden="true">«</span>
    </button>
  )
}

/** The narrow bar shown instead of a hidden sidebar, which brings it back. */
export function SidebarExpandButton() {
  return (
    <button type="button" className="sidebar-expand" title="Expand sidebar" aria-label="Expand sidebar" onClick={() => setSidebarHidden(false)}>
      <span aria-hidden="true">»</span>
    </button>
  )
}
