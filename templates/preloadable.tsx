import { lazy, type ComponentType } from 'react'

// Props differ per component; each export gives its own type back.
type AnyComponent = ComponentType<any>

/**
 * Components of their own chunks that render at once once preloaded, and otherwise suspend while
 * their chunk loads. React.lazy alone suspends on its first render even when the chunk is already
 * in memory: during hydration that leaves its server HTML without handlers for a moment, and a
 * click in that moment is lost; after a navigation it shows an empty fallback.
 */
export function preloadable<K extends string>(loaders: Record<K, () => Promise<AnyComponent>>) {
  const loaded: Partial<Record<K, AnyComponent>> = {}
  return {
    component<P extends object>(kind: K): ComponentType<P> {
      const Lazy = lazy(() => loaders[kind]().then((component) => ({ default: (loaded[kind] = component) })))
      return (props: P) => {
        const Component = loaded[kind] ?? Lazy
        return <Component {...props} />
      }
    },
    async preload(kind: K): Promise<void> {
      loaded[kind] ??= await loaders[kind]()
    },
  }
}
