import path from 'node:path'
import type { Plugin } from 'esbuild'
import { findThemeOverride } from '../transform/mdx/mdx-aliases.js'
import { PACKAGE_ROOT } from './bundle.js'

/** A component of the app shell a site may replace, by Docusaurus' name for it. */
interface ShellComponent {
  /** The template file, from the package root. */
  template: string
  /** The template's named export that is the component. */
  exportName: string
  /**
   * An export of templates/override-props.ts that turns the template's props into what the
   * site's override expects (Docusaurus' names), when the two differ.
   */
  adaptProps?: string
}

/**
 * The app shell's components a site may override with `src/theme/<Name>`, named as Docusaurus
 * names the same piece. What each receives is in the README (Site pages, theme overrides).
 */
const SHELL_COMPONENTS: Record<string, ShellComponent> = {
  Navbar: { template: 'templates/Navbar.tsx', exportName: 'Navbar' },
  Footer: { template: 'templates/Footer.tsx', exportName: 'Footer' },
  NotFound: { template: 'templates/pages/NotFoundPage.tsx', exportName: 'NotFoundPage' },
  DocBreadcrumbs: { template: 'templates/Breadcrumbs.tsx', exportName: 'Breadcrumbs' },
  DocPaginator: { template: 'templates/Paginator.tsx', exportName: 'Paginator', adaptProps: 'docPaginatorProps' },
  TOC: { template: 'templates/Toc.tsx', exportName: 'Toc' },
  DocSidebar: { template: 'templates/Sidebar.tsx', exportName: 'Sidebar' },
  // Renders nothing of its own: an override wraps the whole app (see ROOT_HOST below).
  Root: { template: 'templates/Root.tsx', exportName: 'Root' },
}

/**
 * Where a site's Root goes: around the app shell, inside the site data's context (Docusaurus'
 * Root sits inside its context providers and router), so it renders once per page load and keeps
 * its state across client navigation. Only a site that overrides Root gets this wrapper.
 */
const ROOT_HOST = { template: 'templates/App.tsx', exportName: 'App' }

/** The names of the overridable shell components. */
export const OVERRIDABLE_SHELL_COMPONENTS: readonly string[] = Object.keys(SHELL_COMPONENTS)

/** A site's override of one shell component. */
export interface ShellOverride {
  name: string
  /** The site's file (src/theme/<Name>.js or src/theme/<Name>/index.js, or .jsx, .ts, .tsx). */
  file: string
  /** The template it replaces (absolute). */
  template: string
  exportName: string
  adaptProps?: string
}

/** The shell components the site overrides; none for most sites, which then use the prebuilt shell. */
export function findShellOverrides(themeDir: string): ShellOverride[] {
  return Object.entries(SHELL_COMPONENTS).flatMap(([name, c]) => {
    const file = findThemeOverride(themeDir, name)
    return file ? [{ name, file, template: path.join(PACKAGE_ROOT, c.template), exportName: c.exportName, ...(c.adaptProps && { adaptProps: c.adaptProps }) }] : []
  })
}

const ORIGINAL = '?original'
const FACADE = 'chemdocs-shell-facade'

/**
 * Swaps the overridden templates for the site's files, in the server render and the browser bundle
 * alike. The template file keeps its path (so code splitting and the registry of app-bundle.ts see
 * the module they expect) but loads as the site's component under the template's export name,
 * plus the template's other exports. `@theme-original/<Name>` is the template itself, loaded under
 * a suffix that makes it a module of its own; `@theme/<Name>` is whichever of the two the site uses.
 */
export function shellOverridesPlugin(overrides: readonly ShellOverride[]): Plugin {
  const byTemplate = new Map(overrides.map((o) => [o.template, o]))
  const rootHost = overrides.some((o) => o.name === 'Root') ? path.join(PACKAGE_ROOT, ROOT_HOST.template) : undefined
  return {
    name: 'chemdocs-shell-overrides',
    setup(build) {
      build.onResolve({ filter: /^@theme(-original)?\// }, (args) => {
        const name = args.path.replace(/^@theme(-original)?\//, '')
        if (!(name in SHELL_COMPONENTS)) return undefined
        return { path: `${args.path.startsWith('@theme/') ? 'theme' : 'original'}/${name}`, namespace: FACADE }
      })
      // A default export, as Docusaurus' theme components have.
      build.onLoad({ filter: /.*/, namespace: FACADE }, (args) => {
        const [kind, name] = args.path.split('/') as [string, string]
        const c = SHELL_COMPONENTS[name]!
        const from = path.join(PACKAGE_ROOT, c.template) + (kind === 'original' ? ORIGINAL : '')
        return { contents: `export { ${c.exportName} as default } from ${JSON.stringify(from)}`, loader: 'js', resolveDir: PACKAGE_ROOT }
      })
      build.onLoad({ filter: /\.tsx$/ }, (args) => {
        if (args.suffix !== ORIGINAL && rootHost && args.path === rootHost) return { contents: rootWrappedApp(), loader: 'js', resolveDir: PACKAGE_ROOT }
        const override = args.suffix === ORIGINAL ? undefined : byTemplate.get(args.path)
        if (!override) return undefined
        const original = `export * from ${JSON.stringify(override.template + ORIGINAL)}`
        const contents = override.adaptProps
          ? [
              original,
              `import Site from ${JSON.stringify(override.file)}`,
              `import { ${override.adaptProps} as adapt } from ${JSON.stringify(path.join(PACKAGE_ROOT, 'templates/override-props.ts'))}`,
              `import { createElement } from 'react'`,
              `export function ${override.exportName}(props) { return createElement(Site, adapt(props)) }`,
            ].join('\n')
          : [original, `export { default as ${override.exportName} } from ${JSON.stringify(override.file)}`].join('\n')
        return { contents, loader: 'js', resolveDir: path.dirname(override.file) }
      })
    },
  }
}

/** App.tsx for a site with a Root: the original App, inside the site's Root (the override of templates/Root.tsx). */
function rootWrappedApp(): string {
  const app = JSON.stringify(path.join(PACKAGE_ROOT, ROOT_HOST.template) + ORIGINAL)
  return [
    `export * from ${app}`,
    `import { ${ROOT_HOST.exportName} as Original } from ${app}`,
    `import { Root } from ${JSON.stringify(path.join(PACKAGE_ROOT, SHELL_COMPONENTS.Root!.template))}`,
    `import { SiteContext } from ${JSON.stringify(path.join(PACKAGE_ROOT, 'templates/context.ts'))}`,
    `import { createElement } from 'react'`,
    `export function ${ROOT_HOST.exportName}(props) { return createElement(SiteContext.Provider, { value: props.site }, createElement(Root, null, createElement(Original, props))) }`,
  ].join('\n')
}
