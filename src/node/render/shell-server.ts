import { createRequire } from 'node:module'
import path from 'node:path'
import { build as esbuild, type Message, type Plugin } from 'esbuild'
import { PACKAGE_ROOT } from './bundle.js'

const require = createRequire(import.meta.url)

/** The app shell's server module for one site, with its overrides in (not run yet: see shell-render.ts). */
export type ShellServer = { ok: true; code: string; map: string; dir: string; themeDir: string } | { ok: false; errors: Message[] }

/**
 * The module's one export renders the bodies of a batch of routes, as render.ts renders the
 * prebuilt shell's: `renderToString(<App site page />)`.
 */
const ENTRY = `import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from ${JSON.stringify(path.join(PACKAGE_ROOT, 'templates/App.tsx'))}
export function renderBodies(site, pages) {
  return pages.map((page) => renderToString(createElement(App, { site, page })))
}
`

/**
 * Bundles the app shell with a site's overrides (given as esbuild plugins) into one ES module for
 * Node. React stays external, resolved to the copy chemdocs renders with: the templates and the
 * site's components must share one React. Its source map places what an override throws.
 */
export async function bundleShellServer(root: string, themeDir: string, plugins: Plugin[]): Promise<ShellServer> {
  const result = await esbuild({
    stdin: { contents: ENTRY, resolveDir: root, sourcefile: 'chemdocs-shell.js', loader: 'js' },
    bundle: true,
    write: false,
    // Only names the map's output; nothing is written.
    outfile: path.join(root, 'chemdocs-shell.mjs'),
    sourcemap: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [reactExternal, ...plugins],
  }).catch((error: { errors?: Message[] }) => {
    if (error.errors) return { errors: error.errors, outputFiles: undefined }
    throw error
  })
  const code = result.outputFiles?.find((f) => f.path.endsWith('.mjs'))
  const map = result.outputFiles?.find((f) => f.path.endsWith('.map'))
  if (!code || !map) return { ok: false, errors: result.errors }
  return { ok: true, code: code.text, map: map.text, dir: root, themeDir }
}

/** React, from wherever it is imported (the site has its own copy), is chemdocs' copy, left external. */
const reactExternal: Plugin = {
  name: 'chemdocs-shell-react',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: require.resolve(args.path), external: true }))
  },
}
