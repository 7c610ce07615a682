// Deterministic synthetic MDX corpus shaped like a Docusaurus docs tree: N `.mdx` pages in nested
// categories, with frontmatter, headings, admonitions, code, tables, images (markdown and
// imported), cross-links, and in some pages imports of local components, partials and Tabs.
// Every word comes from a fixed list through a seeded PRNG: no text is copied from any site.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pagePath, rng } from './corpus.js'

const WORDS = 'sample reaction solvent yield spectrum analysis collection wellplate molecule device collector template element segment dataset repository review embargo publication inventory barcode ontology'.split(' ')

/** Share of pages with each feature, as in real MDX trees: about half the pages import something. */
const SHARE = { component: 0.3, partial: 0.15, tabs: 0.2, importedImage: 0.1 }

export function writeMdxCorpus(dir, n) {
  rmSync(dir, { recursive: true, force: true })
  const rand = rng(n * 7 + 1)
  const pick = () => WORDS[Math.floor(rand() * WORDS.length)]
  const sentence = (k) => Array.from({ length: k }, pick).join(' ')
  for (const d of ['docs/_partials', 'src/components', 'static/img']) mkdirSync(path.join(dir, d), { recursive: true })
  writeFileSync(path.join(dir, 'static/img/figure.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"></svg>')
  writeFileSync(path.join(dir, 'static/img/diagram.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"></svg>')
  writeFileSync(path.join(dir, 'site.config.ts'), `export default { title: 'Bench MDX', url: 'https://example.org', navbar: { items: [{ label: 'Docs', type: 'doc', docId: 'welcome' }] } }\n`)
  writeFileSync(path.join(dir, 'src/components/Highlight.jsx'), `export default function Highlight({ children, color = '#1877f2' }) {\n  return <span style={{ backgroundColor: color, borderRadius: 2, color: '#fff', padding: '0.2rem' }}>{children}</span>\n}\n`)
  writeFileSync(path.join(dir, 'src/components/FieldTable.jsx'), `export function FieldTable({ rows }) {\n  return (\n    <table>\n      <tbody>{rows.map(([k, v]) => <tr key={k}><th>{k}</th><td>{v}</td></tr>)}</tbody>\n    </table>\n  )\n}\n\nexport const Subtitle = ({ text }) => <p className="subtitle"><em>{text}</em></p>\n`)
  for (let p = 0; p < 5; p++) writeFileSync(path.join(dir, `docs/_partials/_shared-${p}.mdx`), `### Shared note ${p}\n\n${sentence(30)}.\n\n:::note\n${sentence(12)}.\n:::\n`)
  writeFileSync(path.join(dir, 'docs/index.md'), `---\nid: welcome\ntitle: Bench MDX corpus\n---\n\nStart at [the first page](./${pagePath(0)}.mdx).\n`)
  for (let i = 0; i < n; i++) {
    const file = path.join(dir, 'docs', `${pagePath(i)}.mdx`)
    mkdirSync(path.dirname(file), { recursive: true })
    const up = path.relative(path.dirname(file), dir).split(path.sep).join('/')
    const rel = path.relative(path.dirname(pagePath(i)), pagePath(Math.floor(rand() * n))) + '.mdx'
    const link = rel.startsWith('.') ? rel : `./${rel}`
    const has = Object.fromEntries(Object.entries(SHARE).map(([k, share]) => [k, rand() < share]))
    const imports = []
    const body = []
    if (has.component) {
      imports.push(`import Highlight from '@site/src/components/Highlight'`, `import { FieldTable, Subtitle } from '${up}/src/components/FieldTable'`)
      body.push(`<Subtitle text="${sentence(6)}" />\n\nThe <Highlight color="#25c2a0">${pick()}</Highlight> ${sentence(10)}.\n\n<FieldTable rows={[['${pick()}', '${pick()}'], ['${pick()}', '${pick()}']]} />`)
    }
    if (has.partial) {
      imports.push(`import Shared from '@site/docs/_partials/_shared-${i % 5}.mdx'`)
      body.push('<Shared />')
    }
    if (has.tabs) {
      imports.push(`import Tabs from '@theme/Tabs'`, `import TabItem from '@theme/TabItem'`)
      body.push(`<Tabs>\n  <TabItem value="gui" label="GUI">\n\n${sentence(15)}.\n\n  </TabItem>\n  <TabItem value="api" label="API">\n\n\`\`\`bash\ncurl /api/v1/${pick()}\n\`\`\`\n\n  </TabItem>\n</Tabs>`)
    }
    if (has.importedImage) {
      imports.push(`import diagram from '@site/static/img/diagram.svg'`)
      body.push(`<img src={diagram} alt="${pick()} diagram" />`)
    }
    const sections = [1, 2, 3].map((s) => `## Section ${s}\n\n${sentence(50)}.\n\n- ${sentence(6)}\n- see [related page](${link}#section-1)\n`)
    const text = [
      `---\ntitle: Page ${i} ${pick()}\ndescription: ${sentence(12)}\nsidebar_position: ${i % 10}\n---\n`,
      ...imports,
      '',
      `${sentence(40)}.\n`,
      sections[0],
      ...body.map((b) => `${b}\n`),
      sections[1],
      `:::tip[${pick()}]\n${sentence(20)}.\n:::\n`,
      `| Field | Value |\n| --- | --- |\n| ${pick()} | ${pick()} |\n`,
      sections[2],
      `![figure](/img/figure.svg)\n`,
    ]
    writeFileSync(file, text.join('\n'))
  }
}
