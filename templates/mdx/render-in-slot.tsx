import { createContext, type ComponentType, type ReactElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'

/** The site's Root and Layout overrides as one component (see transform/mdx/site-wrappers.ts). */
export type SiteWrappers = ComponentType<{ children?: ReactNode }>

/**
 * The wrappers a page's MDX content was rendered in, for client components (create-island.tsx),
 * which render apart and would otherwise lose the contexts those wrappers provide.
 */
export const SiteWrappersContext = createContext<SiteWrappers | null>(null)

const OPEN = '<chemdocs-slot>'
const CLOSE = '</chemdocs-slot>'

/** `element` inside the site's wrappers, marked by a slot element for sliceSlot to find. */
export function slotTree(element: ReactElement, Wrappers: SiteWrappers): ReactElement {
  return (
    <SiteWrappersContext.Provider value={Wrappers}>
      <Wrappers>
        <chemdocs-slot>{element}</chemdocs-slot>
      </Wrappers>
    </SiteWrappersContext.Provider>
  )
}

/** The HTML of the slot's content in a render of slotTree; undefined when the wrappers did not render their children. */
export function sliceSlot(html: string): string | undefined {
  const start = html.indexOf(OPEN)
  const end = html.lastIndexOf(CLOSE)
  return start < 0 || end < start ? undefined : html.slice(start + OPEN.length, end)
}

/**
 * Renders `element` to HTML inside the site's Root and Layout overrides, so that the contexts they
 * provide (a language chosen once for every code sample, say) reach it as they do in Docusaurus,
 * and returns the HTML of `element` alone: what the wrappers draw around it (their own widgets) is
 * cut away, as chemdocs' shell draws the page's frame. When the wrappers do not render their
 * children on the server, `element` is rendered without them.
 */
export function renderInSlot(element: ReactElement, Wrappers: SiteWrappers, options?: { identifierPrefix?: string }): string {
  return sliceSlot(renderToString(slotTree(element, Wrappers), options)) ?? renderToString(element, options)
}

// The slot element, typed for JSX (React renders unknown lowercase tags as custom elements).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'chemdocs-slot': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>
    }
  }
}
