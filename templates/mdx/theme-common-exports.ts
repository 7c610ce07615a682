import useDocusaurusContext from '@docusaurus/useDocusaurusContext'

// `@docusaurus/theme-common`: the hooks and names swizzled components and site code use most.
export { useCurrentSidebarCategory } from './theme-common.js'
export { useColorMode } from './use-color-mode.js'
export { ErrorCauseBoundary, HtmlClassNameProvider, isRegexpStringMatch, PageMetadata, usePluralForm, useWindowSize } from './theme-common-utils.js'

/** `useThemeConfig()`: the site config's `themeConfig`. */
export function useThemeConfig(): Record<string, unknown> {
  return useDocusaurusContext().siteConfig.themeConfig
}

/** The class names Docusaurus puts on its page wrappers, for sites' CSS to target. */
export const ThemeClassNames = {
  page: { mdxPage: 'mdx-page', docsDocPage: 'docs-doc-page', blogListPage: 'blog-list-page', blogPostPage: 'blog-post-page' },
  wrapper: { main: 'main-wrapper', docPages: 'docs-wrapper', mdxPages: 'mdx-wrapper', blogPages: 'blog-wrapper' },
} as const
