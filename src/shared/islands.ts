/**
 * The contract between the server render of client components (templates/mdx/create-island.tsx,
 * src/node/transform/mdx/bundle-islands.ts) and their hydration (src/client/islands.ts).
 */

/** Stands for the URL of the page's island chunk in the HTML until the chunk is built. */
export const ISLAND_CHUNK_PLACEHOLDER = '__chemdocs_island_chunk__'

/**
 * Island chunks use the page's own React through this global instead of bundling a second copy:
 * hooks only work with the React that renders them, and one copy keeps the chunks small.
 */
export const ISLAND_REACT_GLOBAL = '__chemdocsReact'

/** The modules the page shares with island chunks through ISLAND_REACT_GLOBAL. */
export const SHARED_REACT_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const

/** What an island chunk exports: its components by key (`<file>#<export>`). */
export interface IslandChunk {
  islands: Record<string, unknown>
}
