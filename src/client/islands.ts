import type * as React from 'react'
import type { ComponentType, ReactNode } from 'react'
import type * as ReactDOM from 'react-dom'
import type { createRoot as CreateRoot, hydrateRoot as HydrateRoot, Root } from 'react-dom/client'
import { ISLAND_REACT_GLOBAL, type IslandChunk, type SHARED_REACT_MODULES } from '../shared/islands.js'

/** The app's React modules, handed over by island-loader.ts (see there why they are not imported). */
export interface IslandRuntime {
  /** What island chunks import as react, react/jsx-runtime and react-dom. */
  shared: { react: typeof React; 'react-dom': typeof ReactDOM } & Record<(typeof SHARED_REACT_MODULES)[number], unknown>
  hydrateRoot: typeof HydrateRoot
  createRoot: typeof CreateRoot
}

/** Hydrates the islands of the article; returned by createIslands. */
export interface Islands {
  /** Hydrates the islands under `root` not hydrated yet. Call it outside React's render and commit. */
  hydrate(root: ParentNode): Promise<void>
}

/** A page's island chunk as loaded: its components, and the site's Root and Layout when it has them. */
interface LoadedChunk extends IslandChunk {
  wrap?: ComponentType<{ children?: ReactNode }>
}

/**
 * Hydrates the client components of MDX pages. The server rendered each one inside a
 * `<chemdocs-island>` naming its chunk, component and JSON props (templates/mdx/create-island.tsx);
 * here each becomes a React root of its own, inside the article HTML the app shell shows. On a
 * site that overrides Root or Layout, and on a page with containers, a page's components share
 * one root instead (mountTree). Roots whose article was replaced by navigation are unmounted.
 */
export function createIslands(runtime: IslandRuntime): Islands {
  const roots = new Map<HTMLElement, Root>()
  const claimed = new WeakSet<HTMLElement>()
  // Island chunks import React through this global (see bundle-islands.ts).
  ;(globalThis as Record<string, unknown>)[ISLAND_REACT_GLOBAL] ??= runtime.shared
  return {
    async hydrate(root) {
      const unmounted = new Set<Root>()
      for (const [el, island] of roots) {
        if (el.isConnected) continue
        // A page's tree holds several islands: unmounted once.
        if (!unmounted.has(island)) island.unmount()
        unmounted.add(island)
        roots.delete(el)
      }
      const found = [...root.querySelectorAll<HTMLElement>('chemdocs-island')].filter((el) => !claimed.has(el))
      found.forEach((el) => claimed.add(el))
      const byChunk = new Map<string, HTMLElement[]>()
      for (const el of found) {
        const url = el.dataset.chunk ?? ''
        const els = byChunk.get(url)
        if (els) els.push(el)
        else byChunk.set(url, [el])
      }
      await Promise.all(
        [...byChunk].map(async ([url, els]) => {
          const chunk = await loadChunk(url)
          if (!chunk) return
          if (chunk.wrap || els.some((el) => el.dataset.container !== undefined)) {
            const tree = mountTree(els, chunk, runtime)
            els.forEach((el) => roots.set(el, tree))
            return
          }
          for (const el of els) {
            const island = hydrateIsland(el, chunk, runtime)
            if (island) roots.set(el, island)
          }
        }),
      )
    },
  }
}

async function loadChunk(url: string): Promise<LoadedChunk | undefined> {
  try {
    return (await import(/* @vite-ignore */ url)) as LoadedChunk
  } catch (error) {
    console.error(`chemdocs islands: ${url} could not be loaded`, error)
    return undefined
  }
}

/** The island's component and props, or undefined (logged) when its chunk lacks it. */
function islandOf(el: HTMLElement, chunk: LoadedChunk): { component: ComponentType; props: object } | undefined {
  const { island = '', props = '{}' } = el.dataset
  const component = chunk.islands[island] as ComponentType | undefined
  if (component === undefined) {
    console.error(`chemdocs islands: ${el.dataset.chunk} has no component ${island}`)
    return undefined
  }
  return { component, props: JSON.parse(props) as object }
}

/**
 * Marks the island once mounted (tests and styles can wait for it). It renders no element of its
 * own, so the tree still matches the one the server rendered.
 */
function markHydrated(react: typeof React, el: HTMLElement) {
  return function MarkHydrated({ children }: { children?: ReactNode }) {
    react.useEffect(() => {
      el.dataset.hydrated = 'true'
    }, [])
    return children
  }
}

function hydrateIsland(el: HTMLElement, chunk: LoadedChunk, { shared, hydrateRoot }: IslandRuntime): Root | undefined {
  const found = islandOf(el, chunk)
  if (!found) return undefined
  const { createElement } = shared.react
  return hydrateRoot(el, createElement(markHydrated(shared.react, el), null, createElement(found.component, found.props)), {
    identifierPrefix: el.dataset.idPrefix ?? '',
    onRecoverableError: (error) => console.error(`chemdocs islands: ${el.dataset.island}: onRecoverableError:`, error),
  })
}

/**
 * Mounts a page's islands in one React tree, as Docusaurus renders a page: inside the site's Root
 * and Layout (`wrap`) when it overrides them, and each island inside the containers that hold it
 * in the article (create-island.tsx), so that a context they provide reaches every component and
 * is shared between them (a language picked in one switcher shows in every code sample). That
 * tree lives in a detached element; each island is a portal into its place in the article, while
 * a container's own markup stays the server's. Portals cannot be hydrated, so each island's server
 * HTML is replaced by its client render, within one task (no frame shows it empty); what the
 * wrappers and containers draw besides stays detached, as the server cut it away. A render that
 * throws puts the server HTML back.
 */
function mountTree(els: HTMLElement[], chunk: LoadedChunk, { shared, createRoot }: IslandRuntime): Root {
  const { createElement, Fragment } = shared.react
  const { createPortal, flushSync } = shared['react-dom']
  const served = els.map((el) => el.innerHTML)
  const root = createRoot(document.createElement('div'), {
    identifierPrefix: els[0]?.dataset.idPrefix ?? '',
    onUncaughtError: (error) => {
      console.error("chemdocs islands: the page's components could not be mounted in one tree:", error)
      els.forEach((el, i) => (el.innerHTML = served[i]!))
    },
  })
  const containerOf = (el: HTMLElement) => {
    const container = el.parentElement?.closest<HTMLElement>('chemdocs-island[data-container]')
    return container && els.includes(container) ? container : null
  }
  const inside = (parent: HTMLElement | null): ReactNode[] =>
    els.flatMap((el, i): ReactNode[] => {
      if (containerOf(el) !== parent) return []
      const found = islandOf(el, chunk)
      if (!found) return []
      const Marked = markHydrated(shared.react, el)
      if (el.dataset.container !== undefined) return [createElement(Marked, { key: i }, createElement(found.component, found.props, ...inside(el)))]
      el.replaceChildren()
      return [createPortal(createElement(Marked, null, createElement(found.component, found.props)), el, String(i))]
    })
  flushSync(() => root.render(createElement(chunk.wrap ?? Fragment, null, inside(null))))
  return root
}
