import { readFileSync } from 'node:fs'
import { findThemeOverride } from '../transform/mdx/mdx-aliases.js'

/** The import prefix of one component of the site's MDXComponents map (see mdx-resolve.ts). */
export const MDX_COMPONENT_PREFIX = 'chemdocs-mdx-component:'

/**
 * The components a swizzled `src/theme/MDXComponents` adds to Docusaurus' map, which every MDX page
 * then uses without an import: name -> import specifier, as for the components folder. The map is
 * code (`export default { ...MDXComponents, FAIcon }`), so its keys are read from the text: every
 * PascalCase key of an object literal outside the import lines. A key read by mistake costs
 * nothing: it is only looked up when a page uses that name and imports nothing for it.
 */
export function swizzledMdxComponents(themeDir: string): Map<string, string> {
  const file = findThemeOverride(themeDir, 'MDXComponents')
  const names = new Map<string, string>()
  if (!file) return names
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .replace(/^\s*import\b[\s\S]*?from\s*['"][^'"]+['"];?/gm, '')
  for (const m of code.matchAll(/[{,]\s*['"]?([A-Z][A-Za-z0-9_]*)['"]?\s*(?=[:,}])/g)) names.set(m[1]!, MDX_COMPONENT_PREFIX + m[1]!)
  return names
}

/** The module behind one such import: the component of that name in the site's map. */
export function mdxComponentModule(name: string): string {
  return `import components from '@theme/MDXComponents'\nexport default components[${JSON.stringify(name)}]`
}
