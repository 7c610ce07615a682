// Deterministic synthetic docs corpus: N realistic pages in nested categories, with frontmatter,
// headings, lists, tables, admonitions, code blocks, an image and valid cross-links.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const WORDS = 'sample reaction solvent yield spectrum NMR analysis collection wellplate molecule device collector template element segment dataset repository review embargo publication inventory barcode ontology'.split(' ')

/** A small seeded PRNG (mulberry32), so the corpus is the same on every machine. */
export function rng(seed) {
  return () => {
    seed |= 0
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function pagePath(i) {
  const a = Math.floor(i / 100)
  const b = Math.floor(i / 10) % 10
  return `cat-${a}/sub-${b}/page-${i}`
}

export function writeCorpus(dir, n) {
  rmSync(dir, { recursive: true, force: true })
  const rand = rng(n)
  const pick = () => WORDS[Math.floor(rand() * WORDS.length)]
  const sentence = (k) => Array.from({ length: k }, pick).join(' ')
  mkdirSync(path.join(dir, 'docs'), { recursive: true })
  mkdirSync(path.join(dir, 'static/img'), { recursive: true })
  writeFileSync(path.join(dir, 'static/img/figure.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"></svg>')
  writeFileSync(path.join(dir, 'site.config.ts'), `export default { title: 'Bench', url: 'https://example.org', navbar: { items: [{ label: 'Docs', type: 'doc', docId: 'welcome' }] } }\n`)
  writeFileSync(path.join(dir, 'docs/index.md'), `---\nid: welcome\ntitle: Bench corpus\n---\n\nStart at [the first page](./${pagePath(0)}.md).\n`)
  for (let i = 0; i < n; i++) {
    const file = path.join(dir, 'docs', `${pagePath(i)}.md`)
    mkdirSync(path.dirname(file), { recursive: true })
    const target = pagePath(Math.floor(rand() * n))
    const rel = path.relative(path.dirname(pagePath(i)), target) + '.md'
    const sections = [1, 2, 3].map((s) => `## Section ${s}\n\n${sentence(60)}.\n\n- ${sentence(6)}\n- ${sentence(8)}\n- see [related page](${rel.startsWith('.') ? rel : './' + rel}#section-1)\n`)
    const body = `---\ntitle: Page ${i} ${pick()}\ndescription: ${sentence(12)}\nsidebar_position: ${i % 10}\nkeywords: [${pick()}, ${pick()}]\n---\n\n${sentence(40)}.\n\n${sections.join('\n')}\n| Field | Value |\n| --- | --- |\n| ${pick()} | ${pick()} |\n| ${pick()} | ${pick()} |\n\n:::tip\n${sentence(20)}.\n:::\n\n\`\`\`bash\nchemdocs build --out-dir ${pick()}\n\`\`\`\n\n![figure](/img/figure.svg)\n`
    writeFileSync(file, body)
  }
}
