// `npm run compile`, after tsc (a plain script: it runs before anything is compiled to use): bundles the compiled CLI and its worker threads into lib/bundle/
// and prebuilds the browser bundle into lib/client/,
// so that a command starts by loading a few files instead of about a thousand small modules
// (remark alone is hundreds): half a second of every build, in the main thread and in each worker.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const lib = path.join(root, 'lib/src/node')
const outdir = path.join(root, 'lib/bundle')
rmSync(outdir, { recursive: true, force: true })
await build({
  // Flat names: the bundled code starts its workers as ./transform-worker.js and ./render-worker.js.
  entryPoints: ['cli', 'transform/transform-worker', 'render/render-worker'].map((name) => ({ in: path.join(lib, `${name}.js`), out: path.basename(name) })),
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunk.[hash]',
  // Packages with native binaries or loaded on demand by one command stay ordinary imports; so
  // does React, which must be the very copy that MDX pages (bundled at build time) import.
  external: ['esbuild', 'linkinator', 'chokidar', 'fsevents', 'react', 'react/*', 'react-dom', 'react-dom/*'],
  // CommonJS packages (React's server renderer) call require(); give the ES module bundle one.
  banner: { js: "import { createRequire as __chemdocsRequire } from 'node:module'; const require = __chemdocsRequire(import.meta.url);" },
  // React's server renderer reads NODE_ENV when it loads, which in a bundle is before cli.ts can
  // set it: make it a constant (cli.ts's own assignment then does nothing, as it should).
  define: { 'process.env.NODE_ENV': '"production"' },
  logOverride: { 'assign-to-define': 'silent' },
  logLevel: 'warning',
})

// The browser bundle, the same for every site: made once here, read by each build (see
// src/node/render/prebuilt-client.ts).
const { writePrebuiltClient } = await import(path.join(lib, 'render/prebuilt-client.js'))
await writePrebuiltClient()
