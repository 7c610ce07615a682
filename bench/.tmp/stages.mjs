import { loadConfig } from '/work/main/lib/src/node/config.js'
import { collectSources } from '/work/main/lib/src/node/collect.js'
import { createProcessor, createExtract } from '/work/main/lib/src/node/transform.js'
import { rewriteLegacyAdmonitionTitles } from '/work/main/lib/src/node/markdown/remark-admonitions.js'
import { VFile } from 'vfile'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkDirective from 'remark-directive'
import { readFileSync } from 'node:fs'
const config = await loadConfig('/work/main')
const sources = collectSources(config, (f) => readFileSync(f)).files.filter(f => f.path.endsWith('.md'))
const routeOfFile = new Map(sources.map(f => [f.path, f.route]))
const ctxOf = (s) => ({ file: s.path, displayPath: s.displayPath, route: s.route, base: '/', docsDir: config.docsDir, staticDir: config.staticDir, routeOfFile, addAsset: () => '/x' })
const proc = createProcessor(config)
// wrap transformers with timing
const times = new Map()
const attachers = proc.attachers
const p2 = unified()
for (const [plugin, ...opts] of attachers) {
  const name = plugin.name || 'anon'
  p2.use(function (...a) { const t = plugin.call(this, ...a); if (typeof t !== 'function') return t; return function (tree, file) { const s = performance.now(); const r = t.call(this, tree, file); times.set(name, (times.get(name) ?? 0) + performance.now() - s); return r } }, ...opts)
}
const bare = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm)
const ours = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective)
for (let round = 0; round < 4; round++) {
  times.clear()
  let tParseBare = 0, tParse = 0, tAll = 0, tStr = 0
  for (const s of sources) {
    let t = performance.now(); bare.runSync(bare.parse(s.text)); tParseBare += performance.now() - t
    const text = rewriteLegacyAdmonitionTitles(s.text)
    t = performance.now(); ours.parse(text); tParse += performance.now() - t
    const file = new VFile({ path: s.path, value: text }); file.data = { ctx: ctxOf(s), extract: createExtract() }
    t = performance.now()
    const tree = p2.parse(file)
    const ps = performance.now() - t
    const hast = p2.runSync(tree, file)
    const t2 = performance.now()
    p2.stringify(hast, file)
    tStr += performance.now() - t2
    tAll += performance.now() - t
  }
  console.log(`round ${round}: floor(parse+gfm) ${tParseBare.toFixed(0)} ours-parse ${tParse.toFixed(0)} full ${tAll.toFixed(0)} stringify ${tStr.toFixed(0)}`, [...times].map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', '))
}
