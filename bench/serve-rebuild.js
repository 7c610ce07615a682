// `node bench/serve-rebuild.js [--runs N] [--site DIR --ext .mdx]`: the writer's loop. Starts
// `chemdocs serve` on a copy of the site (ours, or DIR: the MDX corpus, say), saves one-page edits
// to pages ending in --ext (.md by default) and times each from the save to the new HTML being
// served (the server's live-reload event, then a fetch that must show the edit). Prints one JSON line.
import { spawn } from 'node:child_process'
import { appendFileSync, cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { collectSources } from '../lib/src/node/collect/collect.js'
import { loadConfig } from '../lib/src/node/config/config.js'
import { withBase } from '../lib/src/shared/url.js'

const ROOT = path.resolve(import.meta.dirname, '..')
const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 20
const option = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback)
const SITE = path.resolve(option('--site', ROOT))
const EXT = option('--ext', '.md')
const dir = mkdtempSync(path.join(os.tmpdir(), 'chemdocs-bench-serve-'))
// A chemdocs site, or a Docusaurus tree as it is (its config, sidebars and lock files).
const SITE_FILES = ['docs', 'pages', 'static', 'src', 'site.config.ts', 'package.json', 'package-lock.json', 'sidebars.js', 'sidebars.ts']
const DOCUSAURUS_CONFIGS = ['docusaurus.config.js', 'docusaurus.config.ts', 'docusaurus.config.mjs', 'docusaurus.config.cjs']
for (const name of SITE === ROOT ? ['docs', 'pages', 'static', 'site.config.ts'] : [...SITE_FILES, ...DOCUSAURUS_CONFIGS]) {
  // Our repository's src/ is the generator, not the site's components.
  if (existsSync(path.join(SITE, name))) cpSync(path.join(SITE, name), path.join(dir, name), { recursive: true })
}
// The site's own packages (its config and components import them): linked, not copied.
if (SITE !== ROOT && existsSync(path.join(SITE, 'node_modules'))) symlinkSync(path.join(SITE, 'node_modules'), path.join(dir, 'node_modules'), 'dir')

const server = spawn(process.execPath, [path.join(ROOT, 'bin/chemdocs.js'), 'serve', '--port', '0'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } })
let log = ''
server.stdout.on('data', (d) => (log += d))
server.stderr.on('data', (d) => (log += d))
const until = (re, ms = 120_000) =>
  new Promise((resolve, reject) => {
    const start = Date.now()
    const tick = () => (re.test(log) ? resolve(log.match(re)) : Date.now() - start > ms ? reject(new Error(`timeout waiting for ${re}:\n${log}`)) : setTimeout(tick, 10))
    tick()
  })

try {
  const [, origin] = await until(/(http:\/\/127\.0\.0\.1:\d+)\//)
  await until(/ready in|does not build/)
  if (!/ready in/.test(log)) throw new Error(`the site does not build:\n${log}`)
  const startupMs = Number(/✔ ready in ([\d.]+) s/.exec(log)[1]) * 1000

  // Live-reload events, as a browser tab gets them.
  const events = []
  const waiting = []
  const res = await fetch(`${origin}/__chemdocs/events`)
  const reader = res.body.getReader()
  void (async () => {
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += new TextDecoder().decode(value)
      let i
      while ((i = buffer.indexOf('\n\n')) >= 0) {
        const chunk = buffer.slice(0, i)
        buffer = buffer.slice(i + 2)
        const data = /^data: (.*)$/m.exec(chunk)?.[1]
        if (!data) continue
        const message = { ...JSON.parse(data), at: performance.now() }
        events.push(message)
        waiting.splice(0).forEach((w) => w())
      }
    }
  })()
  const nextRevision = (after) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no live-reload event within 5 s')), 5000)
      const check = () => {
        const m = events.find((e) => e.type === 'revision' && e.revision > after)
        if (m) return clearTimeout(timer), resolve(m)
        if (events.some((e) => e.type === 'problems' && e.revision >= after)) return clearTimeout(timer), reject(new Error('the edit broke the build'))
        waiting.push(check)
      }
      check()
    })

  while (events.length === 0) await new Promise((r) => waiting.push(r))
  const routes = await routesOf(dir)
  // Only pages: a file in a folder whose name starts with `_` (a Docusaurus tree has some) is none.
  const pages = [...routes.keys()].filter((f) => f.endsWith(EXT)).sort()
  const picks = Array.from({ length: RUNS }, (_, i) => pages[Math.floor((i * pages.length) / RUNS)])
  const served = []
  const engine = []
  let revision = Math.max(0, ...events.filter((e) => e.type === 'revision').map((e) => e.revision))
  for (const [i, rel] of picks.entries()) {
    const marker = `Benchmark edit number ${i} of the serve loop.`
    const t0 = performance.now()
    appendFileSync(path.join(dir, 'docs', rel), `\n\n${marker}\n`)
    const event = await nextRevision(revision)
    revision = event.revision
    const route = routes.get(rel)
    const html = await (await fetch(origin + route)).text()
    if (!html.includes(marker)) throw new Error(`${route} does not show the edit ${i} after the reload event ${JSON.stringify(event)}\n${log.slice(-1500)}`)
    served.push(event.at - t0)
    await new Promise((r) => setTimeout(r, 150))
    const ms = [...log.matchAll(/✔ [^\n]*: (\d+) ms, \d+ pages? rendered/g)].pop()
    if (ms) engine.push(Number(ms[1]))
  }
  const stats = (xs) => {
    const s = [...xs].sort((a, b) => a - b)
    return { median: +s[Math.floor(s.length / 2)].toFixed(1), min: +s[0].toFixed(1), max: +s[s.length - 1].toFixed(1), runs: s.length }
  }
  const result = { saveToServedMs: stats(served), rebuildMs: stats(engine), startupMs, pages: pages.length }
  console.log(JSON.stringify(result))
  console.error(`serve: one-page edit saved -> new HTML served: median ${result.saveToServedMs.median} ms (min ${result.saveToServedMs.min}, max ${result.saveToServedMs.max}, ${RUNS} edits; rebuild alone ${result.rebuildMs.median} ms); ready in ${startupMs.toFixed(0)} ms`)
} finally {
  server.kill('SIGINT')
  await new Promise((r) => server.once('exit', r))
  rmSync(dir, { recursive: true, force: true })
}

/** doc file (relative to docs/) -> its URL path, as chemdocs collects it (slugs, ids and the base URL included). */
async function routesOf(siteDir) {
  const config = await loadConfig(siteDir)
  return new Map(collectSources(config).files.filter((f) => !f.sitePage).map((f) => [f.relPath, withBase(config.base, f.route)]))
}
