import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
const t0 = performance.now()
const { parseFrontmatter } = await import('/work/main/lib/src/node/frontmatter.js')
const t1 = performance.now()
const dir = '/work/main/docs'
const texts = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.md')).map((f) => readFileSync(path.join(dir, String(f)), 'utf8'))
const t2 = performance.now()
for (const t of texts) parseFrontmatter(t, 'x.md')
const t3 = performance.now()
for (const t of texts) parseFrontmatter(t, 'x.md')
console.log('import', (t1 - t0).toFixed(0), 'read', (t2 - t1).toFixed(0), 'parse cold', (t3 - t2).toFixed(0), 'parse warm', (performance.now() - t3).toFixed(0))
