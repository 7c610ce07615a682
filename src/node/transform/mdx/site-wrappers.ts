import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PACKAGE_ROOT } from '../../render/bundle.js'
import { findThemeOverride } from './mdx-aliases.js'

const RENDER_IN_SLOT = path.join(PACKAGE_ROOT, 'templates/mdx/render-in-slot.tsx')

/** The theme components Docusaurus renders around every page, outermost first. */
const WRAPPER_NAMES = ['Root', 'Layout'] as const

/**
 * The site's overrides of Root and Layout (`src/theme/Root.js`, `src/theme/Layout/index.js`, …)
 * that provide a context, outermost first. Docusaurus renders every page inside both, so a
 * provider a site puts there reaches the components of every doc; chemdocs renders an MDX page's
 * content and its client components inside them too. An override without a provider (a widget
 * beside the page, an effect) has nothing to give the content and is left out: rendered again
 * there, its effects would run twice. Empty for most sites: their pages are bundled as before.
 */
export function siteWrapperFiles(root: string): string[] {
  const themeDir = path.join(root, 'src/theme')
  return WRAPPER_NAMES.map((name) => findThemeOverride(themeDir, name)).filter((file): file is string => file !== undefined && providesContext(file))
}

/** A `<…Provider>` in the file: a context provider of React or a library's (`SSRProvider`). */
function providesContext(file: string): boolean {
  try {
    return /Provider\b/.test(readFileSync(file, 'utf8'))
  } catch {
    return false
  }
}

/** `__chemdocsSiteWrappers`: the children inside each of `files`, the first outermost. */
function wrappersCode(files: readonly string[]): string[] {
  const nested = files.reduceRight((inner, _file, i) => `__chemdocsElement(__chemdocsWrapper${i}, null, ${inner})`, 'children')
  return [
    `import { createElement as __chemdocsElement } from 'react'`,
    ...files.map((file, i) => `import __chemdocsWrapper${i} from ${JSON.stringify(file)}`),
    `const __chemdocsSiteWrappers = ({ children }) => ${nested}`,
  ]
}

/**
 * Appended to a compiled MDX page for the server bundle: `__chemdocsSlot.tree(element)` is the
 * page's content inside the site's wrappers, `__chemdocsSlot.slice(html)` the content's own HTML in
 * its render (render-page-module.ts uses both when present). Appended at the end, so the page's
 * source positions do not move.
 */
export function serverWrappersCode(files: readonly string[]): string {
  return [
    '',
    ...wrappersCode(files),
    `import { slotTree as __chemdocsSlotTree, sliceSlot as __chemdocsSliceSlot } from ${JSON.stringify(RENDER_IN_SLOT)}`,
    'export const __chemdocsSlot = { tree: (element) => __chemdocsSlotTree(element, __chemdocsSiteWrappers), slice: __chemdocsSliceSlot }',
    '',
  ].join('\n')
}

/** Added to a page's island chunk: `wrap`, the same wrappers for the browser to mount its components in (src/client/islands.ts). */
export function clientWrappersCode(files: readonly string[]): string[] {
  return [...wrappersCode(files), 'export const wrap = __chemdocsSiteWrappers']
}
