import { createContext, isValidElement, useContext, useId, type ComponentType, type ReactElement } from 'react'
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
 *
 * A component found interactive (`auto`) that wraps the page's markup (a context provider around
 * a section, whose `children` JSON cannot carry) is a container: its markup stays static HTML, but
 * the client components inside it are rendered in its tree, here and in the browser, so that the
 * context it provides reaches them and they share its state.
 */
export function createIsland<P extends object>(value: ComponentType<P> | undefined, source: IslandSource): ComponentType<P> | undefined {
  if (!isComponent(value)) return value
  const Component = value
  const name = Component.displayName ?? (Component.name || source.key)
  function Island(props: P) {
    const idPrefix = `i${useId().replace(/[^\w-]/g, '')}-`
    const wrappers = useContext(SiteWrappersContext)
    // Inside a container: rendered in its tree, for its context (the browser renders it afresh).
    const inContainer = useContext(InContainerContext)
    const element = <Component {...props} />
    const render = (root: ReactElement) => (wrappers ? renderInSlot(root, wrappers, { identifierPrefix: idPrefix }) : renderToString(root, { identifierPrefix: idPrefix }))
    const attributes = { 'data-chunk': ISLAND_CHUNK_PLACEHOLDER, 'data-island': source.key, 'data-id-prefix': idPrefix }
    const style = { display: 'contents' }
    let json: string
    try {
      json = toJsonProps(props as Record<string, unknown>, name)
    } catch (error) {
      if (!(source.auto && error instanceof IslandPropsError)) throw error
      const rest = containerProps(props as Record<string, unknown>)
      if (rest === undefined) return element
      const contents = <InContainerContext.Provider value={true}>{element}</InContainerContext.Provider>
      if (inContainer) return <chemdocs-island {...attributes} data-props={rest} style={style} data-container="">{contents}</chemdocs-island>
      const html = render(contents)
      // Without client components inside, it is static markup like any other.
      if (!html.includes('<chemdocs-island')) return element
      return <chemdocs-island {...attributes} data-props={rest} style={style} data-container="" dangerouslySetInnerHTML={{ __html: html }} />
    }
    if (inContainer) return <chemdocs-island {...attributes} data-props={json} style={style}>{element}</chemdocs-island>
    return <chemdocs-island {...attributes} data-props={json} style={style} dangerouslySetInnerHTML={{ __html: render(element) }} />
  }
  Island.displayName = name
  return Island
}

/** True below a container (see createIsland), whose tree its client components are rendered in. */
const InContainerContext = createContext(false)

/**
 * A container's props for the browser: all but `children`, as JSON; undefined when another prop
 * cannot be sent either (the component then stays static HTML, as it did before containers).
 */
function containerProps(props: Record<string, unknown>): string | undefined {
  const { children: _children, ...rest } = props
  try {
    return toJsonProps(rest, '')
  } catch {
    return undefined
  }
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
