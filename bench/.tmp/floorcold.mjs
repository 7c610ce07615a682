import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkGfm from 'remark-gfm'
import remarkFrontmatter from 'remark-frontmatter'
const dir = '/work/main/docs'
const texts = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.md')).map((f) => readFileSync(path.join(dir, String(f)), 'utf8'))
const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm)
const t = performance.now()
for (const text of texts) processor.runSync(processor.parse(text))
const parse = performance.now() - t
console.log(JSON.stringify({ fromStart: performance.now().toFixed(0), parseOnly: parse.toFixed(0), bytes: texts.reduce((n, t) => n + t.length, 0) }))
