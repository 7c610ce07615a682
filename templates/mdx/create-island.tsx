import { isValidElement, useContext, useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { ISLAND_CHUNK_PLACEHOLDER } from '../../src/shared/islands.js'
import { renderInSlot, SiteWrappersContext } from './render-in-slot.js'

/** Where an island's component comes from. */
export interface IslandSource {
  /** `<file relative to the site>#<export>`: the key of the component in the page's island chunk. */
  key: string
  /** Found interactive by chemdocs, not marked by its author: props JSON cannot carry render it static instead of failing. */
  auto?: boolean
}

/**
 * Wraps a client component for the server render. The component is rendered to HTML on its own,
 * as the root of a tree, exactly as src/client/islands.ts hydrates it, so useId and text markers
 * match; the wrapper element carries the chunk, the component key and the props as JSON. A prop
 * that JSON cannot carry (a function, an element) throws, naming the component. On a site that
 * overrides Root or Layout, the component is rendered inside them again (renderInSlot), as the
 * page's content was, and the browser mounts it inside them too (src/client/islands.ts).
 */
export function createIsland<P extends object>(value: ComponentType<P> | undefined, source: IslandSource): ComponentType<P> | undefined {
  if (!isComponent(value)) return value
  const Component = value
  const name = Component.displayName ?? (Component.name || source.key)
  function Island(props: P) {
    const idPrefix = `i${useId().replace(/[^\w-]/g, '')}-`
    const wrappers = useContext(SiteWrappersContext)
    let json: string
    try {
      json = toJsonProps(props as Record<string, unknown>, name)
    } catch (error) {
      if (source.auto && error instanceof IslandPropsError) return <Component {...props} />
      throw error
    }
    const element = <Component {...props} />
    const html = wrappers ? renderInSlot(element, wrappers, { identifierPrefix: idPrefix }) : renderToString(element, { identifierPrefix: idPrefix })
    return (
      <chemdocs-island
        data-chunk={ISLAND_CHUNK_PLACEHOLDER}
        data-island={source.key}
        data-id-prefix={idPrefix}
        data-props={json}
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  }
  Island.displayName = name
  return Island
}

/** Functions and memo/forwardRef objects; other exports (constants, say) are passed through. */
function isComponent<P>(value: ComponentType<P> | undefined): value is ComponentType<P> {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)
}

/** Error of a client component whose props cannot be sent to the browser. */
export class IslandPropsError extends Error {
  override name = 'IslandPropsError'
  constructor(
    readonly component: string,
    message: string,
  ) {
    super(message)
  }
}

/** The props as JSON; throws for a prop holding something JSON cannot carry, at any depth. */
function toJsonProps(props: Record<string, unknown>, component: string): string {
  for (const [prop, value] of Object.entries(props)) {
    JSON.stringify(value, (_key, inner: unknown) => {
      const what = unsendable(inner)
      if (what === undefined) return inner
      throw new IslandPropsError(component, `client component \`${component}\` gets ${what} in prop \`${prop}\`; its props are sent to the browser as JSON, so pass text, numbers, booleans, arrays or objects`)
    })
  }
  return JSON.stringify(props)
}

function unsendable(value: unknown): string | undefined {
  if (typeof value === 'function') return 'a function'
  if (isValidElement(value)) return 'markup (a React element)'
  if (typeof value === 'symbol' || typeof value === 'bigint') return `a ${typeof value}`
  return undefined
}

// The wrapper element, typed for JSX (React renders unknown lowercase tags as custom elements).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'chemdocs-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>
    }
  }
}
