import * as React from 'react'
import * as ReactDOM from 'react-dom'
import * as ReactDOMClient from 'react-dom/client'
import { createRoot, hydrateRoot } from 'react-dom/client'
import * as jsxRuntime from 'react/jsx-runtime'
import { loadWhenPresent } from './load-when-present.js'

/**
 * Hydrates the client components of the shown article (see islands.ts), loading that code only
 * once a page has one: pages without client components run nothing more than this check. The
 * island code gets the app's React modules as arguments rather than importing them, as an import
 * from a lazy chunk would make esbuild move React out of the entry into a chunk of its own. Once
 * loaded, it runs on every page, to unmount the islands of the page left.
 */
export function createIslandLoader(doc: Document): () => void {
  return loadWhenPresent(
    doc,
    'chemdocs-island',
    () => import('./islands.js').then((m) => m.createIslands({ shared: { react: React, 'react/jsx-runtime': jsxRuntime, 'react-dom': ReactDOM, 'react-dom/client': ReactDOMClient }, hydrateRoot, createRoot })),
    (islands) => islands.hydrate(doc),
    'chemdocs islands: the island code could not be loaded',
  )
}
