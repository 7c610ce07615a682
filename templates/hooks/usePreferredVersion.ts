import { useEffect, useState } from 'react'
import type { VersionData } from '../../src/shared/types.js'
import { useSite } from '../context.js'
import { createStorageSlot, STORAGE_KEYS } from '../storage.js'

/** The docs plugin whose versions the site has (the only one). */
const PLUGIN_ID = 'default'

/**
 * The reader's preferred docs version (behaviour B13): read from storage after mount, and
 * forgotten when it names a version the site no longer has. `save` stores a choice.
 */
export function usePreferredVersion(): { versions: VersionData[]; preferred: VersionData | null; save(version: VersionData): void } {
  const site = useSite()
  const versions = site.versions ?? [site.version]
  const [preferred, setPreferred] = useState<VersionData | null>(null)
  useEffect(() => {
    const slot = createStorageSlot(STORAGE_KEYS.preferredVersion(PLUGIN_ID))
    const read = (name: string | null) => {
      const found = versions.find((v) => v.name === name) ?? null
      if (name !== null && !found) slot.del()
      setPreferred(found)
    }
    read(slot.get())
    return slot.listen(read)
  }, [site])
  return {
    versions,
    preferred,
    save: (version) => createStorageSlot(STORAGE_KEYS.preferredVersion(PLUGIN_ID)).set(version.name),
  }
}
