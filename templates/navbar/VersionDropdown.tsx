import type { PageData, VersionData } from '../../src/shared/types.js'
import { useSite } from '../context.js'
import { useDropdown } from './use-dropdown.js'
import { usePreferredVersion } from '../hooks/usePreferredVersion.js'
import { Link } from '../Link.js'
import { createStorageSlot, STORAGE_KEYS } from '../storage.js'

// The version banner's "latest version" link (site/versioned-docs.ts) makes that version the
// reader's preferred one (behaviour B13). Listened for here, in the chunk versioned sites load
// with their dropdown, rather than in every site's entry script.
if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const chosen = (event.target as Element).closest?.('.doc-version a[data-version]')?.getAttribute('data-version')
    if (chosen) createStorageSlot(STORAGE_KEYS.preferredVersion('default')).set(chosen)
  })
}

/**
 * The docs versions dropdown. Its button shows the version being read on doc pages, elsewhere
 * the reader's preferred version (or the latest); picking a version saves it as preferred and
 * opens the same page in that version, or the version's start page. A disclosure: Enter or
 * click opens it, Escape closes it and returns focus to the button.
 */
export function VersionDropdown({ label, page, onNavigate, pluginId, versions: own }: { label: string; page: PageData; onNavigate?: () => void; pluginId?: string; versions?: VersionData[] }) {
  const site = useSite()
  const { versions, preferred, save } = usePreferredVersion(pluginId, own)
  const { open, setOpen, root, onKeyDown } = useDropdown()
  // A page of these docs (the main folder's, or the docs instance's the dropdown names).
  const isDoc = (page.kind === 'doc' || page.kind === 'category') && page.docsPluginId === pluginId
  const reading = versions.find((v) => v.name === page.version) ?? site.version
  const shown = isDoc ? reading : (preferred ?? versions.find((v) => v.isLast) ?? site.version)
  return (
    <div
      ref={root}
      className={`navbar__item dropdown${open ? ' dropdown--show' : ''}`}
      onKeyDown={onKeyDown}
    >
      <button type="button" className="navbar__link dropdown__toggle" aria-label={`${label}: ${shown.label}`} aria-haspopup="true" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {shown.label}
      </button>
      <ul className="dropdown__menu" hidden={!open}>
        {versions.map((version) => (
          <li key={version.name}>
            <Link
              to={isDoc && version.name === reading.name ? page.route : (page.versionRoutes?.[version.name] ?? version.home ?? version.path)}
              className={`dropdown__link${version.name === shown.name ? ' dropdown__link--active' : ''}`}
              onClick={() => {
                save(version)
                setOpen(false)
                onNavigate?.()
              }}
            >
              {version.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
