import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseFrontmatter, splitFrontmatter, readPlainFrontmatter } from '/work/main/lib/src/node/frontmatter.js'
import { isDeepStrictEqual } from 'node:util'
const dir = '/work/main/docs'
let plain = 0, total = 0, bad = 0
for (const f of readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.md'))) {
  const t = readFileSync(path.join(dir, String(f)), 'utf8'); total++
  const { yaml } = splitFrontmatter(t)
  if (yaml && readPlainFrontmatter(yaml)) plain++
  else console.log('fallback', f)
  const a = parseFrontmatter(t, f), b = parseFrontmatter(t, f, true)
  if (!isDeepStrictEqual(a, b)) { bad++; console.log('DIFF', f, JSON.stringify(a).slice(0, 200), JSON.stringify(b).slice(0, 200)) }
}
console.log({ total, plain, bad })
const t0 = performance.now()
