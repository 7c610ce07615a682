#!/usr/bin/env node
// Shim only: the CLI lives in src/node/cli.ts, compiled to lib/ by `npm run compile`, which also
// bundles it into lib/bundle/ (it starts faster). A bundle older than the last `tsc -b` (someone
// compiled without bundling) is stale: the compiled modules are used instead.
import { statSync } from 'node:fs'

const mtime = (file) => {
  try {
    return statSync(new URL(file, import.meta.url)).mtimeMs
  } catch {
    return -1
  }
}
const compiled = Math.max(...['src/node', 'src/shared', 'templates'].map((d) => mtime(`../lib/${d}/tsconfig.tsbuildinfo`)))
const cli = mtime('../lib/bundle/cli.js') >= compiled ? '../lib/bundle/cli.js' : '../lib/src/node/cli.js'
const { main } = await import(cli)

const code = await main(process.argv)
process.exitCode = code
// The command is done: exit once what it printed is flushed, rather than when the event loop
// empties. A config may leave a child process or a timer behind, which held CI for minutes
// after "built … in 0.4 s".
let unflushed = 2
const flushed = () => {
  if (--unflushed === 0) process.exit(code)
}
for (const stream of [process.stdout, process.stderr]) {
  try {
    stream.write('', flushed)
  } catch {
    flushed()
  }
}
