import { useEffect, useState } from 'react'
import type { VersionData } from '../../src/shared/types.js'
import { useSite } from '../context.js'
import { createStorageSlot, STORAGE_KEYS } from '../storage.js'

/**
 * The reader's preferred docs version (behaviour B13): read from storage after mount, and
 * forgotten when it names a version the site no longer has. `save` stores a choice.
 */
export function usePreferredVersion(pluginId = 'default', own?: VersionData[]): { versions: VersionData[]; preferred: VersionData | null; save(version: VersionData): void } {
  const site = useSite()
  // Another docs folder's (docs instance's) versions come with its dropdown; the site's are the main folder's.
  const versions = own ?? site.versions ?? [site.version]
  const [preferred, setPreferred] = useState<VersionData | null>(null)
  useEffect(() => {
    const slot = createStorageSlot(STORAGE_KEYS.preferredVersion(pluginId))
    const read = (name: string | null) => {
      const found = versions.find((v) => v.name === name) ?? null
      if (name !== null && !found) slot.del()
      setPreferred(found)
    }
    read(slot.get())
    return slot.listen(read)
  }, [site, pluginId])
  return {
    versions,
    preferred,
    save: (version) => createStorageSlot(STORAGE_KEYS.preferredVersion(pluginId)).set(version.name),
  }
}
