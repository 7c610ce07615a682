import path from 'node:path'
import type { ResolvedConfig } from '../config/config-schema.js'
import { createDiagnostic, type Diagnostic } from '../diagnostics.js'
import { display } from '../display-path.js'
import type { AssetRegistry } from '../transform/assets.js'
import { bundleMdx } from '../transform/mdx/bundle-mdx.js'
import { findThemeOverride } from '../transform/mdx/mdx-aliases.js'
import { renderPageModule } from '../transform/mdx/render-page-module.js'
import { withoutImagePreloads } from '../transform/mdx/transform-mdx.js'
import { imageProblem, siteFolders } from '../transform/site-image.js'

/** The site's own footer, rendered once: its HTML and the stylesheets it imports. */
export interface ThemeFooter {
  html?: string
  stylesheets: string[]
  diagnostics: Diagnostic[]
}

/**
 * A swizzled `src/theme/Footer` replaces the theme's footer on every page, as in Docusaurus. It is
 * rendered once on the server (its imports resolve as an MDX page's do: `@docusaurus/useBaseUrl`,
 * images, CSS) and shown as static HTML; a footer that needs the browser is not hydrated.
 */
export async function renderThemeFooter(config: ResolvedConfig, assets: AssetRegistry): Promise<ThemeFooter> {
  const file = findThemeOverride(config.themeDir, 'Footer')
  if (!file) return { stylesheets: [], diagnostics: [] }
  const stylesheets: string[] = []
  const folders = siteFolders(config)
  const fail = (message: string): ThemeFooter => ({ stylesheets, diagnostics: [createDiagnostic('render-failed', `src/theme/Footer: ${message}`, { file: display(file), line: 1, column: 1 })] })
  const code = `import { createElement } from 'react'\nimport Footer from ${JSON.stringify(file)}\nexport default function SiteFooter() { return createElement(Footer) }`
  const bundled = await bundleMdx({
    code,
    file: path.join(config.root, 'footer.js'),
    root: config.root,
    base: config.base,
    componentsDir: config.mdx.componentsDir,
    svgComponents: config.mdx.svgComponents,
    addStylesheet: (css) => void (stylesheets.includes(css) || stylesheets.push(css)),
    addImage: (image) => {
      const problem = imageProblem(image, folders)
      if (problem) return { error: `image ${path.basename(image)} ${problem.message}` }
      const asset = assets.add(image, config.base)
      return asset ? { url: asset.url } : { error: `image ${image} cannot be read` }
    },
    compilePartial: () => Promise.reject(new Error('the footer cannot import Markdown')),
  })
  if (!bundled.ok) return fail(bundled.errors.map((e) => e.text).join('; '))
  // Rendered in the render worker like a page: a footer that loops or throws is reported, not a hang.
  const rendered = await renderPageModule({ code: bundled.code, map: bundled.map, dir: config.root, compiled: new Map() })
  if (!rendered.ok) return fail(`could not be rendered: ${rendered.failure.message}`)
  return { html: withoutImagePreloads(rendered.html ?? ''), stylesheets, diagnostics: [] }
}
