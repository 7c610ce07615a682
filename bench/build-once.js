// One build in a fresh process; prints {wallMs, cpuMs, maxRssMb, pages} as JSON. Used by run.js.
import { build } from '../lib/src/node/build.js'
import { createBuildCache } from '../lib/src/node/build-cache.js'
import { loadConfig } from '../lib/src/node/config.js'
import { FsWriter, MemoryWriter } from '../lib/src/node/write.js'

const [siteDir, outDir, warm] = process.argv.slice(2)
const start = performance.now()
const cpu0 = process.cpuUsage()
const config = await loadConfig(siteDir, { outDir })
const cache = createBuildCache()
let result = await build(config, { mode: 'production', writer: new FsWriter(config.outDir), cache })
let wallMs = performance.now() - start
let cpu = process.cpuUsage(cpu0)
if (warm === 'warm') {
  // Second build of unchanged input in the same process: every page comes from the cache.
  const t = performance.now()
  const c = process.cpuUsage()
  result = await build(config, { mode: 'production', writer: new MemoryWriter(), cache })
  wallMs = performance.now() - t
  cpu = process.cpuUsage(c)
}
console.log(JSON.stringify({ wallMs, cpuMs: (cpu.user + cpu.system) / 1000, maxRssMb: process.resourceUsage().maxRSS / 1024, pages: result.pages }))
