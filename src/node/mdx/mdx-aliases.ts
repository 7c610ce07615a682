import path from 'node:path'
import { PACKAGE_ROOT } from '../bundle.js'

/**
 * Docusaurus import names writers already use, mapped to our server-rendered twins in
 * templates/mdx/, so existing pages build without rewriting their imports.
 */
const THEME_COMPONENTS: Record<string, string> = {
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/TabItem': 'TabItem.tsx',
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@theme/Details': 'Details.tsx',
  '@theme/DocCardList': 'DocCardList.tsx',
  '@docusaurus/Link': 'Link.tsx',
}

/** The file a Docusaurus-style specifier stands for, or undefined when it is not one of ours. */
export function resolveThemeImport(specifier: string): string | undefined {
  const file = THEME_COMPONENTS[specifier]
  return file === undefined ? undefined : path.join(PACKAGE_ROOT, 'templates/mdx', file)
}

/**
 * Components Docusaurus v3 makes global (its MDXComponents map), so pages use them without an
 * import: name -> import specifier, as for the components folder (see remarkGlobalComponents).
 */
export const BUILT_IN_GLOBALS: ReadonlyMap<string, string> = new Map([['Details', '@theme/Details']])
