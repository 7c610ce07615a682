// What React alone weighs in a doc page's script: react, react-dom's client (hydrateRoot,
// createRoot), the JSX runtime and react-dom, bundled and minified as the app is (esbuild, es2022,
// production), gzip. No React app's script can be smaller: the rest of the entry is chemdocs' own.
import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'

const ROOT = new URL('..', import.meta.url).pathname

export async function reactFloorGzipBytes() {
  const result = await build({
    stdin: {
      contents: "import { hydrateRoot, createRoot } from 'react-dom/client'\nimport * as React from 'react'\nimport { jsx } from 'react/jsx-runtime'\nimport * as ReactDOM from 'react-dom'\nglobalThis.keep = [hydrateRoot, createRoot, React, jsx, ReactDOM]\n",
      resolveDir: ROOT,
      loader: 'js',
    },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    target: ['es2022'],
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
  })
  return gzipSync(result.outputFiles[0].contents).length
}
