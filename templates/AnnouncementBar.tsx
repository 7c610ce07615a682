import { useEffect, useRef, useState } from 'react'
import type { AnnouncementBarData } from '../src/shared/types.js'
import { createStorageSlot, STORAGE_KEYS } from './storage.js'

/**
 * Dismissible bar above the navbar. The server always renders it (no layout shift); the inline
 * head script hides it before paint when it was dismissed, and a new bar id shows it again.
 */
export function AnnouncementBar({ bar }: { bar: AnnouncementBarData }) {
  const [closed, setClosed] = useState(false)
  // The bar answers clicks as soon as the page has committed, which may be before this first
  // effect runs: the effect must not undo such a close (on a first visit it resets the dismissal).
  const closedByReader = useRef<string | undefined>(undefined)
  useEffect(() => {
    const idSlot = createStorageSlot(STORAGE_KEYS.announcementId)
    const dismissSlot = createStorageSlot(STORAGE_KEYS.announcementDismiss)
    const storedId = idSlot.get() === 'annoucement-bar' ? 'announcement-bar' : idSlot.get()
    idSlot.set(bar.id)
    if (storedId !== bar.id) {
      if (closedByReader.current === bar.id) return
      dismissSlot.set('false')
      document.documentElement.dataset.announcementBarInitiallyDismissed = 'false'
      setClosed(false)
    } else {
      setClosed(dismissSlot.get() === 'true')
    }
  }, [bar.id])
  if (closed) return null
  return (
    <div className="announcement-bar" role="banner" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className="announcement-bar__close"
          aria-label="Close"
          onClick={() => {
            closedByReader.current = bar.id
            createStorageSlot(STORAGE_KEYS.announcementDismiss).set('true')
            document.documentElement.dataset.announcementBarInitiallyDismissed = 'true'
            setClosed(true)
          }}
        >
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="3" d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
          </svg>
        </button>
      )}
    </div>
  )
}
