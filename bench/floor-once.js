// The floor as a fresh process, like a cold `chemdocs build`: import remark, read the site's
// markdown and parse all of it once with remark alone (remark-parse, frontmatter, gfm), timed
// from the start of the process. Prints {wallMs} as JSON. Used by run.js.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { unified } from 'unified'
import remarkParse from 'remark-parse'
import remarkGfm from 'remark-gfm'
import remarkFrontmatter from 'remark-frontmatter'

const docsDir = process.argv[2]
const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm)
for (const f of readdirSync(docsDir, { recursive: true })) {
  if (String(f).endsWith('.md')) processor.runSync(processor.parse(readFileSync(path.join(docsDir, String(f)), 'utf8')))
}
console.log(JSON.stringify({ wallMs: performance.now() }))
