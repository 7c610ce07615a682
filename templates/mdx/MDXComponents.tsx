import Admonition from './Admonition.js'
import Details from './Details.js'
import Head from './Head.js'

/**
 * `@theme/MDXComponents` (and `@theme-original/MDXComponents`): the components Docusaurus makes
 * global in MDX. A site that swizzles it spreads this map and adds its own (see
 * src/node/docusaurus/mdx-components.ts); chemdocs renders Markdown's own elements itself.
 */
const MDXComponents = { Head, Details, details: Details, admonition: Admonition }

export default MDXComponents
