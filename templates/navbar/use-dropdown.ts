import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

/**
 * A navbar dropdown as a disclosure: open or not; a click or focus elsewhere closes it, and Escape
 * closes it and gives focus back to its button. Shared by the versions and languages menus.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('focusin', onOutside)
    document.addEventListener('mousedown', onOutside)
    return () => {
      document.removeEventListener('focusin', onOutside)
      document.removeEventListener('mousedown', onOutside)
    }
  }, [open])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    setOpen(false)
    root.current?.querySelector('button')?.focus()
  }
  return { open, setOpen, root, onKeyDown }
}
