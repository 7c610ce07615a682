// One build in a fresh process; prints {wallMs, cpuMs, maxRssMb, pages} as JSON. Used by run.js.
// Cold: `chemdocs build` exactly as a user runs it, timed from the start of the process (module
// loading and worker threads included). Warm: a second build of unchanged input in the same
// process, every page from the build cache (what `chemdocs serve` does on each save).
import { readdirSync } from 'node:fs'
import path from 'node:path'

const [siteDir, outDir, warm] = process.argv.slice(2)

if (warm !== 'warm') {
  const bin = path.resolve(import.meta.dirname, '../bin/chemdocs.js')
  process.chdir(siteDir)
  process.argv = [process.argv[0], bin, 'build', '--out-dir', path.resolve(outDir), '--quiet']
  // The shim awaits the whole build at its top level, so the import resolves when it is done.
  await import(bin)
  if (process.exitCode) throw new Error(`chemdocs build exited with ${process.exitCode}`)
  const wallMs = performance.now()
  // Pages: one HTML file per route (x/index.html, or x.html for a site with trailingSlash false), and the 404 page.
  const pages = readdirSync(path.resolve(outDir), { recursive: true }).filter((f) => String(f).endsWith('.html') && String(f) !== '404.html').length
  report(wallMs, process.cpuUsage(), pages)
} else {
  const { build } = await import('../lib/src/node/build.js')
  const { createBuildCache } = await import('../lib/src/node/serve/dev-cache.js')
  const { loadConfig } = await import('../lib/src/node/config/config.js')
  const { FsWriter, MemoryWriter } = await import('../lib/src/node/write/write.js')
  const config = await loadConfig(siteDir, { outDir })
  const cache = createBuildCache()
  await build(config, { mode: 'production', writer: new FsWriter(config.outDir), cache })
  const t = performance.now()
  const c = process.cpuUsage()
  const result = await build(config, { mode: 'production', writer: new MemoryWriter(), cache })
  report(performance.now() - t, process.cpuUsage(c), result.pages)
}

function report(wallMs, cpu, pages) {
  console.log(JSON.stringify({ wallMs, cpuMs: (cpu.user + cpu.system) / 1000, maxRssMb: process.resourceUsage().maxRSS / 1024, pages }))
}
