import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build as esbuild, type Message, type Plugin } from 'esbuild'
import { inputsOf } from '../transform/mdx/bundle-inputs.js'
import { PACKAGE_ROOT } from './bundle.js'

const require = createRequire(import.meta.url)

/**
 * The app shell's server module for one site, with its overrides in (not run yet: see
 * shell-render.ts). `id` is the hash of its code: the HTML it rendered is reused while it is the
 * same (see render-routes.ts), in this process or, through the page written, in the next build.
 * `inputs` are the files on disk it was made from.
 */
export type ShellServer = { ok: true; id: string; code: string; map: string; dir: string; themeDir: string; inputs: string[] } | { ok: false; errors: Message[] }

/** The stdin entry's name in the bundle (and its source map). */
const ENTRY_NAME = 'chemdocs-shell.js'

/**
 * The module's one export renders the bodies of a batch of routes, as render.ts renders the
 * prebuilt shell's: `renderToString(<App site page />)`.
 */
const ENTRY = `import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from ${JSON.stringify(path.join(PACKAGE_ROOT, 'templates/App.tsx'))}
import { withBase } from ${JSON.stringify(path.join(PACKAGE_ROOT, 'src/shared/url.ts'))}
export function renderBodies(site, pages) {
  return pages.map((page) => {
    // useLocation() in an override (a site's Root, say) gives the page's path, as in an MDX page.
    globalThis.__chemdocsPathname = withBase(site.base, page.route)
    return renderToString(createElement(App, { site, page }))
  })
}
`

/**
 * Bundles the app shell with a site's overrides (given as esbuild plugins) into one ES module for
 * Node. React stays external, resolved to the copy chemdocs renders with: the templates and the
 * site's components must share one React. Its source map places what an override throws.
 */
export async function bundleShellServer(root: string, themeDir: string, plugins: Plugin[]): Promise<ShellServer> {
  const result = await esbuild({
    stdin: { contents: ENTRY, resolveDir: root, sourcefile: ENTRY_NAME, loader: 'js' },
    bundle: true,
    write: false,
    metafile: true,
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
    if (error.errors) return { errors: error.errors, outputFiles: undefined, metafile: undefined }
    throw error
  })
  const code = result.outputFiles?.find((f) => f.path.endsWith('.mjs'))
  const map = result.outputFiles?.find((f) => f.path.endsWith('.map'))
  if (!code || !map || !result.metafile) return { ok: false, errors: result.errors }
  // The entry is named in the metafile as a file beside the site's root, where there is none.
  const inputs = inputsOf(result.metafile).filter((file) => file !== path.join(root, ENTRY_NAME))
  return { ok: true, id: createHash('sha256').update(code.text).digest('hex').slice(0, 32), code: code.text, map: map.text, dir: root, themeDir, inputs }
}

/** React, from wherever it is imported (the site has its own copy), is chemdocs' copy, left external. */
const reactExternal: Plugin = {
  name: 'chemdocs-shell-react',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: require.resolve(args.path), external: true }))
  },
}
