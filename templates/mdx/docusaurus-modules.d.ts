// The modules chemdocs makes per build (src/node/transform/mdx/mdx-resolve.ts), as the theme's own
// modules import them.
declare module '@docusaurus/useDocusaurusContext' {
  export default function useDocusaurusContext(): { siteConfig: Record<string, unknown> & { themeConfig: Record<string, unknown> } }
  /** The locale's code.json messages by id (chemdocs: read by `@docusaurus/Translate`). */
  export const codeTranslations: Record<string, string>
}

declare module '@docusaurus/useBaseUrl' {
  export default function useBaseUrl(url: string, options?: { forcePrependBaseUrl?: boolean }): string
}

declare module '@docusaurus/useGlobalData' {
  export default function useGlobalData(): Record<string, unknown>
  export function useAllPluginInstancesData(pluginName: string, options?: { failfast?: boolean }): Record<string, unknown> | undefined
  export function usePluginData(pluginName: string, pluginId?: string, options?: { failfast?: boolean }): unknown
}

/** A Lucide icon's SVG content (inside `<svg viewBox="0 0 24 24">`), read at bundle time (src/node/icons.ts). */
declare module 'chemdocs-icon:*' {
  const body: string
  export default body
}
