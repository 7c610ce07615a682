import type * as React from 'react'
import type { ComponentType, ReactNode } from 'react'
import type { hydrateRoot as HydrateRoot, Root } from 'react-dom/client'
import { ISLAND_REACT_GLOBAL, type IslandChunk, type SHARED_REACT_MODULES } from '../shared/islands.js'

/** The app's React modules, handed over by island-loader.ts (see there why they are not imported). */
export interface IslandRuntime {
  /** What island chunks import as react, react/jsx-runtime and react-dom. */
  shared: { react: typeof React } & Record<(typeof SHARED_REACT_MODULES)[number], unknown>
  hydrateRoot: typeof HydrateRoot
}

/** Hydrates the islands of the article; returned by createIslands. */
export interface Islands {
  /** Hydrates the islands under `root` not hydrated yet. Call it outside React's render and commit. */
  hydrate(root: ParentNode): Promise<void>
}

/**
 * Hydrates the client components of MDX pages. The server rendered each one inside a
 * `<chemdocs-island>` naming its chunk, component and JSON props (templates/mdx/create-island.tsx);
 * here each becomes a React root of its own, inside the article HTML the app shell shows. Roots
 * whose article was replaced by navigation are unmounted.
 */
export function createIslands(runtime: IslandRuntime): Islands {
  const roots = new Map<HTMLElement, Root>()
  const claimed = new WeakSet<HTMLElement>()
  // Island chunks import React through this global (see bundle-islands.ts).
  ;(globalThis as Record<string, unknown>)[ISLAND_REACT_GLOBAL] ??= runtime.shared
  return {
    async hydrate(root) {
      for (const [el, island] of roots) {
        if (el.isConnected) continue
        island.unmount()
        roots.delete(el)
      }
      const found = [...root.querySelectorAll<HTMLElement>('chemdocs-island')].filter((el) => !claimed.has(el))
      found.forEach((el) => claimed.add(el))
      await Promise.all(
        found.map(async (el) => {
          const island = await hydrateIsland(el, runtime)
          if (island) roots.set(el, island)
        }),
      )
    },
  }
}

async function hydrateIsland(el: HTMLElement, { shared, hydrateRoot }: IslandRuntime): Promise<Root | undefined> {
  const { chunk = '', island = '', idPrefix = '', props = '{}' } = el.dataset
  let component: ComponentType | undefined
  try {
    component = ((await import(/* @vite-ignore */ chunk)) as IslandChunk).islands[island] as ComponentType | undefined
  } catch (error) {
    console.error(`chemdocs islands: ${chunk} could not be loaded`, error)
    return undefined
  }
  if (component === undefined) {
    console.error(`chemdocs islands: ${chunk} has no component ${island}`)
    return undefined
  }
  const { createElement, useEffect } = shared.react
  // Marks the island once hydrated (tests and styles can wait for it). It renders no element of
  // its own, so the tree still matches the one the server rendered.
  const MarkHydrated = ({ children }: { children?: ReactNode }) => {
    useEffect(() => {
      el.dataset.hydrated = 'true'
    }, [])
    return children
  }
  return hydrateRoot(el, createElement(MarkHydrated, null, createElement(component, JSON.parse(props) as object)), {
    identifierPrefix: idPrefix,
    onRecoverableError: (error) => console.error(`chemdocs islands: ${island}: onRecoverableError:`, error),
  })
}
