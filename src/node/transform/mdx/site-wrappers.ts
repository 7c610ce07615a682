import path from 'node:path'
import { PACKAGE_ROOT } from '../../render/bundle.js'
import { findThemeOverride } from './mdx-aliases.js'

const RENDER_IN_SLOT = path.join(PACKAGE_ROOT, 'templates/mdx/render-in-slot.tsx')

/** The theme components Docusaurus renders around every page, outermost first. */
const WRAPPER_NAMES = ['Root', 'Layout'] as const

/**
 * The site's overrides of Root and Layout (`src/theme/Root.js`, `src/theme/Layout/index.js`, …).
 * Docusaurus renders every page inside both, so a context provider a site puts there reaches the
 * components of every doc; chemdocs renders an MDX page's content and its client components
 * inside them too. Empty for a site that overrides neither: its pages are bundled as before.
 */
export function siteWrapperFiles(root: string): string[] {
  const themeDir = path.join(root, 'src/theme')
  return WRAPPER_NAMES.map((name) => findThemeOverride(themeDir, name)).filter((file): file is string => file !== undefined)
}

/** `__chemdocsSiteWrappers`: Root around Layout around the children, each the site's when it has one. */
function wrappersCode(): string[] {
  return [
    `import { createElement as __chemdocsElement } from 'react'`,
    ...WRAPPER_NAMES.map((name) => `import __chemdocs${name} from '@theme/${name}'`),
    'const __chemdocsSiteWrappers = ({ children }) => __chemdocsElement(__chemdocsRoot, null, __chemdocsElement(__chemdocsLayout, null, children))',
  ]
}

/**
 * Appended to a compiled MDX page for the server bundle: `__chemdocsSlot.tree(element)` is the
 * page's content inside the site's wrappers, `__chemdocsSlot.slice(html)` the content's own HTML in
 * its render (render-page-module.ts uses both when present). Appended at the end, so the page's
 * source positions do not move.
 */
export function serverWrappersCode(): string {
  return [
    '',
    ...wrappersCode(),
    `import { slotTree as __chemdocsSlotTree, sliceSlot as __chemdocsSliceSlot } from ${JSON.stringify(RENDER_IN_SLOT)}`,
    'export const __chemdocsSlot = { tree: (element) => __chemdocsSlotTree(element, __chemdocsSiteWrappers), slice: __chemdocsSliceSlot }',
    '',
  ].join('\n')
}

/** Added to a page's island chunk: `wrap`, the same wrappers for the browser to mount its components in (src/client/islands.ts). */
export function clientWrappersCode(): string[] {
  return [...wrappersCode(), 'export const wrap = __chemdocsSiteWrappers']
}
