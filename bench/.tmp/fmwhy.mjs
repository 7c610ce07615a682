import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { splitFrontmatter, readPlainFrontmatter } from '/work/main/lib/src/node/frontmatter.js'
const dir = '/work/main/docs'
const reasons = new Map()
for (const f of readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.md'))) {
  const { yaml } = splitFrontmatter(readFileSync(path.join(dir, String(f)), 'utf8'))
  if (!yaml || readPlainFrontmatter(yaml)) continue
  for (const line of yaml.split('\n')) if (!readPlainFrontmatter(line)) { console.log(f, '|', line.slice(0, 150)); break }
}
