/** Storage keys the site uses. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
  tabGroup: (groupId: string) => `docusaurus.tab.${groupId}`,
} as const

/** One key in local storage; a no-op when storage is unavailable. */
export interface StorageSlot {
  get(): string | null
  set(value: string): void
  del(): void
  /** Calls back when the value changes in this or another tab; returns an unsubscribe. */
  listen(onChange: (newValue: string | null) => void): () => void
}

let warned = false

function getStorage(): Storage | null {
  try {
    return window.localStorage
  } catch (error) {
    if (!warned) {
      warned = true
      // Kept short: this module is part of every page's entry script.
      console.warn('Browser storage is not available (an iframe, a private window or strict privacy settings?)', error)
    }
    return null
  }
}

const noop: StorageSlot = { get: () => null, set: () => undefined, del: () => undefined, listen: () => () => undefined }

/** Creates the slot for a key. Call only in effects and event handlers, never during render. */
export function createStorageSlot(key: string): StorageSlot {
  if (typeof window === 'undefined') {
    throw new Error(`storage key "${key}" used while rendering on the server: use storage in effects and event handlers only`)
  }
  const storage = getStorage()
  if (!storage) return noop
  // Same-tab listeners get a synthetic event, like other tabs get the real one.
  const notify = (oldValue: string | null, newValue: string | null) => {
    if (oldValue === newValue) return
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: storage }))
  }
  return {
    get() {
      try {
        return storage.getItem(key)
      } catch (error) {
        console.error(`Storage error, can't get key=${key}`, error)
        return null
      }
    },
    set(value) {
      try {
        const old = storage.getItem(key)
        storage.setItem(key, value)
        notify(old, value)
      } catch (error) {
        console.error(`Storage error, can't set ${key}=${value}`, error)
      }
    },
    del() {
      try {
        const old = storage.getItem(key)
        storage.removeItem(key)
        notify(old, null)
      } catch (error) {
        console.error(`Storage error, can't delete key=${key}`, error)
      }
    },
    listen(onChange) {
      const handler = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key === key) onChange(event.newValue)
      }
      window.addEventListener('storage', handler)
      return () => window.removeEventListener('storage', handler)
    },
  }
}
